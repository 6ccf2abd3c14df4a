import { describe, expect, it } from 'vitest';
import { newThisWeekFrom, statsFromCounters } from './practitioner-stats.ts';

describe('New This Week: the last seven Sydney calendar days, today included, as the table\u2019s Registered From date', () => {
  it('is the Sydney date six days before today, not 7 × 24 hours ago', () => {
    // 10:30 on Tuesday 10 June 2025 in Sydney (AEST, UTC+10).
    expect(newThisWeekFrom(new Date('2025-06-10T00:30:00Z'))).toBe('2025-06-04');
  });

  it('moves on at Sydney midnight, whatever the time in UTC', () => {
    // 23:59 and 00:00 in Sydney on the night of Monday 9 June: still the same UTC date.
    expect(newThisWeekFrom(new Date('2025-06-09T13:59:00Z'))).toBe('2025-06-03');
    expect(newThisWeekFrom(new Date('2025-06-09T14:00:00Z'))).toBe('2025-06-04');
  });

  it('spans the start of daylight saving (5 October 2025) by calendar days', () => {
    // 09:00 on Thursday 9 October 2025 in Sydney (AEDT, UTC+11): the week began on Friday 3 October.
    expect(newThisWeekFrom(new Date('2025-10-08T22:00:00Z'))).toBe('2025-10-03');
  });
});

describe('the stat cards from the practitioners\u2019 counter', () => {
  it('adds up New This Week over the seven Sydney days and reads missing figures as 0', () => {
    // 10:30 on Tuesday 10 June 2025 in Sydney: the week is 4 to 10 June.
    const now = new Date('2025-06-10T00:30:00Z');
    const counters = { total: 5, status: { approved: 4 }, registeredOn: { '2025-06-03': 9, '2025-06-04': 1, '2025-06-10': 2, '2025-06-11': 7 } };
    expect(statsFromCounters(counters, now)).toEqual({ total: 5, pending: 0, approved: 4, rejected: 0, newThisWeek: 3 });
    expect(statsFromCounters({}, now)).toEqual({ total: 0, pending: 0, approved: 0, rejected: 0, newThisWeek: 0 });
  });

  it('never shows a count below zero', () => {
    expect(statsFromCounters({ total: -1, status: { pending: -2 } }, new Date()).pending).toBe(0);
  });
});
