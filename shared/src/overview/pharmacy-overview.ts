/**
 * GET /api/pharmacy-overview (admins, decision 031): the figures the team runs the day
 * by, counted by the database. One schema: the function checks its answer with it, the
 * admin's browser reads the answer with it. Every period carries its Sydney dates so
 * the browser builds the lists' addresses without redoing the calendar.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/index.ts';
import { ConsignmentCountsSchema } from '../consignments/index.ts';

/** How many weeks the chart shows, and over how many days the median runs. */
export const OVERVIEW_WEEKS = 12;
export const TIME_TO_READY_DAYS = 30;

const count = z.number().int().nonnegative();
const sydneyDate = z.iso.date();

/** Orders received from the Sydney midnight starting `from` to the end of `to` (or, for a period still running, to now). */
export const OrderPeriodSchema = z.object({ from: sydneyDate, to: sydneyDate, orders: count });
export type OrderPeriod = z.infer<typeof OrderPeriodSchema>;

/**
 * Money this Sydney calendar month (issue 34 part 8), in whole cents, over the invoices
 * issued on its days `from`..`to`: what they total, what was paid on them (less refunds),
 * and what is still owing on those not paid in full.
 */
export const OverviewMoneySchema = z.object({ from: sydneyDate, to: sydneyDate, invoicedCents: count, paidCents: count, outstandingCents: count });
export type OverviewMoney = z.infer<typeof OverviewMoneySchema>;

export const PharmacyOverviewSchema = z.object({
  /** When the figures were counted (ISO 8601). */
  countedAt: z.iso.datetime({ offset: true }),
  /** Since Sydney midnight. */
  today: OrderPeriodSchema,
  /** Since Monday 00:00 Sydney. */
  thisWeek: OrderPeriodSchema,
  /** Last week from its Monday to this moment's weekday and time a week ago (`to` is that weekday). */
  lastWeekSoFar: OrderPeriodSchema,
  /** Last week, Monday to Sunday. */
  lastWeek: OrderPeriodSchema,
  /** Every status, with how many orders have it now. */
  byStatus: z.object(Object.fromEntries(ORDER_STATUSES.map((status) => [status, count])) as Record<(typeof ORDER_STATUSES)[number], typeof count>),
  originals: z.object({ awaited: count, overdue: count }),
  unansweredQuestions: count,
  unreadEnquiries: count,
  /** Received -> ready over the orders made ready on the 30 Sydney days `from`..`to`; minutes null when none was. */
  timeToReady: z.object({ from: sydneyDate, to: sydneyDate, orders: count, medianMinutes: z.number().nonnegative().nullable() }),
  /** Orders received each week (Monday to Sunday, Sydney), the last 12 weeks, oldest first; the last is this week so far. */
  weeks: z.array(OrderPeriodSchema).length(OVERVIEW_WEEKS),
  /**
   * Consignments (issue 33 part 6): on the way, delivered and failed, overdue S8 receipts, and
   * the median Ready -> Delivered over the same 30 days as timeToReady. The function always
   * sends it; optional so that an answer from before consignments still reads.
   */
  consignments: ConsignmentCountsSchema.optional(),
  /** Money this month (decision 082): the function always sends it; optional so that an answer from before invoices still reads. */
  money: OverviewMoneySchema.optional(),
});
export type PharmacyOverview = z.infer<typeof PharmacyOverviewSchema>;
