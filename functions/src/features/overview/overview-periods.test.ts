import { describe, expect, it } from 'vitest';
import { overviewPeriods } from './overview-periods.ts';

const HOUR_MS = 3_600_000;
const at = (iso: string) => new Date(iso);

describe('the overview counts in Sydney days and weeks that start on Monday', () => {
  it('starts a new week at Monday 00:00 Sydney, and not a moment before', () => {
    const monday = overviewPeriods(at('2026-11-22T13:00:00.000Z')); // Monday 23 November, 00:00 AEDT
    expect(monday.thisWeek).toMatchObject({ from: '2026-11-23', to: '2026-11-23', start: at('2026-11-22T13:00:00.000Z') });
    expect(monday.lastWeek).toMatchObject({ from: '2026-11-16', to: '2026-11-22', end: at('2026-11-22T13:00:00.000Z') });

    const sundayNight = overviewPeriods(at('2026-11-22T12:59:59.999Z'));
    expect(sundayNight.thisWeek).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(sundayNight.lastWeek).toMatchObject({ from: '2026-11-09', to: '2026-11-15' });
  });

  it('at 00:30 Sydney counts today from that midnight, though it is still yesterday in UTC', () => {
    const periods = overviewPeriods(at('2026-11-25T13:30:00.000Z'));
    expect(periods.today).toBe('2026-11-26');
    expect(periods.receivedToday).toEqual({
      from: '2026-11-26',
      to: '2026-11-26',
      start: at('2026-11-25T13:00:00.000Z'),
      end: at('2026-11-26T13:00:00.000Z'),
    });
    expect(periods.thisWeek).toMatchObject({ from: '2026-11-23', to: '2026-11-26' });
  });

  it('gives the week that daylight saving ends in April its 169 hours, and last week to the same wall-clock time', () => {
    const periods = overviewPeriods(at('2026-04-08T00:00:00.000Z')); // Wednesday 8 April, 10:00 AEST
    expect(periods.lastWeek).toEqual({
      from: '2026-03-30',
      to: '2026-04-05',
      start: at('2026-03-29T13:00:00.000Z'),
      end: at('2026-04-05T14:00:00.000Z'),
    });
    expect(periods.lastWeek.end.getTime() - periods.lastWeek.start.getTime()).toBe(169 * HOUR_MS);
    // Wednesday 1 April 10:00 AEDT: 169 hours before, not 168.
    expect(periods.lastWeekSoFar).toMatchObject({ from: '2026-03-30', to: '2026-04-01', end: at('2026-03-31T23:00:00.000Z') });
  });

  it('gives the week that daylight saving starts in October its 167 hours', () => {
    const periods = overviewPeriods(at('2026-10-06T23:00:00.000Z')); // Wednesday 7 October, 10:00 AEDT
    expect(periods.lastWeek).toMatchObject({ from: '2026-09-28', to: '2026-10-04', start: at('2026-09-27T14:00:00.000Z'), end: at('2026-10-04T13:00:00.000Z') });
    expect(periods.lastWeek.end.getTime() - periods.lastWeek.start.getTime()).toBe(167 * HOUR_MS);
    expect(periods.lastWeekSoFar.end).toEqual(at('2026-09-30T00:00:00.000Z'));
  });

  it('charts twelve weeks, oldest first, each starting where the one before ended, the last being this week', () => {
    const periods = overviewPeriods(at('2026-11-25T13:30:00.000Z'));
    expect(periods.weeks).toHaveLength(12);
    expect(periods.weeks[0]).toMatchObject({ from: '2026-09-07', to: '2026-09-13' });
    expect(periods.weeks.at(-1)).toEqual(periods.thisWeek);
    for (let index = 1; index < periods.weeks.length; index += 1) {
      expect(periods.weeks[index]?.start).toEqual(periods.weeks[index - 1]?.end);
    }
  });

  it('takes the median over the 30 Sydney days ending today', () => {
    const { timeToReady } = overviewPeriods(at('2026-11-25T13:30:00.000Z'));
    expect(timeToReady).toMatchObject({ from: '2026-10-28', to: '2026-11-26' });
    // Sydney midnight starting 28 October (AEDT, UTC+11).
    expect(timeToReady.start).toEqual(at('2026-10-27T13:00:00.000Z'));
  });
});

describe('the money figures count the Sydney calendar month', () => {
  it('runs from the 1st to the month’s last day, by the Sydney date, even when UTC is still in the month before', () => {
    // 00:30 on Tuesday 1 December in Sydney is 13:30 on 30 November in UTC.
    expect(overviewPeriods(at('2026-11-30T13:30:00.000Z')).thisMonth).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      start: at('2026-11-30T13:00:00.000Z'),
      end: at('2026-12-31T13:00:00.000Z'),
    });
    expect(overviewPeriods(at('2026-11-30T12:59:59.999Z')).thisMonth).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(overviewPeriods(at('2028-02-15T01:00:00.000Z')).thisMonth).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
  });
});
