import { useQuery } from '@tanstack/react-query';
import {
  ORDER_COLLECTIONS,
  ORDER_QUESTION_API_PATHS,
  ORDER_THREAD_COLLECTION,
  OrderMessageSchema,
  OrderThreadReplySchema,
  type OrderMessage,
} from '@pharmacy/shared';
import { getJson, replyBody } from '@/lib/api-reply.ts';
import { getFirebase } from '@/lib/firebase.ts';
import { parseStoredDocument } from '@/lib/firestore-values.ts';
import { reachApi } from '@/lib/reach-api.ts';
import { RECORDED_READ } from '@/lib/recorded-read.ts';

export const ORDER_THREAD_QUERY_KEY = ['order-thread'] as const;

export interface ThreadEntry {
  id: string;
  message: OrderMessage;
}

/** Who reads the thread: the pharmacy (every order's) or the order's prescriber (their own). */
export type ThreadSide = 'admin' | 'practitioner';

/**
 * The questions and answers on the practitioner's own order, oldest first, straight
 * from Firestore: firestore.rules let a practitioner read the threads of their own
 * orders only.
 */
async function getOwnOrderThread(requestId: string): Promise<ThreadEntry[]> {
  const [{ collection, getDocs, orderBy, query }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDocs(
    query(collection(db, ORDER_COLLECTIONS.orderRequests, requestId, ORDER_THREAD_COLLECTION), orderBy('createdAt', 'asc')),
  );
  return snapshot.docs.flatMap((doc) => {
    const message = parseStoredDocument(OrderMessageSchema, doc.id, doc.data());
    return message ? [{ id: doc.id, message }] : [];
  });
}

/** Any order's thread for the pharmacy, through the function, which records the admin's look first (decision 039). */
async function getAdminOrderThread(requestId: string): Promise<ThreadEntry[]> {
  const reply = await reachApi((idToken) => getJson(`${ORDER_QUESTION_API_PATHS.thread}/${encodeURIComponent(requestId)}`, idToken));
  return replyBody(reply, OrderThreadReplySchema).messages;
}

/**
 * `messages` is the order's count of them: a new message changes it, and so the key.
 * The admin's is a recorded read: once per opening.
 */
export function useOrderThread(requestId: string, messages: number, side: ThreadSide) {
  return useQuery({
    queryKey: [...ORDER_THREAD_QUERY_KEY, side, requestId, messages],
    queryFn: () => (side === 'admin' ? getAdminOrderThread(requestId) : getOwnOrderThread(requestId)),
    enabled: messages > 0,
    ...(side === 'admin' ? RECORDED_READ : {}),
  });
}
