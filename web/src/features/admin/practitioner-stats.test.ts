import { describe, expect, it } from 'vitest';
import { newThisWeekSince, practitionerStats, recentRegistrations } from './practitioner-stats.ts';
import { practitionerRow } from './test-rows.ts';

describe('practitioner stats', () => {
  it('counts each status, anything unknown only in the total', () => {
    const rows = [
      practitionerRow({ status: 'pending' }),
      practitionerRow({ status: 'pending' }),
      practitionerRow({ status: 'approved' }),
      practitionerRow({ status: 'rejected' }),
      practitionerRow({ status: 'suspended' }),
    ];
    expect(practitionerStats(rows, new Date('2025-06-10T00:00:00Z'))).toMatchObject({
      total: 5,
      pending: 2,
      approved: 1,
      rejected: 1,
    });
  });

  describe('New This Week: the last seven Sydney calendar days, today included', () => {
    it('starts at Sydney midnight six days before today, not 7 × 24 hours ago', () => {
      // 10:30 on Tuesday 10 June 2025 in Sydney (AEST, UTC+10).
      const now = new Date('2025-06-10T00:30:00Z');
      expect(new Date(newThisWeekSince(now)).toISOString()).toBe('2025-06-03T14:00:00.000Z');
      const rows = [
        practitionerRow({ createdAt: Date.parse('2025-06-03T14:00:00Z') }), // 00:00 Wed 4 June
        practitionerRow({ createdAt: Date.parse('2025-06-03T13:59:59Z') }), // 23:59 Tue 3 June
        practitionerRow({ createdAt: 'missing' }),
      ];
      expect(practitionerStats(rows, now).newThisWeek).toBe(1);
    });

    it('moves on at Sydney midnight, whatever the time in UTC', () => {
      const tuesdayRegistration = practitionerRow({ createdAt: Date.parse('2025-06-03T02:00:00Z') }); // noon Tue 3 June
      // 23:59 and 00:00 in Sydney on the night of Monday 9 June: still the same UTC date.
      expect(practitionerStats([tuesdayRegistration], new Date('2025-06-09T13:59:00Z')).newThisWeek).toBe(1);
      expect(practitionerStats([tuesdayRegistration], new Date('2025-06-09T14:00:00Z')).newThisWeek).toBe(0);
    });

    it('spans the start of daylight saving (5 October 2025) by calendar days', () => {
      // 09:00 on Thursday 9 October 2025 in Sydney (AEDT, UTC+11). The week began at
      // 00:00 AEST (UTC+10) on Friday 3 October: 6 × 24 hours - 1 hour earlier.
      const now = new Date('2025-10-08T22:00:00Z');
      expect(new Date(newThisWeekSince(now)).toISOString()).toBe('2025-10-02T14:00:00.000Z');
    });
  });

  it('lists the five newest registrations, newest first', () => {
    const rows = [1, 6, 3, 2, 5, 4].map((day) => practitionerRow({ id: `day-${day}`, createdAt: Date.UTC(2025, 0, day) }));
    expect(recentRegistrations(rows).map((row) => row.id)).toEqual(['day-6', 'day-5', 'day-4', 'day-3', 'day-2']);
  });
});
