import { useQuery } from '@tanstack/react-query';
import { ORDER_COLLECTIONS } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';

export const AWAITING_ANSWER_QUERY_KEY = ['orders-awaiting-answer'] as const;
/** The marker links to the first few; more than this many waiting is counted as "20 or more". */
const AWAITING_LIMIT = 20;

/**
 * The request IDs of the practitioner's orders waiting for their answer: a question from the
 * pharmacy, or a higher price to accept or decline (issue 34 part 3), in the order Firestore
 * keeps them (newest first would need another index). firestore.rules let a practitioner list
 * only their own orders, so the filter is part of each query.
 */
async function getOrdersAwaitingAnswer(uid: string): Promise<string[]> {
  const [{ collection, getDocs, limit, query, where }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const waitingOn = (field: string, value: string) =>
    getDocs(query(collection(db, ORDER_COLLECTIONS.orderRequests), where('prescriberId', '==', uid), where(field, '==', value), limit(AWAITING_LIMIT)));
  const [questions, quotes] = await Promise.all([waitingOn('clarification.status', 'requested'), waitingOn('quote.status', 'awaiting')]);
  return [...new Set([...questions.docs, ...quotes.docs].map((doc) => doc.id))].slice(0, AWAITING_LIMIT);
}

export function useOrdersAwaitingAnswer(uid: string) {
  return useQuery({ queryKey: [...AWAITING_ANSWER_QUERY_KEY, uid], queryFn: () => getOrdersAwaitingAnswer(uid) });
}
