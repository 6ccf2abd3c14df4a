import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPOUNDING_API_PATHS, type CompoundingCheckRequest, type CompoundingRecordRequest } from '@pharmacy/shared';
import { postJson } from '@/lib/api-reply.ts';
import { workQueueKeys } from '@/lib/queue/query-keys.ts';
import { reachApi } from '@/lib/reach-api.ts';

export const RECORD_FAILED = 'Could not save the record of compounding: ';
export const CHECK_FAILED = 'Could not record the check: ';

/** The caller prepared the item: its batch and beyond-use date (decision 050). */
async function recordCompounding(request: CompoundingRecordRequest): Promise<void> {
  await reachApi((idToken) => postJson(COMPOUNDING_API_PATHS.record, request, idToken), { prefix: RECORD_FAILED });
}

/** The caller checked another admin's record: asks for a recent sign-in first when needed. */
async function checkCompounding(request: CompoundingCheckRequest): Promise<void> {
  await reachApi((idToken) => postJson(COMPOUNDING_API_PATHS.check, request, idToken), { prefix: CHECK_FAILED, recentSignIn: true });
}

function useCompoundingMutation<Request>(mutationFn: (request: Request) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // After a refusal too: a 409 means the record on screen is not as stored.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workQueueKeys.orders }),
  });
}

export const useRecordCompounding = () => useCompoundingMutation(recordCompounding);
export const useCheckCompounding = () => useCompoundingMutation(checkCompounding);
