import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_API_PATHS, SyncSheetResponseSchema, type SyncSheetRequestSchema, type SyncStats } from '@pharmacy/shared';
import { postJson, replyBody, replyError } from '@/lib/api-reply.ts';
import { currentIdToken } from '@/lib/current-id-token.ts';
import { withRecentSignIn } from '@/lib/recent-sign-in.ts';
import { getFirebase } from '@/lib/firebase.ts';
import { SHEET_CONFIG_QUERY_KEY } from './get-sheet-config.ts';

/** The server answered and refused the sync; the message is its reason (e.g. the sheet is not shared). */
export class SyncRefusedError extends Error {
  override name = 'SyncRefusedError';
}

/** Spec section 7: syncedBy is the signed-in e-mail, or "admin" when the account has none. */
async function signedInEmail(): Promise<string> {
  const { auth } = await getFirebase();
  return auth.currentUser?.email ?? 'admin';
}

/**
 * POST /api/sync-google-sheet as the signed-in admin. Resolves with what was synced;
 * rejects with SyncRefusedError when the server refuses, and with fetch's TypeError
 * when it cannot be reached.
 */
export async function syncGoogleSheet(sheetId: string): Promise<SyncStats> {
  const request: z.input<typeof SyncSheetRequestSchema> = { sheetId, syncedBy: await signedInEmail() };
  // Connecting a different sheet needs a recent sign-in (decision 022); the ID typed stays in the form.
  const reply = await withRecentSignIn(async () => postJson(ADMIN_API_PATHS.syncGoogleSheet, request, await currentIdToken()));
  if (!reply.ok) throw new SyncRefusedError(replyError(reply) ?? `The server answered with status ${reply.status}.`);
  return replyBody(reply, SyncSheetResponseSchema).stats;
}

/** Syncs, then refetches the current configuration so the panel shows the new sheet and time. */
export function useSyncGoogleSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncGoogleSheet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHEET_CONFIG_QUERY_KEY }),
  });
}
