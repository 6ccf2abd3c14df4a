/**
 * Dates and times as the pharmacy reads them (spec section 9): Australia/Sydney,
 * whatever the viewer's computer is set to. Days run between Sydney midnights, so a
 * day across a daylight-saving change is 23 or 25 hours long.
 */
import { TZDate, tz } from '@date-fns/tz';
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

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads YYYY-MM-DD, as <input type="date"> gives it; null when empty or malformed. */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The instant (epoch ms) of the Sydney midnight that starts `date`, moved by `dayOffset` days. */
export function sydneyDayStart(date: CalendarDate, dayOffset = 0): number {
  return new TZDate(date.year, date.month - 1, date.day + dayOffset, TIME_ZONE).getTime();
}

/** The Sydney calendar date of an instant (epoch ms). */
export function sydneyCalendarDate(instant: number): CalendarDate {
  const inSydney = new TZDate(instant, TIME_ZONE);
  return { year: inSydney.getFullYear(), month: inSydney.getMonth() + 1, day: inSydney.getDate() };
}

/** Instants (epoch ms) from `start` (inclusive) up to `end` (exclusive); either may be open. */
export interface InstantRange {
  start?: number;
  end?: number;
}

/**
 * The Sydney calendar days `from` to `to` (YYYY-MM-DD), both included: the pharmacy
 * means "orders of 5 March" in its own time. An empty date leaves that end open.
 */
export function sydneyDayRange(from: string, to: string): InstantRange {
  const first = parseCalendarDate(from);
  const last = parseCalendarDate(to);
  return { start: first ? sydneyDayStart(first) : undefined, end: last ? sydneyDayStart(last, 1) : undefined };
}

/** True when both dates are given and the range ends before it starts. */
export function isBackwardsRange(from: string, to: string): boolean {
  return from !== '' && to !== '' && to < from;
}
