import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryConstraint } from 'firebase/firestore/lite';
import { ORDER_COLLECTIONS, OrderRequestSchema, type OrderRequest } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { isBackwardsRange, sydneyDayRange } from '@/lib/sydney-time.ts';
import type { OrderFilters } from '../order-filters.ts';
import { QUEUE_LIMIT, workQueueKeys } from './query-keys.ts';
import { toQueueEntry, type QueueEntry } from './queue-documents.ts';

/** What Firestore filters; the practitioner search is applied in the browser. */
export type OrderQuery = Pick<OrderFilters, 'status' | 'from' | 'to'>;

/**
 * The newest order requests matching the status and Sydney dates (firestore.rules:
 * admins list orderRequests). Filtering in the query, not after it, keeps older
 * requests reachable beyond the first QUEUE_LIMIT. Status with createdAt uses the
 * composite index in firestore.indexes.json.
 */
async function listOrderRequests({ status, from, to }: OrderQuery): Promise<QueueEntry<OrderRequest>[]> {
  const [{ collection, getDocs, limit, orderBy, query, where }, { db }] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirebase(),
  ]);
  const { start, end } = sydneyDayRange(from, to);
  const constraints: QueryConstraint[] = [];
  if (status !== 'all') constraints.push(where('status', '==', status));
  if (start !== undefined) constraints.push(where('createdAt', '>=', new Date(start)));
  if (end !== undefined) constraints.push(where('createdAt', '<', new Date(end)));
  const snapshot = await getDocs(
    query(collection(db, ORDER_COLLECTIONS.orderRequests), ...constraints, orderBy('createdAt', 'desc'), limit(QUEUE_LIMIT)),
  );
  return snapshot.docs.map((doc) => toQueueEntry(OrderRequestSchema, doc.id, doc.data()));
}

export function useOrderRequests(filters: OrderQuery) {
  return useQuery({
    queryKey: [...workQueueKeys.orders, 'list', filters],
    queryFn: () => listOrderRequests(filters),
    // A backwards range matches nothing; the form says why instead.
    enabled: !isBackwardsRange(filters.from, filters.to),
    // Keep the rows on screen while a new filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
