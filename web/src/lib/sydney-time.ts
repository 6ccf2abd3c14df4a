/**
 * Dates and times as the pharmacy reads them (spec section 9): Australia/Sydney,
 * whatever the viewer's computer is set to. Days run between Sydney midnights, so a
 * day across a daylight-saving change is 23 or 25 hours long.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { ADMIN_MESSAGES, TIME_ZONE } from '@pharmacy/shared';

const SYDNEY = tz(TIME_ZONE);

/** An instant: ISO 8601 text (as the shared schemas carry it) or epoch milliseconds. */
type Instant = string | number;

/** The instant in Sydney by a date-fns pattern; the spec's "Invalid Date" when it is no instant. */
function formatInSydney(instant: Instant, pattern: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? ADMIN_MESSAGES.invalidDate : format(date, pattern, { in: SYDNEY });
}

/** Long form: "22 November 2026 at 3:05 pm". */
export function formatSydneyDateTime(instant: Instant): string {
  return formatInSydney(instant, "d MMMM yyyy 'at' h:mm aaa");
}

/** The time of day, 12-hour: "3:05 pm". */
export function formatSydneyClock(instant: Instant): string {
  return formatInSydney(instant, 'h:mm aaa');
}

/** dd/mm/yyyy: "05/03/2025". */
export function formatSydneyDate(instant: Instant): string {
  return formatInSydney(instant, 'dd/MM/yyyy');
}

/** dd/mm/yyyy and 12-hour time, for tables: "05/03/2025 2:04 pm". */
export function formatSydneyShortDateTime(instant: Instant): string {
  return formatInSydney(instant, 'dd/MM/yyyy h:mm aaa');
}

/** To the second, for a log whose rows are compared by eye: "22 Nov 2026, 3:05:09 pm". */
export function formatSydneyLogTime(instant: Instant): string {
  return formatInSydney(instant, 'd MMM yyyy, h:mm:ss aaa');
}

/** YYYY-MM-DD, e.g. for a file name. */
export function formatSydneyIsoDate(instant: Instant): string {
  return formatInSydney(instant, 'yyyy-MM-dd');
}

// The calendar-date arithmetic is shared with the server's CSV export (issue 13).
export {
  isBackwardsRange,
  parseCalendarDate,
  sydneyCalendarDate,
  sydneyDayRange,
  sydneyDateAfter,
  sydneyDayStart,
  type CalendarDate,
  type InstantRange,
} from '@pharmacy/shared';
