/**
 * When the demo pharmacy's order requests arrived: spread over the pharmacy overview's
 * OVERVIEW_WEEKS Sydney weeks (Monday to Sunday, the last one this week so far), busier
 * towards now, on weekdays in office hours, so the overview's weekly chart has a shape.
 * Pure and deterministic: the same `now` gives the same times.
 */
import { OVERVIEW_WEEKS, daysSinceMonday, sydneyCalendarDate, sydneyDayStart } from '@pharmacy/shared';

const MINUTE_MS = 60_000;
/** Orders arrive from 08:30 to 17:30 Sydney time. */
const OPENS_MINUTES = 8 * 60 + 30;
const OPEN_MINUTES = 9 * 60;
const WEEKDAYS = 5;
/** Arrivals a week of the chart gets, oldest week first: a practice that grows, with a quiet week or two. */
export const WEEKLY_SHAPE: readonly number[] = [2, 2, 3, 2, 3, 3, 4, 3, 4, 4, 5, 5];
/** A slot this week still in the future goes this far apart before now instead. */
const BEFORE_NOW_STEP_MINUTES = 37;

/** How many of `count` arrivals each week gets, in proportion to `shape` (largest remainders first). */
export function arrivalsPerWeek(count: number, shape: readonly number[] = WEEKLY_SHAPE): number[] {
  const total = shape.reduce((sum, weight) => sum + weight, 0);
  const exact = shape.map((weight) => (weight * count) / total);
  const counts = exact.map(Math.floor);
  const byRemainder = exact.map((value, week) => ({ week, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || b.week - a.week);
  for (let left = count - counts.reduce((sum, n) => sum + n, 0), next = 0; left > 0; left -= 1, next += 1) {
    const week = byRemainder[next % byRemainder.length]!.week;
    counts[week] = (counts[week] ?? 0) + 1;
  }
  return counts;
}

/**
 * `count` arrival times, oldest first, over the OVERVIEW_WEEKS weeks ending with `now`'s:
 * each week's arrivals on its weekdays in office hours, never after `now` (this week's
 * slots still to come are moved to just before now, a few tens of minutes apart).
 */
export function spreadOverWeeks(now: Date, count: number, shape: readonly number[] = WEEKLY_SHAPE): Date[] {
  if (shape.length !== OVERVIEW_WEEKS) throw new Error(`The weekly shape needs ${OVERVIEW_WEEKS} weeks, not ${shape.length}`);
  const today = sydneyCalendarDate(now.getTime());
  const lastWholeMinute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const thisMonday = -daysSinceMonday(today);
  const times: number[] = [];
  let moved = 0;
  arrivalsPerWeek(count, shape).forEach((arrivals, week) => {
    const monday = thisMonday - 7 * (OVERVIEW_WEEKS - 1 - week);
    for (let index = 0; index < arrivals; index += 1) {
      const weekday = Math.floor((index * WEEKDAYS) / arrivals);
      // A stride that is no divisor of the opening hours scatters the times across the day.
      const minutes = OPENS_MINUTES + ((week * 97 + index * 211) % OPEN_MINUTES);
      const slot = sydneyDayStart(today, monday + weekday) + minutes * MINUTE_MS;
      times.push(slot < now.getTime() ? slot : lastWholeMinute - (moved += 1) * BEFORE_NOW_STEP_MINUTES * MINUTE_MS);
    }
  });
  return times.sort((a, b) => a - b).map((time) => new Date(time));
}

/**
 * The moment `share` (0 to 1) of the way from `from` to `now`, but at most `after` past
 * `from`: a step of an order's life that takes `after` when there was time for it, and
 * happens proportionally sooner for an order that arrived only just now.
 */
export function stepAfter(from: Date, afterMinutes: number, share: number, now: Date): Date {
  const elapsed = Math.max(0, now.getTime() - from.getTime());
  return new Date(from.getTime() + Math.min(afterMinutes * MINUTE_MS, elapsed * share));
}
