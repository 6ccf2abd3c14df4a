import { useQuery } from '@tanstack/react-query';
import { ORDER_COLLECTIONS } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';

export const AWAITING_ANSWER_QUERY_KEY = ['orders-awaiting-answer'] as const;
/** The marker links to the first few; more than this many waiting is counted as "20 or more". */
const AWAITING_LIMIT = 20;

/**
 * The request IDs of the practitioner's orders with a question waiting for them, newest
 * question first would need another index; these are in the order Firestore keeps them.
 * firestore.rules let a practitioner list only their own orders, so the filter is part of the query.
 */
async function getOrdersAwaitingAnswer(uid: string): Promise<string[]> {
  const [{ collection, getDocs, limit, query, where }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDocs(
    query(
      collection(db, ORDER_COLLECTIONS.orderRequests),
      where('prescriberId', '==', uid),
      where('clarification.status', '==', 'requested'),
      limit(AWAITING_LIMIT),
    ),
  );
  return snapshot.docs.map((doc) => doc.id);
}

export function useOrdersAwaitingAnswer(uid: string) {
  return useQuery({ queryKey: [...AWAITING_ANSWER_QUERY_KEY, uid], queryFn: () => getOrdersAwaitingAnswer(uid) });
}
