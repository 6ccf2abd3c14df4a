/**
 * The admin's orders queue as the function serves it (decision 063): GET /api/order-requests
 * answers one page of the filtered queue, newest first, and records the page in the audit
 * log; GET /api/order-request-count counts the same filters. The filters are the queue's
 * own address parameters (web/src/features/order-queue/order-filters.ts), so the browser
 * passes them on as they are.
 */
import { z } from 'zod';
import { normaliseSearch } from '../platform/list-search.ts';
import { isBackwardsRange, parseCalendarDate, sydneyDateOf, sydneyDayRange } from '../platform/sydney-dates.ts';
import { CLARIFICATION_STATUSES } from './order-question-summary.ts';
import { ORDER_STATUSES } from './order.ts';
import { ORDER_BILLING_FIELDS, ORDER_BILLING_FILTERS } from './order-billing.ts';

/** How many orders one page holds; "Load more" reads the next (issue 13: nothing is capped). */
export const ORDER_LIST_PAGE_SIZE = 50;

/** The legal-script filter (decision 026): every order, those waiting for an original, those past its due date. */
export const ORDER_ORIGINAL_FILTERS = ['all', 'awaited', 'overdue'] as const;
/** The kind filter (decision 052): every order, or only next supplies of an earlier order's item. */
export const ORDER_SUPPLY_FILTERS = ['all', 'next'] as const;

/**
 * The ID of the order a page starts after: the product's are HC-YYMMDD-XXXX
 * (functions/src/features/orders/order-request-id.ts), but an order written another way
 * (an import, the bench's seed) is in the queue too, and Load more must pass it.
 */
const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;
/** Longer than any search the queue's box takes; the search itself uses its first 40 characters. */
const SEARCH_MAX = 200;

const calendarDate = z
  .string()
  .refine((value) => value === '' || parseCalendarDate(value) !== null, 'A date is YYYY-MM-DD.')
  .default('');

/**
 * The query string of both routes, in the queue's address names (status, questions,
 * original, supply, billing, q, from, to), and `after`: the request ID of the last order shown,
 * where the next page starts. Anything else is refused (400), never guessed at.
 */
export const OrderListQuerySchema = z
  .object({
    status: z.enum([...ORDER_STATUSES, 'all']).default('all'),
    questions: z.enum([...CLARIFICATION_STATUSES, 'all']).default('all'),
    original: z.enum(ORDER_ORIGINAL_FILTERS).default('all'),
    supply: z.enum(ORDER_SUPPLY_FILTERS).default('all'),
    billing: z.enum(ORDER_BILLING_FILTERS).default('all'),
    q: z.string().max(SEARCH_MAX).default(''),
    from: calendarDate,
    to: calendarDate,
    after: z.string().regex(REQUEST_ID, 'Not a request ID.').optional(),
  })
  .strict();
export type OrderListQuery = z.output<typeof OrderListQuerySchema>;
/** The filters as the browser sends them (every one optional). */
export type OrderListParams = Omit<z.input<typeof OrderListQuerySchema>, 'after'>;

/** One Firestore condition, in the terms both SDKs' `where` take. */
export interface OrderListCondition {
  field: string;
  op: '==' | '>=' | '<' | 'array-contains';
  value: string | boolean | Date;
}

/**
 * The filters as Firestore conditions (ordered by createdAt, newest first, by the caller);
 * null when they can match nothing (a backwards date range). Search is by the start of the
 * practitioner's name, e-mail or clinic, or of the request ID, through the stored
 * `searchPrefixes` (decision 023); "overdue" is an original due before today in Sydney.
 * Billing "unpaid" is an issued invoice not paid in full, "overdue" one whose due date is
 * before today in Sydney (order-billing.ts).
 */
export function orderListConditions(filters: Omit<OrderListQuery, 'after'>, now: Date): OrderListCondition[] | null {
  if (isBackwardsRange(filters.from, filters.to)) return null;
  const conditions: OrderListCondition[] = [];
  if (filters.status !== 'all') conditions.push({ field: 'status', op: '==', value: filters.status });
  if (filters.supply === 'next') conditions.push({ field: 'nextSupply', op: '==', value: true });
  if (filters.questions !== 'all') conditions.push({ field: 'clarification.status', op: '==', value: filters.questions });
  if (filters.original !== 'all') conditions.push({ field: 'originalAwaited', op: '==', value: true });
  if (filters.original === 'overdue') conditions.push({ field: 'originalDueDate', op: '<', value: sydneyDateOf(now) });
  if (filters.billing !== 'all') conditions.push({ field: ORDER_BILLING_FIELDS.unpaid, op: '==', value: true });
  if (filters.billing === 'overdue') conditions.push({ field: ORDER_BILLING_FIELDS.dueOn, op: '<', value: sydneyDateOf(now) });
  const search = normaliseSearch(filters.q);
  if (search !== '') conditions.push({ field: 'searchPrefixes', op: 'array-contains', value: search });
  const { start, end } = sydneyDayRange(filters.from, filters.to);
  if (start !== undefined) conditions.push({ field: 'createdAt', op: '>=', value: new Date(start) });
  if (end !== undefined) conditions.push({ field: 'createdAt', op: '<', value: new Date(end) });
  return conditions;
}

/** The query string for the filters, without the defaults; `after` for a later page. */
export function orderListSearch(params: OrderListParams, after?: string): string {
  const pairs = Object.entries({ ...params, after }).filter(([, value]) => value !== undefined && value !== '' && value !== 'all');
  return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`).join('&');
}

/**
 * GET /api/order-requests, 200: the page's orders, each as the queue's detail reads it
 * (OrderRequestSchema, checked by the browser one by one so one odd document shows as
 * unreadable without hiding the rest; null when the server could not read it), and the
 * request ID to pass as `after` for the next page (null on the last).
 */
export const OrderListPageSchema = z.object({
  orders: z.array(z.object({ id: z.string(), order: z.unknown() })),
  next: z.string().nullable(),
});
export type OrderListPage = z.infer<typeof OrderListPageSchema>;

/** GET /api/order-request-count, 200: how many orders the filters match, counted by the database. */
export const OrderCountReplySchema = z.object({ count: z.number().int().nonnegative() });
export type OrderCountReply = z.infer<typeof OrderCountReplySchema>;
