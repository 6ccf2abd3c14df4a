import { describe, expect, it } from 'vitest';
import { isBackwardsRange, sydneyDayRange } from './sydney-dates.ts';

describe('sydneyDayRange', () => {
  it('runs from Sydney midnight of the first day to Sydney midnight after the last', () => {
    // Daylight saving (UTC+11): Sydney midnight is 1 pm UTC the day before.
    expect(sydneyDayRange('2025-03-05', '2025-03-06')).toEqual({
      start: new Date('2025-03-04T13:00:00.000Z'),
      end: new Date('2025-03-06T13:00:00.000Z'),
    });
  });

  it('includes the whole of a single day, across the end of daylight saving', () => {
    // 6 April 2025 is 25 hours long in Sydney: clocks go back from 3 am to 2 am.
    const { start, end } = sydneyDayRange('2025-04-06', '2025-04-06');
    expect(start).toEqual(new Date('2025-04-05T13:00:00.000Z'));
    expect(end).toEqual(new Date('2025-04-06T14:00:00.000Z'));
  });

  it('moves into the next month and year at the end of the last day', () => {
    expect(sydneyDayRange('', '2025-03-31').end).toEqual(new Date('2025-03-31T13:00:00.000Z'));
    expect(sydneyDayRange('', '2025-12-31').end).toEqual(new Date('2025-12-31T13:00:00.000Z'));
  });

  it('leaves an end open when its date is empty', () => {
    expect(sydneyDayRange('', '')).toEqual({ start: undefined, end: undefined });
    expect(sydneyDayRange('2025-07-01', '').end).toBeUndefined();
  });
});

describe('isBackwardsRange', () => {
  it('is true only when the To date is before the From date', () => {
    expect(isBackwardsRange('2025-03-06', '2025-03-05')).toBe(true);
    expect(isBackwardsRange('2025-03-05', '2025-03-05')).toBe(false);
    expect(isBackwardsRange('2025-03-05', '')).toBe(false);
  });
});
