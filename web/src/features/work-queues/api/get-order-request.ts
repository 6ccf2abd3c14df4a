import { useQuery } from '@tanstack/react-query';
import { ORDER_COLLECTIONS, OrderRequestSchema, type OrderRequest } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { workQueueKeys } from './query-keys.ts';
import { toQueueEntry, type QueueEntry } from './queue-documents.ts';

/** One order request, read again by id: after a status change it may have left the filtered list. Null when it no longer exists. */
async function getOrderRequest(requestId: string): Promise<QueueEntry<OrderRequest> | null> {
  const [{ doc, getDoc }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDoc(doc(db, ORDER_COLLECTIONS.orderRequests, requestId));
  return snapshot.exists() ? toQueueEntry(OrderRequestSchema, snapshot.id, snapshot.data()) : null;
}

/** Starts from the list's copy, so opening a request shows it at once. */
export function useOrderRequest(initial: QueueEntry<OrderRequest>) {
  return useQuery({
    queryKey: [...workQueueKeys.orders, 'one', initial.id],
    queryFn: () => getOrderRequest(initial.id),
    initialData: initial,
  });
}
