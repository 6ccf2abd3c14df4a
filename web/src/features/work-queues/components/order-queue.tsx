import { useId, useState } from 'react';
import type { OrderRequest } from '@pharmacy/shared';
import { isBackwardsRange } from '@/lib/sydney-time.ts';
import { useOrderRequests } from '../api/list-order-requests.ts';
import { QUEUE_LIMIT } from '../api/query-keys.ts';
import type { QueueEntry } from '../api/queue-documents.ts';
import { filterByPractitioner, NO_ORDER_FILTERS, type OrderFilters } from '../order-filters.ts';
import { OrderDetail } from './order-detail.tsx';
import { OrderFilterBar } from './order-filter-bar.tsx';
import { OrderTable } from './order-table.tsx';
import { QueueLoadState } from './queue-load-state.tsx';
import { useMasterDetail } from './use-master-detail.ts';

/** The pharmacy's orders work queue (issue #6): every practitioner's order requests, newest first. */
export function OrderQueue() {
  const headingId = useId();
  const [filters, setFilters] = useState<OrderFilters>(NO_ORDER_FILTERS);
  const orders = useOrderRequests({ status: filters.status, from: filters.from, to: filters.to });
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
  const stored = orders.data ?? [];
  const shown = filterByPractitioner(stored, filters.practitioner);
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
            {shown.length === 0 ? 'No order requests match these filters.' : `Showing ${shown.length} order ${shown.length === 1 ? 'request' : 'requests'}.`}
            {stored.length === QUEUE_LIMIT && ` Only the ${QUEUE_LIMIT} newest are read: narrow the dates to see older ones.`}
          </p>
          {shown.length > 0 && <OrderTable entries={shown} openerId={openerId} onOpen={open} />}
        </>
      )}
    </section>
  );
}
