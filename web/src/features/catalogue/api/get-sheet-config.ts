import { useQuery } from '@tanstack/react-query';
import { ADMIN_API_PATHS, SheetConfigResponseSchema, type SheetConfig } from '@pharmacy/shared';
import { getJson, replyBody } from '@/lib/api-reply.ts';
import { reachApi } from '@/lib/reach-api.ts';

export const SHEET_CONFIG_QUERY_KEY = ['google-sheet-config'] as const;

/** GET /api/google-sheet-config as the signed-in admin: the connected sheet, or null before the first sync. */
export async function getSheetConfig(): Promise<SheetConfig | null> {
  const reply = await reachApi((idToken) => getJson(ADMIN_API_PATHS.googleSheetConfig, idToken));
  return replyBody(reply, SheetConfigResponseSchema).config;
}

export function useSheetConfig() {
  return useQuery({ queryKey: SHEET_CONFIG_QUERY_KEY, queryFn: getSheetConfig });
}
