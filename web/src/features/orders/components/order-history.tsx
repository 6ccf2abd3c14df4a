import type { OrderRequest } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { useHashTarget } from '@/hooks/use-hash-target.ts';
import { useOrderHistory } from '../api/get-order-history.ts';
import { OrderHistoryEntry, type OrderHistorySlots } from './order-history-entry.tsx';

interface OrderHistoryProps {
  uid: string;
  /** What each request shows of other features: its question, each item's course. */
  slots: OrderHistorySlots;
  /** Undefined while the catalogue the items are re-checked against is loading. */
  onReorder: ((order: OrderRequest) => void) | undefined;
  /**
   * A staff member reading the requests of the prescriber they work for (decision 045):
   * where each stands and that a question is open, without the thread or Reorder.
   */
  staffView?: boolean;
}

/** Beyond the spec: the practitioner's own requests, newest first, with where each one is. */
export function OrderHistory({ uid, slots, onReorder, staffView = false }: OrderHistoryProps) {
  const history = useOrderHistory(uid, staffView);
  // The question marker links to one request here (#order-…), often before the list has loaded.
  useHashTarget(history.isSuccess);
  return (
    <section className="order-history" aria-labelledby="order-history-heading" aria-busy={history.isFetching}>
      <h2 id="order-history-heading">{staffView ? 'The prescriber\u2019s requests' : 'My Requests'}</h2>
      {history.isPending && <p>Loading {staffView ? 'the' : 'your'} requests...</p>}
      {history.isError && (
        <div className="order-history__error">
          <FormError message={staffView ? 'The requests could not be loaded.' : 'Your requests could not be loaded.'} />
          <button type="button" className="button button--secondary" onClick={() => void history.refetch()}>
            Try again
          </button>
        </div>
      )}
      {history.data?.length === 0 && <p>{staffView ? 'No order requests yet.' : 'You have not submitted any order requests yet.'}</p>}
      {history.data && history.data.length > 0 && (
        <ol className="order-history__list">
          {history.data.map((order) => (
            <OrderHistoryEntry key={order.requestId} order={order} slots={slots} onReorder={onReorder} staffView={staffView} />
          ))}
        </ol>
      )}
    </section>
  );
}
