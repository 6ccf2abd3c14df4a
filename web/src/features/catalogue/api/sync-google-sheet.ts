import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_API_PATHS, SyncSheetResponseSchema, type SyncSheetRequestSchema, type SyncStats } from '@pharmacy/shared';
import { postJson, replyBody } from '@/lib/api-reply.ts';
import { getFirebase } from '@/lib/firebase.ts';
import { reachApi } from '@/lib/reach-api.ts';
import { SHEET_CONFIG_QUERY_KEY } from './get-sheet-config.ts';

/** Spec section 7: syncedBy is the signed-in e-mail, or "admin" when the account has none. */
async function signedInEmail(): Promise<string> {
  const { auth } = await getFirebase();
  return auth.currentUser?.email ?? 'admin';
}

/**
 * POST /api/sync-google-sheet as the signed-in admin. Resolves with what was synced;
 * rejects with ApiRefusal when the server refuses (its reason, e.g. the sheet is not
 * shared), and with the network's reason when it cannot be reached.
 */
export async function syncGoogleSheet(sheetId: string): Promise<SyncStats> {
  const request: z.input<typeof SyncSheetRequestSchema> = { sheetId, syncedBy: await signedInEmail() };
  // Connecting a different sheet needs a recent sign-in (decision 022); the ID typed stays in the form.
  const reply = await reachApi((idToken) => postJson(ADMIN_API_PATHS.syncGoogleSheet, request, idToken), { recentSignIn: true });
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
