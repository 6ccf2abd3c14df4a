import { useId, useState } from 'react';
import type { StoredEnquiry } from '@pharmacy/shared';
import { useChangeEnquiryState } from '../api/change-enquiry-state.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { useEnquiries, useEnquiryCounts } from '../api/list-enquiries.ts';
import type { QueueEntry } from '../api/queue-documents.ts';
import { filterEnquiries, NO_ENQUIRY_FILTERS, type EnquiryFilters } from '../enquiry-filters.ts';
import { EnquiryDetail } from './enquiry-detail.tsx';
import { EnquiryFilterBar } from './enquiry-filter-bar.tsx';
import { EnquiryTable } from './enquiry-table.tsx';
import { LoadMore } from './load-more.tsx';
import { QueueLoadState } from './queue-load-state.tsx';
import { useMasterDetail } from './use-master-detail.ts';

/** The inbox of public enquiries and script uploads (issue #6), newest first. */
export function EnquiryInbox() {
  const headingId = useId();
  const [filters, setFilters] = useState<EnquiryFilters>(NO_ENQUIRY_FILTERS);
  const reference = useDebouncedValue(filters.reference, 300);
  const enquiries = useEnquiries({ ...filters, reference });
  const counts = useEnquiryCounts({ ...filters, reference: '' });
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
  const matching = reference.trim() === '' ? counts.data?.matching : shown.length;
  const unread = counts.data?.unread;
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
            {shown.length === 0
              ? reference.trim() === ''
                ? 'No enquiries match these filters.'
                : `No enquiry has the reference ${reference.trim()}.`
              : `Showing ${shown.length} of ${matching ?? stored.length}${unread === undefined ? '' : ` (${unread} unread)`}.`}
          </p>
          {shown.length > 0 && <EnquiryTable entries={shown} openerId={openerId} onOpen={open} />}
          <LoadMore query={enquiries} />
        </>
      )}
    </section>
  );
}
