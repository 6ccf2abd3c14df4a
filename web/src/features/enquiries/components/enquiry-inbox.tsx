import { useId } from 'react';
import { rowsArrived } from '@/lib/queue/rows-first.ts';
import { useAddressParams } from '@/hooks/use-address-params.ts';
import { LOCALE, type StoredEnquiry } from '@pharmacy/shared';
import { AddressNote } from '@/components/ui/address-note.tsx';
import { useAddressText } from '@/hooks/use-address-text.ts';
import { useChangeEnquiryState } from '../api/change-enquiry-state.ts';
import { useEnquiries, useEnquiryCounts } from '../api/list-enquiries.ts';
import type { QueueEntry } from '@/lib/queue/queue-documents.ts';
import { enquiryFiltersFrom, enquiryFiltersParams, filterEnquiries, type EnquiryFilters } from '../enquiry-filters.ts';
import { EnquiryDetail } from './enquiry-detail.tsx';
import { EnquiryFilterBar } from './enquiry-filter-bar.tsx';
import { EnquiryTable } from './enquiry-table.tsx';
import { LoadMore } from '@/components/queue/load-more.tsx';
import { QueueLoadState } from '@/components/queue/queue-load-state.tsx';
import { useMasterDetail } from '@/hooks/use-master-detail.ts';

/** The inbox of public enquiries and script uploads (issue #6), newest first; the filters live in the address (issue 13). */
export function EnquiryInbox() {
  const headingId = useId();
  const [params, setParams] = useAddressParams();
  const { filters: query, ignored } = enquiryFiltersFrom(params);
  const reference = query.reference;
  const [typedReference, setTypedReference] = useAddressText(reference, (text) =>
    setParams((current) => enquiryFiltersParams({ ...enquiryFiltersFrom(current).filters, reference: text }, current), { replace: true }),
  );
  const filters: EnquiryFilters = { ...query, reference: typedReference };
  function setFilters(next: EnquiryFilters) {
    if (next.reference !== typedReference) setTypedReference(next.reference);
    // The state and kind apply at once, as a step Back can undo.
    // From the address as last written, not as last rendered: the reference's delayed write may not have rendered yet.
    if (next.state !== query.state || next.kind !== query.kind) setParams((current) => enquiryFiltersParams({ ...next, reference: enquiryFiltersFrom(current).filters.reference }, current));
  }
  const enquiries = useEnquiries(query);
  const counts = useEnquiryCounts({ ...query, reference: '' }, rowsArrived(enquiries));
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
      <AddressNote ignored={ignored} />
      <EnquiryFilterBar filters={filters} onChange={setFilters} />
      <QueueLoadState query={enquiries} noun="enquiries" />
      {enquiries.data && (
        <>
          <p role="status" className="queue-count">
            {shown.length === 0
              ? reference.trim() === ''
                ? 'No enquiries match these filters.'
                : `No enquiry has the reference ${reference.trim()}.`
              : `Showing ${shown.length.toLocaleString(LOCALE)} of ${(matching ?? stored.length).toLocaleString(LOCALE)}${unread === undefined ? '' : ` (${unread.toLocaleString(LOCALE)} unread)`}.`}
          </p>
          {shown.length > 0 && <EnquiryTable entries={shown} openerId={openerId} onOpen={open} />}
          <LoadMore query={enquiries} />
        </>
      )}
    </section>
  );
}
