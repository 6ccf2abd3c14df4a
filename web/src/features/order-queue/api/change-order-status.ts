import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES, ORDER_API_PATHS, OrderStatusResponseSchema, type OrderStatusUpdate } from '@pharmacy/shared';
import { postJson, replyError, type ApiReply } from '@/lib/api-reply.ts';
import { workQueueKeys } from '@/lib/queue/query-keys.ts';
import { ApiRefusal, reachApi } from '@/lib/reach-api.ts';

/**
 * Moves a request to its next status. Rejects with the text to show: the server's
 * own for a 409 (the request moved on meanwhile, e.g. in another tab), else
 * "Failed to update status: " and the reason.
 */
async function changeOrderStatus(update: OrderStatusUpdate): Promise<{ notified: boolean }> {
  let reply: ApiReply;
  try {
    reply = await reachApi((idToken) => postJson(ORDER_API_PATHS.status, update, idToken), {
      prefix: ADMIN_MESSAGES.statusFailed,
      // Cancelling cannot be undone: the server asks for a recent sign-in (issue 23, decision 022).
      recentSignIn: update.status === 'cancelled',
    });
  } catch (error) {
    // A 409 is said in the server's own words: the request moved on meanwhile.
    const reason = error instanceof ApiRefusal && error.reply.status === 409 ? replyError(error.reply) : undefined;
    throw reason ? new Error(reason, { cause: error }) : error;
  }
  const parsed = OrderStatusResponseSchema.safeParse(reply.body);
  // The status is written once the server says 200; only the e-mail's fate is unknown.
  return { notified: parsed.success ? parsed.data.notified : false };
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    // After a refusal too: a 409 means the stored status is not the one on screen.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workQueueKeys.orders }),
  });
}
