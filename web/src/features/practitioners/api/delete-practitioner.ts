import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_PATHS, type DeleteUserRequestSchema } from '@pharmacy/shared';
import type { z } from 'zod';
import { postJson } from '@/lib/api-reply.ts';
import { ApiRefusal, reachApi } from '@/lib/reach-api.ts';
import type { PractitionerRow } from '../practitioner-row.ts';
import { practitionersQueryKey, type PractitionerPage } from './list-practitioners.ts';

export type DeleteOutcome = { kind: 'deleted' } | { kind: 'refused'; error: string };

/** Deletes the account and its record through the server, which audits it. */
export async function deletePractitioner(row: PractitionerRow): Promise<DeleteOutcome> {
  const request: z.input<typeof DeleteUserRequestSchema> = { userId: row.id, email: row.email };
  try {
    await reachApi((idToken) => postJson(ADMIN_API_PATHS.deleteUser, request, idToken), { recentSignIn: true });
    return { kind: 'deleted' };
  } catch (error) {
    if (!(error instanceof ApiRefusal)) throw error;
    // The spec's reply carries `details`; ours an `error`.
    const details = (error.reply.body as { details?: unknown } | null)?.details;
    return { kind: 'refused', error: typeof details === 'string' && details !== '' ? details : error.message };
  }
}

/** The delete as a mutation: on success the row leaves the list at once, then the list reloads. */
export function useDeletePractitioner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePractitioner,
    onSuccess: async (outcome, row) => {
      if (outcome.kind !== 'deleted') return;
      queryClient.setQueriesData<PractitionerPage>({ queryKey: [...practitionersQueryKey, 'page'] }, (page) =>
        page && { ...page, rows: page.rows.filter((each) => each.id !== row.id) },
      );
      await queryClient.invalidateQueries({ queryKey: practitionersQueryKey });
    },
  });
}
