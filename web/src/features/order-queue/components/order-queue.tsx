import { useId } from 'react';
import { rowsArrived } from '@/lib/queue/rows-first.ts';
import { useAddressParams } from '@/hooks/use-address-params.ts';
import { LOCALE, type OrderRequest } from '@pharmacy/shared';
import { AddressNote } from '@/components/ui/address-note.tsx';
import { useAddressText } from '@/hooks/use-address-text.ts';
import { isBackwardsRange } from '@/lib/sydney-time.ts';
import { useOrderCount, useOrderRequests } from '../api/list-order-requests.ts';
import type { QueueEntry } from '@/lib/queue/queue-documents.ts';
import { orderFiltersFrom, orderFiltersParams, type OrderFilters } from '../order-filters.ts';
import { LoadMore } from '@/components/queue/load-more.tsx';
import { OrderDetail } from './order-detail.tsx';
import { OrderFilterBar } from './order-filter-bar.tsx';
import { OrderTable } from './order-table.tsx';
import { QueueLoadState } from '@/components/queue/queue-load-state.tsx';
import { useMasterDetail } from '@/hooks/use-master-detail.ts';
import { useReadyToSend } from './ready-to-send.tsx';

/**
 * The pharmacy's orders work queue (issue #6): every practitioner's order requests, newest
 * first. The filters live in the address (issue 13); the search follows the box after a pause.
 */
export function OrderQueue() {
  const headingId = useId();
  const [params, setParams] = useAddressParams();
  const { filters: query, ignored } = orderFiltersFrom(params);
  const [practitioner, setPractitioner] = useAddressText(query.practitioner, (text) =>
    setParams((current) => orderFiltersParams({ ...orderFiltersFrom(current).filters, practitioner: text }, current), { replace: true }),
  );
  const filters: OrderFilters = { ...query, practitioner };
  function setFilters(next: OrderFilters) {
    if (next.practitioner !== practitioner) setPractitioner(next.practitioner);
    // Everything but the search applies at once, as a step Back can undo; clearing applies the search too.
    const applied = (now: OrderFilters): OrderFilters => ({ ...next, practitioner: next.practitioner === '' ? '' : now.practitioner });
    // From the address as last written, not as last rendered: the search's delayed write may not have rendered yet.
    if (JSON.stringify(applied(query)) !== JSON.stringify(query)) setParams((current) => orderFiltersParams(applied(orderFiltersFrom(current).filters), current));
  }
  const orders = useOrderRequests(query);
  const matching = useOrderCount(query, rowsArrived(orders));
  const { opened, open, close, openerId, detailHeading, listHeading } = useMasterDetail<QueueEntry<OrderRequest>>();
  const readyToSend = useReadyToSend(orders.data ?? [], query.dispatch === 'ready_to_send');

  if (opened) {
    return (
      <section className="work-queue" aria-labelledby={headingId}>
        <h2 id={headingId}>Order requests</h2>
        <OrderDetail entry={opened} headingRef={detailHeading} onClose={close} />
      </section>
    );
  }

  const backwards = isBackwardsRange(filters.from, filters.to);
  const shown = orders.data ?? [];
  const total = matching.data;
  return (
    <section className="work-queue" aria-labelledby={headingId}>
      <h2 id={headingId} ref={listHeading} tabIndex={-1}>
        Order requests
      </h2>
      <AddressNote ignored={ignored} />
      <OrderFilterBar filters={filters} onChange={setFilters} />
      {!backwards && <QueueLoadState query={orders} noun="order requests" />}
      {!backwards && orders.data && (
        <>
          <p role="status" className="queue-count">
            {shown.length === 0
              ? 'No order requests match these filters.'
              : `Showing ${shown.length.toLocaleString(LOCALE)}${total === undefined || total === shown.length ? '' : ` of ${total.toLocaleString(LOCALE)}`} order ${(total ?? shown.length) === 1 ? 'request' : 'requests'}.`}
          </p>
          {readyToSend.panel}
          {shown.length > 0 && <OrderTable entries={shown} openerId={openerId} onOpen={open} selection={readyToSend.selection} />}
          <LoadMore query={orders} />
          {readyToSend.manifest}
        </>
      )}
    </section>
  );
}
