/**
 * Calendar dates as the pharmacy means them (spec section 9): Australia/Sydney days,
 * whatever the computer's own time zone. Days run between Sydney midnights, so a day
 * across a daylight-saving change is 23 or 25 hours long. Shared so the browser's list
 * filters and the server's CSV export pick the same instants (issue 13).
 */
import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from './constants.ts';

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

const isoDateInSydney = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Sydney calendar date of an instant, YYYY-MM-DD. */
export function sydneyDateOf(at: Date): string {
  return isoDateInSydney.format(at);
}

/** The Sydney date (YYYY-MM-DD) `dayOffset` days from `date`. */
export function sydneyDateAfter(date: CalendarDate, dayOffset: number): string {
  return sydneyDateOf(new Date(sydneyDayStart(date, dayOffset)));
}

/** How many days `date` is after the Monday of its week (Monday 0 ... Sunday 6). */
export function daysSinceMonday(date: CalendarDate): number {
  return (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
}

/** The same Sydney wall-clock time `days` days earlier: a week back across a daylight-saving change is 167 or 169 hours. */
export function sydneySameTimeDaysBefore(instant: number, days: number): number {
  const inSydney = new TZDate(instant, TIME_ZONE);
  inSydney.setDate(inSydney.getDate() - days);
  return inSydney.getTime();
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

const DATE_TIME_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant (epoch ms) of a Sydney wall-clock time as <input type="datetime-local">
 * gives it (YYYY-MM-DDTHH:mm); null when malformed or no such calendar time. A time in
 * the hour skipped when daylight saving starts reads as the hour after; one in the hour
 * repeated when it ends, as the first of the two.
 */
export function sydneyDateTimeInstant(value: string): number | null {
  const match = DATE_TIME_INPUT.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return new TZDate(year, month - 1, day, hour, minute, TIME_ZONE).getTime();
}

/** An instant as <input type="datetime-local"> shows it in Sydney: YYYY-MM-DDTHH:mm. */
export function sydneyDateTimeInputOf(instant: number): string {
  const inSydney = new TZDate(instant, TIME_ZONE);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${sydneyDateOf(new Date(instant))}T${two(inSydney.getHours())}:${two(inSydney.getMinutes())}`;
}
