import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ORDER_COLLECTIONS, OrderRequestSchema, prescriberOrdersPath, type OrderRequest } from '@pharmacy/shared';
import { getJson, replyBody } from '@/lib/api-reply.ts';
import { reachApi } from '@/lib/reach-api.ts';
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

const StaffOrdersReplySchema = z.object({ orders: z.array(z.unknown()) });

/**
 * The requests of the prescriber a staff member works for, through the function, which
 * records each one shown in the access log (decision 064); staff no longer read requests
 * from Firestore. A request that cannot be read is left out, as in the prescriber's own list.
 */
export async function getStaffOrderHistory(prescriberId: string): Promise<OrderRequest[]> {
  const reply = await reachApi((idToken) => getJson(prescriberOrdersPath(prescriberId), idToken));
  return replyBody(reply, StaffOrdersReplySchema).orders.flatMap((order) => {
    const parsed = OrderRequestSchema.safeParse(order);
    return parsed.success ? [parsed.data] : [];
  });
}

/** `staffView`: a staff member's view of the prescriber's requests (through the function). */
export function useOrderHistory(uid: string, staffView = false) {
  return useQuery({
    queryKey: [...ORDER_HISTORY_QUERY_KEY, uid, staffView],
    queryFn: () => (staffView ? getStaffOrderHistory(uid) : getOrderHistory(uid)),
  });
}
