/** The Google Sheet sync's requests, answers and stored settings as zod schemas (sheet-sync.ts). */
import { z } from 'zod';

/** settings/googleSheet (spec section 3, "Google sheet configuration"); the browser reads it through /api only. */
export const SheetConfigSchema = z.object({
  sheetId: z.string(),
  sheetNames: z.array(z.string()),
  /** ISO 8601 instant. */
  lastSynced: z.string(),
  syncedBy: z.string().optional(),
});
export type SheetConfig = z.infer<typeof SheetConfigSchema>;

/** GET /api/google-sheet-config: config null before the first successful sync. */
export const SheetConfigResponseSchema = z.object({
  success: z.literal(true),
  sheetId: z.string().nullable(),
  config: SheetConfigSchema.nullable(),
});
export type SheetConfigResponse = z.infer<typeof SheetConfigResponseSchema>;

/** POST /api/sync-google-sheet; syncedBy is the spec's, the server records the caller's own e-mail instead. */
export const SyncSheetRequestSchema = z.object({
  sheetId: z.string(),
  syncedBy: z.string().optional(),
});

export const SyncStatsSchema = z.object({
  conditions: z.number().int(),
  totalFormulas: z.number().int(),
  totalDosages: z.number().int(),
  sheetNames: z.array(z.string()),
});
export type SyncStats = z.infer<typeof SyncStatsSchema>;
/** POST /api/sync-google-sheet, 200 */
export const SyncSheetResponseSchema = z.object({ success: z.literal(true), stats: SyncStatsSchema, config: SheetConfigSchema });
export type SyncSheetResponse = z.infer<typeof SyncSheetResponseSchema>;
