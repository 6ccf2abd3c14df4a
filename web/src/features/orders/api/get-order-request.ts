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

/** Shows the list's copy while the recorded read answers, so opening a request shows it at once. */
export function useOrderRequest(initial: QueueEntry<OrderRequest>) {
  return useQuery({
    queryKey: oneOrderKey(ORDER_API_PATHS.detail, initial.id),
    queryFn: () => getOrderRequest(ORDER_API_PATHS.detail, initial.id),
    placeholderData: initial,
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
