import { useId, useState } from 'react';
import type { StoredEnquiry } from '@pharmacy/shared';
import { useChangeEnquiryState } from '../api/change-enquiry-state.ts';
import { useEnquiries } from '../api/list-enquiries.ts';
import { QUEUE_LIMIT } from '../api/query-keys.ts';
import type { QueueEntry } from '../api/queue-documents.ts';
import { filterEnquiries, NO_ENQUIRY_FILTERS, type EnquiryFilters } from '../enquiry-filters.ts';
import { EnquiryDetail } from './enquiry-detail.tsx';
import { EnquiryFilterBar } from './enquiry-filter-bar.tsx';
import { EnquiryTable } from './enquiry-table.tsx';
import { QueueLoadState } from './queue-load-state.tsx';
import { useMasterDetail } from './use-master-detail.ts';

/** The inbox of public enquiries and script uploads (issue #6), newest first. */
export function EnquiryInbox() {
  const headingId = useId();
  const [filters, setFilters] = useState<EnquiryFilters>(NO_ENQUIRY_FILTERS);
  const enquiries = useEnquiries();
  const changeState = useChangeEnquiryState();
  const { opened, open: openDetail, close, openerId, detailHeading, listHeading } = useMasterDetail<QueueEntry<StoredEnquiry>>();

  function open(entry: QueueEntry<StoredEnquiry>) {
    changeState.reset();
    openDetail(entry);
    // Opening is reading; done here rather than in an effect so it happens once per opening.
    if (entry.value?.readAt === null) changeState.mutate({ enquiryId: entry.id, read: true });
  }

  if (opened) {
    return (
      <section className="work-queue" aria-labelledby={headingId}>
        <h2 id={headingId}>Enquiries</h2>
        <EnquiryDetail entry={opened} changeState={changeState} headingRef={detailHeading} onClose={close} />
      </section>
    );
  }

  const stored = enquiries.data ?? [];
  const shown = filterEnquiries(stored, filters);
  const unread = stored.filter((entry) => entry.value?.readAt === null).length;
  return (
    <section className="work-queue" aria-labelledby={headingId}>
      <h2 id={headingId} ref={listHeading} tabIndex={-1}>
        Enquiries
      </h2>
      <EnquiryFilterBar filters={filters} onChange={setFilters} />
      <QueueLoadState query={enquiries} noun="enquiries" />
      {enquiries.data && (
        <>
          <p role="status" className="queue-count">
            {shown.length === 0 ? 'No enquiries match these filters.' : `Showing ${shown.length} of ${stored.length} (${unread} unread).`}
            {stored.length === QUEUE_LIMIT && ` Only the ${QUEUE_LIMIT} newest are listed.`}
          </p>
          {shown.length > 0 && <EnquiryTable entries={shown} openerId={openerId} onOpen={open} />}
        </>
      )}
    </section>
  );
}
