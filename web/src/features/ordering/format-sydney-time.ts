import { tz } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import { ADMIN_MESSAGES, TIME_ZONE } from '@pharmacy/shared';

const SYDNEY = tz(TIME_ZONE);

/**
 * An instant as the pharmacy reads it (spec section 9: en-AU long date and 12-hour
 * time in Australia/Sydney), e.g. "22 November 2026 at 3:05 pm", whatever the
 * viewer's own time zone.
 */
export function formatSydneyTime(iso: string): string {
  const date = new Date(iso);
  if (!isValid(date)) return ADMIN_MESSAGES.invalidDate;
  return format(date, "d MMMM yyyy 'at' h:mm aaa", { in: SYDNEY });
}
