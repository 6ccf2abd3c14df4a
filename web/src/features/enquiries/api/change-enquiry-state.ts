import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_API_PATHS, EnquiryStateResponseSchema, type EnquiryStateRequestSchema, type EnquiryStateResponse, type StoredEnquiry } from '@pharmacy/shared';
import { postJson, replyBody } from '@/lib/api-reply.ts';
import type { QueueEntry } from '@/lib/queue/queue-documents.ts';
import { workQueueKeys } from '@/lib/queue/query-keys.ts';
import { reachApi } from '@/lib/reach-api.ts';
import { oneEnquiryKey } from './list-enquiries.ts';

export type EnquiryStateChange = z.input<typeof EnquiryStateRequestSchema>;

const FAILED = 'Failed to update the enquiry: ';

/** POST /api/enquiry-state; the server stamps the time and the admin, and answers the enquiry's marks after the change. Rejects with the text to show. */
async function changeEnquiryState(change: EnquiryStateChange): Promise<EnquiryStateResponse> {
  const reply = await reachApi((idToken) => postJson(ADMIN_API_PATHS.enquiryState, change, idToken), { prefix: FAILED });
  return replyBody(reply, EnquiryStateResponseSchema);
}

/**
 * Marks an enquiry read, unread, handled or not. The open enquiry shows the server's answer at
 * once, and the change ends there: the lists are read again behind it, and the buttons do not
 * wait for them (a busy inbox's pages and count could hold them disabled for seconds).
 */
export function useChangeEnquiryState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEnquiryState,
    onSuccess: ({ readAt, handledAt, handledBy }, { enquiryId }) => {
      queryClient.setQueryData<QueueEntry<StoredEnquiry> | null>(oneEnquiryKey(enquiryId), (entry) =>
        entry?.value ? { ...entry, value: { ...entry.value, readAt, handledAt, handledBy } } : entry,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: workQueueKeys.enquiries });
    },
  });
}
