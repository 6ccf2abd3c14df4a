import { describe, expect, it } from 'vitest';
import { OVERVIEW_WEEKS, daysSinceMonday, sydneyCalendarDate, sydneyDayStart } from '@pharmacy/shared';
import { WEEKLY_SHAPE, arrivalsPerWeek, spreadOverWeeks, stepAfter } from './demo-calendar.ts';

/** Which of the overview's weeks (0 the oldest, 11 this one) an instant falls in, or -1 before them. */
function weekOf(at: Date, now: Date): number {
  const today = sydneyCalendarDate(now.getTime());
  const monday = -daysSinceMonday(today);
  for (let back = 0; back < OVERVIEW_WEEKS; back += 1) if (at.getTime() >= sydneyDayStart(today, monday - 7 * back)) return OVERVIEW_WEEKS - 1 - back;
  return -1;
}

const sydneyHour = (at: Date) => Number(new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', hour: 'numeric', hourCycle: 'h23' }).format(at));
const sydneyWeekday = (at: Date) => new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', weekday: 'short' }).format(at);

describe('demo arrival times', () => {
  it('shares the arrivals among the weeks in proportion to the shape, all of them', () => {
    expect(arrivalsPerWeek(40)).toEqual(WEEKLY_SHAPE);
    expect(arrivalsPerWeek(13).reduce((sum, n) => sum + n, 0)).toBe(13);
    expect(arrivalsPerWeek(80)).toEqual(WEEKLY_SHAPE.map((n) => n * 2));
  });

  it('puts every week of the chart to work on a Friday afternoon, on weekdays in office hours', () => {
    const now = new Date('2026-11-27T05:00:00Z'); // Friday 16:00 in Sydney (AEDT)
    const times = spreadOverWeeks(now, 40);
    expect(times).toHaveLength(40);
    expect(times.map((time) => weekOf(time, now)).reduce<number[]>((counts, week) => ((counts[week] = (counts[week] ?? 0) + 1), counts), [])).toEqual(WEEKLY_SHAPE);
    for (const time of times) {
      expect(time.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(['Sat', 'Sun']).not.toContain(sydneyWeekday(time));
      expect(sydneyHour(time)).toBeGreaterThanOrEqual(8);
      expect(sydneyHour(time)).toBeLessThan(18);
    }
    expect([...times].sort((a, b) => a.getTime() - b.getTime())).toEqual(times);
  });

  it('never dates an arrival after now, early on a Monday, across the change to daylight saving', () => {
    const now = new Date('2026-10-04T21:10:00Z'); // Monday 08:10 AEDT, the day after clocks went forward
    const times = spreadOverWeeks(now, 40);
    expect(times).toHaveLength(40);
    for (const time of times) {
      expect(time.getTime()).toBeLessThan(now.getTime());
      expect(weekOf(time, now)).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives the same times for the same now', () => {
    const now = new Date('2026-06-10T02:00:00Z');
    expect(spreadOverWeeks(now, 40)).toEqual(spreadOverWeeks(now, 40));
  });
});

describe('stepAfter', () => {
  const from = new Date('2026-11-20T00:00:00Z');

  it('takes the whole step when there was time for it', () => {
    expect(stepAfter(from, 90, 0.5, new Date('2026-11-21T00:00:00Z'))).toEqual(new Date('2026-11-20T01:30:00Z'));
  });

  it('takes its share of the time there was when the order is newer than the step', () => {
    expect(stepAfter(from, 600, 0.5, new Date('2026-11-20T02:00:00Z'))).toEqual(new Date('2026-11-20T01:00:00Z'));
  });
});
