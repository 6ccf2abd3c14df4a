import { useQuery } from '@tanstack/react-query';
import { ORDER_COLLECTIONS, OrderRequestSchema, type OrderRequest } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { workQueueKeys } from '@/lib/queue/query-keys.ts';
import { toQueueEntry, type QueueEntry } from '@/lib/queue/queue-documents.ts';

/** One order request, read again by id: after a status change it may have left the filtered list. Null when it no longer exists. */
async function getOrderRequest(requestId: string): Promise<QueueEntry<OrderRequest> | null> {
  const [{ doc, getDoc }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDoc(doc(db, ORDER_COLLECTIONS.orderRequests, requestId));
  return snapshot.exists() ? toQueueEntry(OrderRequestSchema, snapshot.id, snapshot.data()) : null;
}

const oneOrderKey = (requestId: string) => [...workQueueKeys.orders, 'one', requestId];

/** Starts from the list's copy, so opening a request shows it at once. */
export function useOrderRequest(initial: QueueEntry<OrderRequest>) {
  return useQuery({ queryKey: oneOrderKey(initial.id), queryFn: () => getOrderRequest(initial.id), initialData: initial });
}

/** One order request by its ID alone (a worksheet opened from its own address). */
export function useOrderRequestById(requestId: string) {
  return useQuery({ queryKey: oneOrderKey(requestId), queryFn: () => getOrderRequest(requestId) });
}
