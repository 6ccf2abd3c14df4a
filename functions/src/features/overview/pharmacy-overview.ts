/**
 * The pharmacy overview (decisions 031 and 034): every figure read from the counter
 * documents the triggers keep (two or three document reads), then the median time to
 * ready from one or two orders' minutes, exact as before.
 */
import {
  COUNTER_DOCS,
  ORDER_STATUSES,
  counterBuckets,
  counterValue,
  receivedMinutesDoc,
  sumBuckets,
  sumBucketsBefore,
  sydneyMinuteOfDay,
  type CounterBuckets,
  type OrderPeriod,
  type PharmacyOverview,
} from '@pharmacy/shared';
import type { OverviewCounter } from './overview-counter.ts';
import { overviewPeriods, type Period } from './overview-periods.ts';

/**
 * The median of the orders' minutes to ready since `since`: the middle one of n, or
 * the mean of the middle two; null when no order was made ready then.
 */
async function medianMinutesToReady(counter: OverviewCounter, since: Date, orders: number): Promise<number | null> {
  if (orders === 0) return null;
  const middle = await counter.minutesToReadyAt(since, Math.floor((orders - 1) / 2), orders % 2 === 1 ? 1 : 2);
  // An order deleted between the count and this read leaves fewer: the median of what is left.
  if (middle.length === 0) return null;
  return middle.reduce((sum, minutes) => sum + minutes, 0) / middle.length;
}

/** A count never shows below 0: a delete's event may land before its create's (triggers keep no order). */
const count = (value: number) => Math.max(0, value);

export async function countPharmacyOverview(counter: OverviewCounter, now: Date): Promise<PharmacyOverview> {
  const periods = overviewPeriods(now);
  // "Last week to this time" ends on its last day at this wall-clock time: whole days before
  // it, then that day's minutes before this one (to the minute; the seconds are not kept).
  const weekAgo = periods.lastWeekSoFar;
  const documents = await counter.counters([COUNTER_DOCS.orderRequests, COUNTER_DOCS.enquiries, receivedMinutesDoc(weekAgo.to)]);
  const orders = documents.get(COUNTER_DOCS.orderRequests) ?? {};
  const enquiries = documents.get(COUNTER_DOCS.enquiries) ?? {};
  const weekAgoMinutes = counterBuckets(documents.get(receivedMinutesDoc(weekAgo.to))?.byMinute);

  const receivedOn: CounterBuckets = counterBuckets(orders.receivedOn);
  const period = (range: Period): OrderPeriod => ({ from: range.from, to: range.to, orders: count(sumBuckets(receivedOn, range.from, range.to)) });
  const statuses = counterBuckets(orders.status);
  const madeReady = count(sumBuckets(counterBuckets(orders.madeReadyOn), periods.timeToReady.from, periods.timeToReady.to));

  return {
    countedAt: now.toISOString(),
    today: period(periods.receivedToday),
    thisWeek: period(periods.thisWeek),
    lastWeekSoFar: {
      from: weekAgo.from,
      to: weekAgo.to,
      orders: count(sumBucketsBefore(receivedOn, weekAgo.to, weekAgo.from) + sumBucketsBefore(weekAgoMinutes, sydneyMinuteOfDay(weekAgo.end))),
    },
    lastWeek: period(periods.lastWeek),
    byStatus: Object.fromEntries(ORDER_STATUSES.map((status) => [status, count(statuses[status] ?? 0)])) as PharmacyOverview['byStatus'],
    originals: {
      awaited: count(counterValue(orders.originalsAwaited)),
      // Overdue is due before today (the orders queue's filter): the due days before it.
      overdue: count(sumBucketsBefore(counterBuckets(orders.originalsDue), periods.today)),
    },
    unansweredQuestions: count(counterValue(orders.questionsUnanswered)),
    unreadEnquiries: count(counterValue(enquiries.unread)),
    timeToReady: {
      from: periods.timeToReady.from,
      to: periods.timeToReady.to,
      orders: madeReady,
      medianMinutes: await medianMinutesToReady(counter, periods.timeToReady.start, madeReady),
    },
    weeks: periods.weeks.map(period),
  };
}
