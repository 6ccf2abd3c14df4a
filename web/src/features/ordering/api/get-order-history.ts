import { useQuery } from '@tanstack/react-query';
import { ORDER_COLLECTIONS, OrderRequestSchema, type OrderRequest } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { timestampsToIso } from '@/lib/firestore-values.ts';

/** How many of their latest requests a practitioner sees. */
export const ORDER_HISTORY_LIMIT = 50;

export const ORDER_HISTORY_QUERY_KEY = ['order-history'] as const;

/**
 * The practitioner's own order requests, newest first. firestore.rules let a
 * practitioner list only requests whose practitionerId is theirs, so the filter is
 * part of the query, not a nicety (practitionerId + createdAt has a composite index).
 */
export async function getOrderHistory(uid: string): Promise<OrderRequest[]> {
  const [{ collection, getDocs, limit, orderBy, query, where }, { db }] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirebase(),
  ]);
  const snapshot = await getDocs(
    query(
      collection(db, ORDER_COLLECTIONS.orderRequests),
      where('practitionerId', '==', uid),
      orderBy('createdAt', 'desc'),
      limit(ORDER_HISTORY_LIMIT),
    ),
  );
  return snapshot.docs.flatMap((doc) => {
    const parsed = OrderRequestSchema.safeParse(timestampsToIso(doc.data()));
    if (parsed.success) return [parsed.data];
    // One odd document must not hide the others; name it and its fields, never their (health) values.
    console.error(`Order request ${doc.id} could not be read`, parsed.error.issues.map((issue) => issue.path.join('.')));
    return [];
  });
}

export function useOrderHistory(uid: string) {
  return useQuery({ queryKey: [...ORDER_HISTORY_QUERY_KEY, uid], queryFn: () => getOrderHistory(uid) });
}
