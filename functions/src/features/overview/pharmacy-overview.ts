/**
 * The pharmacy overview (decision 031): every figure a count the database makes, all
 * asked at once, then the median time to ready from one or two orders' minutes.
 */
import { ORDER_STATUSES, type OrderPeriod, type PharmacyOverview } from '@pharmacy/shared';
import { madeReadySince, type Condition, type OverviewCounter } from './overview-counter.ts';
import { overviewPeriods, type Period } from './overview-periods.ts';

/** Orders received in the period (createdAt is when the pharmacy received it). */
export const receivedIn = ({ start, end }: Period): Condition[] => [
  { field: 'createdAt', op: '>=', value: start },
  { field: 'createdAt', op: '<', value: end },
];

/** As the orders queue filters them (web/src/features/work-queues/api/list-order-requests.ts). */
export const ORIGINAL_AWAITED: Condition = { field: 'originalAwaited', op: '==', value: true };
export const originalOverdue = (today: string): Condition[] => [ORIGINAL_AWAITED, { field: 'originalDueDate', op: '<', value: today }];
export const QUESTION_UNANSWERED: Condition = { field: 'clarification.status', op: '==', value: 'requested' };
/** As the enquiries inbox's Unread filter (web/src/features/work-queues/api/list-enquiries.ts). */
export const ENQUIRY_UNREAD: Condition = { field: 'readAt', op: '==', value: null };

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

export async function countPharmacyOverview(counter: OverviewCounter, now: Date): Promise<PharmacyOverview> {
  const periods = overviewPeriods(now);
  const orders = (conditions: Condition[]) => counter.count('orders', conditions);
  // This week and last week are also the chart's last two bars: each period is counted once
  // (the emulator answers one query at a time, scanning the collection).
  const received = new Map<string, Promise<number>>();
  const receivedCount = (range: Period) => {
    const key = `${range.start.getTime()}-${range.end.getTime()}`;
    const count = received.get(key) ?? orders(receivedIn(range));
    received.set(key, count);
    return count;
  };
  const period = async (range: Period): Promise<OrderPeriod> => ({ from: range.from, to: range.to, orders: await receivedCount(range) });

  const [today, thisWeek, lastWeekSoFar, lastWeek, statusCounts, awaited, overdue, unansweredQuestions, unreadEnquiries, madeReady, weeks] =
    await Promise.all([
      period(periods.receivedToday),
      period(periods.thisWeek),
      period(periods.lastWeekSoFar),
      period(periods.lastWeek),
      Promise.all(ORDER_STATUSES.map((status) => orders([{ field: 'status', op: '==', value: status }]))),
      orders([ORIGINAL_AWAITED]),
      orders(originalOverdue(periods.today)),
      orders([QUESTION_UNANSWERED]),
      counter.count('enquiries', [ENQUIRY_UNREAD]),
      orders([madeReadySince(periods.timeToReady.start)]),
      Promise.all(periods.weeks.map(period)),
    ]);

  return {
    countedAt: now.toISOString(),
    today,
    thisWeek,
    lastWeekSoFar,
    lastWeek,
    byStatus: Object.fromEntries(ORDER_STATUSES.map((status, index) => [status, statusCounts[index] ?? 0])) as PharmacyOverview['byStatus'],
    originals: { awaited, overdue },
    unansweredQuestions,
    unreadEnquiries,
    timeToReady: {
      from: periods.timeToReady.from,
      to: periods.timeToReady.to,
      orders: madeReady,
      medianMinutes: await medianMinutesToReady(counter, periods.timeToReady.start, madeReady),
    },
    weeks,
  };
}
