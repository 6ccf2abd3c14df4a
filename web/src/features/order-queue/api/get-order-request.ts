import { useQuery } from '@tanstack/react-query';
import { ORDER_API_PATHS, OrderRequestReplySchema, type OrderRequest } from '@pharmacy/shared';
import { getJson, replyBody } from '@/lib/api-reply.ts';
import { ApiRefusal, reachApi } from '@/lib/reach-api.ts';
import { workQueueKeys } from '@/lib/queue/query-keys.ts';
import { RECORDED_READ } from '@/lib/recorded-read.ts';
import type { QueueEntry } from '@/lib/queue/queue-documents.ts';

/** The admin's two looks at one order: its detail on the queue, or its worksheet; the server records which (decision 039). */
type OrderLook = typeof ORDER_API_PATHS.detail | typeof ORDER_API_PATHS.worksheet;

/**
 * One order request, read through the function, which records the admin's look before
 * it answers (firestore.rules no longer let an admin get one order directly). Null when
 * it no longer exists.
 */
async function getOrderRequest(look: OrderLook, requestId: string): Promise<QueueEntry<OrderRequest> | null> {
  try {
    const reply = await reachApi((idToken) => getJson(`${look}/${encodeURIComponent(requestId)}`, idToken));
    return { id: requestId, value: replyBody(reply, OrderRequestReplySchema).order };
  } catch (error) {
    if (error instanceof ApiRefusal && error.reply.status === 404) return null;
    throw error;
  }
}

const oneOrderKey = (look: OrderLook, requestId: string) => [...workQueueKeys.orders, 'one', look, requestId];

/**
 * One order request for its detail on the queue. Nothing of it shows until the server has
 * recorded the look and answered (not even the list's copy): an order's patients are never
 * on screen without an entry naming them.
 */
export function useOrderRequest(requestId: string) {
  return useQuery({
    queryKey: oneOrderKey(ORDER_API_PATHS.detail, requestId),
    queryFn: () => getOrderRequest(ORDER_API_PATHS.detail, requestId),
    ...RECORDED_READ,
  });
}

/** One order request for its worksheet, by its ID alone (opened from its own address, or printed from the detail). */
export function useOrderWorksheet(requestId: string) {
  return useQuery({
    queryKey: oneOrderKey(ORDER_API_PATHS.worksheet, requestId),
    queryFn: () => getOrderRequest(ORDER_API_PATHS.worksheet, requestId),
    ...RECORDED_READ,
  });
}
