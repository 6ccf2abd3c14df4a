import { ADMIN_MESSAGES } from '@pharmacy/shared';
import { formatSydneyDateTime } from '@/lib/sydney-time.ts';

/**
 * When the sheet was last synced, in Sydney time: "22 November 2026 at 3:05 pm".
 * Takes `unknown` because the spec's fallbacks (section 8) cover settings written
 * by older versions: no time yet, a time that is not text, text that is no date.
 */
export function formatLastSynced(value: unknown): string {
  if (value === undefined || value === null || value === '') return ADMIN_MESSAGES.neverSynced;
  if (typeof value !== 'string') return ADMIN_MESSAGES.unknownFormat;
  return formatSydneyDateTime(value);
}
