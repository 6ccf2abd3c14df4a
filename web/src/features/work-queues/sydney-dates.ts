import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '@pharmacy/shared';

/** `yyyy-mm-dd`, as an <input type="date"> gives it. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a Sydney calendar day starts, `days` days after `date` (daylight saving included). */
function sydneyMidnight(date: string, days = 0): Date | undefined {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return new Date(new TZDate(year, month - 1, day + days, TIME_ZONE).getTime());
}

/** Instants from `start` (inclusive) up to `end` (exclusive); either may be open. */
export interface InstantRange {
  start?: Date;
  end?: Date;
}

/**
 * The Sydney calendar days `from` to `to`, both included, as instants: the pharmacy
 * means "orders of 5 March" in its own time, whatever the admin's computer says.
 * An empty date leaves that end open.
 */
export function sydneyDayRange(from: string, to: string): InstantRange {
  return { start: sydneyMidnight(from), end: sydneyMidnight(to, 1) };
}

/** True when both dates are given and the range ends before it starts. */
export function isBackwardsRange(from: string, to: string): boolean {
  return from !== '' && to !== '' && to < from;
}
