import { useQuery } from '@tanstack/react-query';
import { ORDER_COLLECTIONS, OrderRequestSchema, type OrderRequest } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { parseStoredDocument } from '@/lib/firestore-values.ts';

/** How many of their latest requests a practitioner sees. */
export const ORDER_HISTORY_LIMIT = 50;

export const ORDER_HISTORY_QUERY_KEY = ['order-history'] as const;

/**
 * The practitioner's own order requests, newest first. firestore.rules let a
 * practitioner list only requests whose prescriberId is theirs, so the filter is
 * part of the query, not a nicety (prescriberId + createdAt has a composite index).
 */
export async function getOrderHistory(uid: string): Promise<OrderRequest[]> {
  const [{ collection, getDocs, limit, orderBy, query, where }, { db }] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirebase(),
  ]);
  const snapshot = await getDocs(
    query(
      collection(db, ORDER_COLLECTIONS.orderRequests),
      where('prescriberId', '==', uid),
      orderBy('createdAt', 'desc'),
      limit(ORDER_HISTORY_LIMIT),
    ),
  );
  return snapshot.docs.flatMap((doc) => parseStoredDocument(OrderRequestSchema, doc.id, doc.data()) ?? []);
}

export function useOrderHistory(uid: string) {
  return useQuery({ queryKey: [...ORDER_HISTORY_QUERY_KEY, uid], queryFn: () => getOrderHistory(uid) });
}
