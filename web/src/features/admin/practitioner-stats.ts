/** The five stat cards and the recent list of the admin dashboard (spec sections 2 and 9). */
// Relative, not '@/': scripts/bench/admin-dashboard.ts runs this module in Node.
import { sydneyCalendarDate, sydneyDayStart } from '../../lib/sydney-time.ts';
import type { PractitionerRow } from './practitioner-row.ts';
import { sortPractitioners } from './practitioner-filters.ts';

export interface PractitionerStats {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  newThisWeek: number;
}

/** How many Sydney calendar days "New This Week" covers, today included. */
export const NEW_THIS_WEEK_DAYS = 7;
export const RECENT_COUNT = 5;

/**
 * The first instant that counts as "new this week": Sydney midnight six days before
 * today's, so the count changes at midnight in the pharmacy, not at the hour someone
 * registered, and a daylight-saving change inside the week shifts nothing.
 */
export function newThisWeekSince(now: Date): number {
  return sydneyDayStart(sydneyCalendarDate(now.getTime()), 1 - NEW_THIS_WEEK_DAYS);
}

export function practitionerStats(rows: readonly PractitionerRow[], now: Date): PractitionerStats {
  const since = newThisWeekSince(now);
  const stats: PractitionerStats = { total: rows.length, pending: 0, approved: 0, rejected: 0, newThisWeek: 0 };
  for (const row of rows) {
    if (row.status === 'pending') stats.pending += 1;
    else if (row.status === 'approved') stats.approved += 1;
    else if (row.status === 'rejected') stats.rejected += 1;
    if (typeof row.createdAt === 'number' && row.createdAt >= since) stats.newThisWeek += 1;
  }
  return stats;
}

/** The newest registrations. */
export function recentRegistrations(rows: readonly PractitionerRow[]): PractitionerRow[] {
  return sortPractitioners(rows, { key: 'registered', direction: 'desc' }).slice(0, RECENT_COUNT);
}
