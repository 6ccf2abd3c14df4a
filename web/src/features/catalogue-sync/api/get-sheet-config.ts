import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ADMIN_API_PATHS, SheetConfigSchema } from '@pharmacy/shared';
import { getJson, replyError } from '@/lib/api-reply.ts';
import { currentIdToken } from '@/lib/current-id-token.ts';

// lastSynced is read as it is stored: the display has fallbacks (spec section 8) for
// settings that older versions wrote, and the rest of the configuration still shows.
const StoredSheetConfigSchema = SheetConfigSchema.extend({ lastSynced: z.unknown() });
const SheetConfigReplySchema = z.object({ config: StoredSheetConfigSchema.nullable() });

export type StoredSheetConfig = z.infer<typeof StoredSheetConfigSchema>;

export const SHEET_CONFIG_QUERY_KEY = ['google-sheet-config'] as const;

/** GET /api/google-sheet-config as the signed-in admin: the connected sheet, or null before the first sync. */
export async function getSheetConfig(): Promise<StoredSheetConfig | null> {
  const reply = await getJson(ADMIN_API_PATHS.googleSheetConfig, await currentIdToken());
  if (!reply.ok) throw new Error(replyError(reply) ?? `The server answered with status ${reply.status}.`);
  const parsed = SheetConfigReplySchema.safeParse(reply.body);
  if (!parsed.success) throw new Error('The server\u2019s answer could not be read.', { cause: parsed.error });
  return parsed.data.config;
}

export function useSheetConfig() {
  return useQuery({ queryKey: SHEET_CONFIG_QUERY_KEY, queryFn: getSheetConfig });
}
