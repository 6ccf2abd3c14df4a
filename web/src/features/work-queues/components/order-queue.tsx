import { useId, useState } from 'react';
import type { OrderRequest } from '@pharmacy/shared';
import { isBackwardsRange } from '@/lib/sydney-time.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { useOrderCount, useOrderRequests } from '../api/list-order-requests.ts';
import type { QueueEntry } from '../api/queue-documents.ts';
import { NO_ORDER_FILTERS, type OrderFilters } from '../order-filters.ts';
import { LoadMore } from './load-more.tsx';
import { OrderDetail } from './order-detail.tsx';
import { OrderFilterBar } from './order-filter-bar.tsx';
import { OrderTable } from './order-table.tsx';
import { QueueLoadState } from './queue-load-state.tsx';
import { useMasterDetail } from './use-master-detail.ts';

/** Typing in the search waits this long before the database is asked. */
const SEARCH_DELAY_MS = 300;

/** The pharmacy's orders work queue (issue #6): every practitioner's order requests, newest first. */
export function OrderQueue() {
  const headingId = useId();
  const [filters, setFilters] = useState<OrderFilters>(NO_ORDER_FILTERS);
  const practitioner = useDebouncedValue(filters.practitioner, SEARCH_DELAY_MS);
  const query = { status: filters.status, clarification: filters.clarification, original: filters.original, from: filters.from, to: filters.to, practitioner };
  const orders = useOrderRequests(query);
  const matching = useOrderCount(query);
  const { opened, open, close, openerId, detailHeading, listHeading } = useMasterDetail<QueueEntry<OrderRequest>>();

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
      <OrderFilterBar filters={filters} onChange={setFilters} />
      {!backwards && <QueueLoadState query={orders} noun="order requests" />}
      {!backwards && orders.data && (
        <>
          <p role="status" className="queue-count">
            {shown.length === 0
              ? 'No order requests match these filters.'
              : `Showing ${shown.length}${total === undefined || total === shown.length ? '' : ` of ${total}`} order ${(total ?? shown.length) === 1 ? 'request' : 'requests'}.`}
          </p>
          {shown.length > 0 && <OrderTable entries={shown} openerId={openerId} onOpen={open} />}
          <LoadMore query={orders} />
        </>
      )}
    </section>
  );
}
