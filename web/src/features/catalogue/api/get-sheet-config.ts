import { useQuery } from '@tanstack/react-query';
import { ADMIN_API_PATHS, SheetConfigResponseSchema, type SheetConfig } from '@pharmacy/shared';
import { getJson, replyBody, replyError } from '@/lib/api-reply.ts';
import { currentIdToken } from '@/lib/current-id-token.ts';

export const SHEET_CONFIG_QUERY_KEY = ['google-sheet-config'] as const;

/** GET /api/google-sheet-config as the signed-in admin: the connected sheet, or null before the first sync. */
export async function getSheetConfig(): Promise<SheetConfig | null> {
  const reply = await getJson(ADMIN_API_PATHS.googleSheetConfig, await currentIdToken());
  if (!reply.ok) throw new Error(replyError(reply) ?? `The server answered with status ${reply.status}.`);
  return replyBody(reply, SheetConfigResponseSchema).config;
}

export function useSheetConfig() {
  return useQuery({ queryKey: SHEET_CONFIG_QUERY_KEY, queryFn: getSheetConfig });
}
