import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEGAL_SCRIPT_API_PATHS, type OriginalReceivedRequest } from '@pharmacy/shared';
import { postJson } from '@/lib/api-reply.ts';
import { workQueueKeys } from '@/lib/queue/query-keys.ts';
import { reachApi } from '@/lib/reach-api.ts';

export const MARK_RECEIVED_FAILED = 'Could not record the original: ';

/** Records an item's paper original as received (decision 026); rejects with the server's reason. */
async function markOriginalReceived(change: OriginalReceivedRequest): Promise<void> {
  await reachApi((idToken) => postJson(LEGAL_SCRIPT_API_PATHS.originalReceived, change, idToken), { prefix: MARK_RECEIVED_FAILED });
}

export function useMarkOriginalReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOriginalReceived,
    // After a refusal too: a 409 means the item on screen is not as stored.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workQueueKeys.orders }),
  });
}
