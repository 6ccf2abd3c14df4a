/**
 * The five stat cards and the recent list of the admin dashboard (spec sections 2 and 9):
 * the cards from the practitioners' counter document (decision 034), read by
 * api/practitioner-numbers.ts.
 */
import { NEW_THIS_WEEK_DAYS, counterBuckets, counterValue, sumBuckets } from '@pharmacy/shared';
import { sydneyCalendarDate, sydneyDateAfter } from '@/lib/sydney-time.ts';

export interface PractitionerStats {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  newThisWeek: number;
}

export const RECENT_COUNT = 5;

/**
 * The first day of "new this week" as a "Registered From" date (YYYY-MM-DD): Sydney's
 * date six days before today's, so the card changes at midnight in the pharmacy, not at
 * the hour someone registered, and counts exactly what the table lists with that filter.
 */
export function newThisWeekFrom(now: Date): string {
  return sydneyDateAfter(sydneyCalendarDate(now.getTime()), 1 - NEW_THIS_WEEK_DAYS);
}

/** A count never shows below 0: a delete's event may be counted before its create's. */
const shown = (value: number) => Math.max(0, value);

/**
 * The cards from counters/practitioners (shared/src/counters/counters.ts): the totals as
 * kept, and New This Week as the registrations of the Sydney days from newThisWeekFrom to
 * today, the same days the table's Registered From filter lists.
 */
export function statsFromCounters(counters: Record<string, unknown>, now: Date): PractitionerStats {
  const statuses = counterBuckets(counters.status);
  const today = sydneyDateAfter(sydneyCalendarDate(now.getTime()), 0);
  return {
    total: shown(counterValue(counters.total)),
    pending: shown(statuses.pending ?? 0),
    approved: shown(statuses.approved ?? 0),
    rejected: shown(statuses.rejected ?? 0),
    newThisWeek: shown(sumBuckets(counterBuckets(counters.registeredOn), newThisWeekFrom(now), today)),
  };
}
