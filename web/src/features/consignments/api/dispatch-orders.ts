import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSIGNMENT_API_PATHS, CONSIGNMENT_MESSAGES, DispatchResponseSchema, type DispatchRequest, type DispatchResponse } from '@pharmacy/shared';
import { postJson, replyBody } from '@/lib/api-reply.ts';
import { workQueueKeys } from '@/lib/queue/query-keys.ts';
import { reachApi } from '@/lib/reach-api.ts';
import { CONSIGNMENT_QUERY_KEY } from './consignment-keys.ts';

/**
 * POST /api/consignments: the chosen ready orders go as one consignment. Rejects with the
 * server's own reason after "The orders could not be dispatched: " (an S8 sent without a
 * signature, orders moved on in another tab, the carrier refusing the booking).
 */
export async function dispatchOrders(request: DispatchRequest): Promise<DispatchResponse> {
  const reply = await reachApi((idToken) => postJson(CONSIGNMENT_API_PATHS.consignments, request, idToken), { prefix: CONSIGNMENT_MESSAGES.dispatchFailed });
  return replyBody(reply, DispatchResponseSchema);
}

export function useDispatchOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dispatchOrders,
    // After a refusal too: a 409 means an order on screen is not as stored.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: workQueueKeys.orders }), queryClient.invalidateQueries({ queryKey: CONSIGNMENT_QUERY_KEY })]),
  });
}
