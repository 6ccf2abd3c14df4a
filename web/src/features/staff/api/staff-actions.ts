import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  STAFF_API_PATHS,
  STAFF_MESSAGES,
  reinstateStaffPath,
  removeStaffPath,
  suspendStaffPath,
  type StaffInvitationRequest,
} from '@pharmacy/shared';
import { postJson, replyError } from '@/lib/api-reply.ts';
import { reachApi } from '@/lib/reach-api.ts';
import { STAFF_LINKS_QUERY_KEY } from './staff-links.ts';

const messageOf = (body: unknown, fallback: string) => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : fallback;
};

/** POST /api/staff-invitations: resolves the server's confirmation; rejects with its reason. */
export async function inviteStaff(values: StaffInvitationRequest): Promise<string> {
  const reply = await reachApi((idToken) => postJson(STAFF_API_PATHS.staffInvitations, values, idToken));
  return messageOf(reply.body, STAFF_MESSAGES.invited(values.email));
}

/** A POST about one staff member (remove, suspend) that answers with a message; the staff lists are read again after it. */
function useStaffAction(pathOf: (staffUid: string) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (staffUid: string) => {
      const reply = await reachApi((idToken) => postJson(pathOf(staffUid), {}, idToken));
      return messageOf(reply.body, '');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_LINKS_QUERY_KEY }),
  });
}

/** The prescriber removes one of their staff. */
export const useRemoveStaff = () => useStaffAction(removeStaffPath);
/** An admin suspends a staff member. */
export const useSuspendStaff = () => useStaffAction(suspendStaffPath);
/** An admin lifts a staff member's suspension. */
export const useReinstateStaff = () => useStaffAction(reinstateStaffPath);

export type AcceptOutcome = { accepted: true; message: string; email: string } | { accepted: false; message: string };

/** POST /api/staff-invitations/accept (no session: the link's token is the proof). Never rejects. */
export async function acceptStaffInvitation(token: string, password: string): Promise<AcceptOutcome> {
  try {
    const reply = await postJson(STAFF_API_PATHS.acceptStaffInvitation, { token, password });
    const body = reply.body as { email?: unknown } | null;
    if (reply.ok) return { accepted: true, message: messageOf(reply.body, STAFF_MESSAGES.accepted), email: String(body?.email ?? '') };
    return { accepted: false, message: replyError(reply) ?? STAFF_MESSAGES.invalidInvitation };
  } catch {
    return { accepted: false, message: 'The invitation could not be accepted. Please check your connection and try again.' };
  }
}
