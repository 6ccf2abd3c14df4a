import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_API_PATHS,
  PractitionerStatusResponseSchema,
  type PractitionerStatusRequest,
  type UserStatus,
} from '@pharmacy/shared';
import { postJson, type ApiReply } from '@/lib/api-reply.ts';
import { ApiRefusal, reachApi } from '@/lib/reach-api.ts';
import type { PractitionerRow } from '../practitioner-row.ts';
import { practitionersQueryKey, type PractitionerPage } from './list-practitioners.ts';

export type StatusChangeOutcome =
  /** Written; notified is false when the e-mail to the practitioner could not be sent. */
  | { kind: 'changed'; notified: boolean }
  /** The server refused, with its reason (e.g. an e-mail address not verified yet). */
  | { kind: 'refused'; error: string };

/** Applies the staged status through the server, which writes it, audits it and e-mails the practitioner. */
export async function changePractitionerStatus(row: PractitionerRow, status: UserStatus): Promise<StatusChangeOutcome> {
  const request: PractitionerStatusRequest = {
    userId: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status,
  };
  let reply: ApiReply;
  try {
    reply = await reachApi((idToken) => postJson(ADMIN_API_PATHS.practitionerStatusNotify, request, idToken), { recentSignIn: true });
  } catch (error) {
    if (error instanceof ApiRefusal) return { kind: 'refused', error: error.message };
    throw error;
  }
  // The status is written once the server says 200: only an answer that says so reports a failed e-mail.
  const parsed = PractitionerStatusResponseSchema.safeParse(reply.body);
  return { kind: 'changed', notified: parsed.success ? parsed.data.notified : true };
}

/** The status change as a mutation: on success the list shows the new status at once, then reloads. */
export function useChangePractitionerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, status }: { row: PractitionerRow; status: UserStatus }) => changePractitionerStatus(row, status),
    onSuccess: async (outcome, { row, status }) => {
      if (outcome.kind !== 'changed') return;
      queryClient.setQueriesData<PractitionerPage>({ queryKey: [...practitionersQueryKey, 'page'] }, (page) =>
        page && { ...page, rows: page.rows.map((each) => (each.id === row.id ? { ...each, status } : each)) },
      );
      await queryClient.invalidateQueries({ queryKey: practitionersQueryKey });
    },
  });
}
