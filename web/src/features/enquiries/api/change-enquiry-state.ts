import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_API_PATHS, type EnquiryStateRequestSchema } from '@pharmacy/shared';
import { postJson } from '@/lib/api-reply.ts';
import { workQueueKeys } from '@/lib/queue/query-keys.ts';
import { reachApi } from '@/lib/reach-api.ts';

export type EnquiryStateChange = z.input<typeof EnquiryStateRequestSchema>;

const FAILED = 'Failed to update the enquiry: ';

/** POST /api/enquiry-state; the server stamps the time and the admin. Rejects with the text to show. */
async function changeEnquiryState(change: EnquiryStateChange): Promise<void> {
  await reachApi((idToken) => postJson(ADMIN_API_PATHS.enquiryState, change, idToken), { prefix: FAILED });
}

export function useChangeEnquiryState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEnquiryState,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workQueueKeys.enquiries }),
  });
}
