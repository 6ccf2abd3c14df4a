/** The five stat cards and the recent list of the admin dashboard (spec sections 2 and 9), counted by api/practitioner-numbers.ts. */
// Relative, not '@/': scripts/bench/admin-dashboard.ts runs this module in Node.
import { sydneyCalendarDate, sydneyDateAfter, sydneyDayStart } from '@/lib/sydney-time.ts';

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

/**
 * The same first day as a "Registered From" date (YYYY-MM-DD): the card counts exactly
 * what the table lists with that filter, and shares its count query.
 */
export function newThisWeekFrom(now: Date): string {
  return sydneyDateAfter(sydneyCalendarDate(now.getTime()), 1 - NEW_THIS_WEEK_DAYS);
}
