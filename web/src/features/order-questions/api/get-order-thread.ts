import { useQuery } from '@tanstack/react-query';
import { ORDER_COLLECTIONS, ORDER_THREAD_COLLECTION, OrderMessageSchema, type OrderMessage } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { parseStoredDocument } from '@/lib/firestore-values.ts';

export const ORDER_THREAD_QUERY_KEY = ['order-thread'] as const;

export interface ThreadEntry {
  id: string;
  message: OrderMessage;
}

/**
 * The questions and answers on one order, oldest first. firestore.rules let an admin
 * read every thread and a practitioner the threads of their own orders only.
 */
async function getOrderThread(requestId: string): Promise<ThreadEntry[]> {
  const [{ collection, getDocs, orderBy, query }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDocs(
    query(collection(db, ORDER_COLLECTIONS.orderRequests, requestId, ORDER_THREAD_COLLECTION), orderBy('createdAt', 'asc')),
  );
  return snapshot.docs.flatMap((doc) => {
    const message = parseStoredDocument(OrderMessageSchema, doc.id, doc.data());
    return message ? [{ id: doc.id, message }] : [];
  });
}

/** `messages` is the order's count of them: a new message changes it, and so the key. */
export function useOrderThread(requestId: string, messages: number) {
  return useQuery({
    queryKey: [...ORDER_THREAD_QUERY_KEY, requestId, messages],
    queryFn: () => getOrderThread(requestId),
    enabled: messages > 0,
  });
}
