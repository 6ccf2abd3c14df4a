import { tz } from '@date-fns/tz';
import { format, parseISO } from 'date-fns';
import { enAU } from 'date-fns/locale/en-AU';
import { ADMIN_MESSAGES, TIME_ZONE } from '@pharmacy/shared';

/**
 * When the sheet was last synced, in Sydney time: "22 November 2026 at 3:05 pm".
 * Takes `unknown` because the spec's fallbacks (section 8) cover settings written
 * by older versions: no time yet, a time that is not text, text that is no date.
 */
export function formatLastSynced(value: unknown): string {
  if (value === undefined || value === null || value === '') return ADMIN_MESSAGES.neverSynced;
  if (typeof value !== 'string') return ADMIN_MESSAGES.unknownFormat;
  const instant = parseISO(value);
  if (Number.isNaN(instant.getTime())) return ADMIN_MESSAGES.invalidDate;
  return format(instant, "d MMMM yyyy 'at' h:mm aaa", { in: tz(TIME_ZONE), locale: enAU });
}
