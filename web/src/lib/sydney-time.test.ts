import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@pharmacy/shared';
import {
  formatSydneyDate,
  formatSydneyDateTime,
  formatSydneyIsoDate,
  formatSydneyLogTime,
  formatSydneyShortDateTime,
  isBackwardsRange,
  parseCalendarDate,
  sydneyCalendarDate,
  sydneyDayRange,
  sydneyDayStart,
} from './sydney-time.ts';

describe('formatting an instant in Sydney time', () => {
  it('follows daylight saving (AEDT, UTC+11) in summer', () => {
    // 04:05:09 UTC is 3:05:09 pm in Sydney.
    const instant = '2026-11-22T04:05:09.000Z';
    expect(formatSydneyDateTime(instant)).toBe('22 November 2026 at 3:05 pm');
    expect(formatSydneyShortDateTime(instant)).toBe('22/11/2026 3:05 pm');
    expect(formatSydneyLogTime(instant)).toBe('22 Nov 2026, 3:05:09 pm');
    expect(formatSydneyDate(instant)).toBe('22/11/2026');
  });

  it('follows standard time (AEST, UTC+10) in winter, on the Sydney date rather than the UTC one', () => {
    const instant = '2026-06-30T14:30:00Z';
    expect(formatSydneyDateTime(instant)).toBe('1 July 2026 at 12:30 am');
    expect(formatSydneyShortDateTime(instant)).toBe('01/07/2026 12:30 am');
    expect(formatSydneyLogTime(instant)).toBe('1 Jul 2026, 12:30:00 am');
    expect(formatSydneyIsoDate(instant)).toBe('2026-07-01');
  });

  it('takes epoch milliseconds as well as ISO text', () => {
    // 1 am on 7 March 2025 in Sydney is still 6 March in UTC.
    expect(formatSydneyDate(Date.parse('2025-03-06T14:00:00Z'))).toBe('07/03/2025');
  });

  it('writes both sides of the end of daylight saving, when 2:30 am happens twice', () => {
    expect(formatSydneyLogTime('2025-04-05T15:30:00Z')).toBe('6 Apr 2025, 2:30:00 am');
    expect(formatSydneyLogTime('2025-04-05T16:30:00Z')).toBe('6 Apr 2025, 2:30:00 am');
  });

  it.each(['not a date', '2026-13-45T99:00:00Z', Number.NaN])('says "Invalid Date" for what is no instant (%s)', (value) => {
    for (const format of [formatSydneyDateTime, formatSydneyDate, formatSydneyShortDateTime, formatSydneyLogTime, formatSydneyIsoDate]) {
      expect(format(value)).toBe(ADMIN_MESSAGES.invalidDate);
    }
  });
});

describe('Sydney calendar days', () => {
  it('reads YYYY-MM-DD as <input type="date"> gives it, and nothing else', () => {
    expect(parseCalendarDate('2025-03-05')).toEqual({ year: 2025, month: 3, day: 5 });
    expect(parseCalendarDate('')).toBeNull();
    expect(parseCalendarDate('5/3/2025')).toBeNull();
  });

  it('starts a day at Sydney midnight, 1 pm UTC the day before in summer', () => {
    expect(sydneyDayStart({ year: 2025, month: 3, day: 5 })).toBe(Date.parse('2025-03-04T13:00:00.000Z'));
  });

  it('counts a 25-hour day at the end of daylight saving and a 23-hour day at its start', () => {
    const april6 = { year: 2025, month: 4, day: 6 };
    expect(sydneyDayStart(april6, 1) - sydneyDayStart(april6)).toBe(25 * 3_600_000);
    expect(sydneyDayStart(april6, 1)).toBe(Date.parse('2025-04-06T14:00:00.000Z'));
    const october5 = { year: 2025, month: 10, day: 5 };
    expect(sydneyDayStart(october5, 1) - sydneyDayStart(october5)).toBe(23 * 3_600_000);
  });

  it('moves into the next month and year by day offsets', () => {
    expect(sydneyDayStart({ year: 2025, month: 3, day: 31 }, 1)).toBe(Date.parse('2025-03-31T13:00:00.000Z'));
    expect(sydneyDayStart({ year: 2025, month: 12, day: 31 }, 1)).toBe(Date.parse('2025-12-31T13:00:00.000Z'));
    expect(sydneyDayStart({ year: 2025, month: 3, day: 1 }, -6)).toBe(Date.parse('2025-02-22T13:00:00.000Z'));
  });

  it('gives the Sydney date of an instant, which is a day ahead of UTC in the evening UTC', () => {
    expect(sydneyCalendarDate(Date.parse('2025-03-06T14:00:00Z'))).toEqual({ year: 2025, month: 3, day: 7 });
    expect(sydneyCalendarDate(Date.parse('2025-03-06T12:59:59Z'))).toEqual({ year: 2025, month: 3, day: 6 });
  });
});

describe('sydneyDayRange', () => {
  it('runs from Sydney midnight of the first day to Sydney midnight after the last', () => {
    expect(sydneyDayRange('2025-03-05', '2025-03-06')).toEqual({
      start: Date.parse('2025-03-04T13:00:00.000Z'),
      end: Date.parse('2025-03-06T13:00:00.000Z'),
    });
  });

  it('includes the whole of a single day, across the end of daylight saving', () => {
    expect(sydneyDayRange('2025-04-06', '2025-04-06')).toEqual({
      start: Date.parse('2025-04-05T13:00:00.000Z'),
      end: Date.parse('2025-04-06T14:00:00.000Z'),
    });
  });

  it('leaves an end open when its date is empty', () => {
    expect(sydneyDayRange('', '')).toEqual({ start: undefined, end: undefined });
    expect(sydneyDayRange('2025-07-01', '').end).toBeUndefined();
    expect(sydneyDayRange('', '2025-07-01').start).toBeUndefined();
  });
});

describe('isBackwardsRange', () => {
  it('is true only when the To date is before the From date', () => {
    expect(isBackwardsRange('2025-03-06', '2025-03-05')).toBe(true);
    expect(isBackwardsRange('2025-03-05', '2025-03-05')).toBe(false);
    expect(isBackwardsRange('2025-03-05', '')).toBe(false);
    expect(isBackwardsRange('', '2025-03-05')).toBe(false);
  });
});
