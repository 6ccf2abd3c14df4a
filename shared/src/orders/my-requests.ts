/**
 * My Requests as a list a busy clinic can work (issue 35 part 2, decision 069): one page of
 * the prescriber's requests at a time, newest first, with Load more; a search by request ID
 * (the document's own id) or by patient (the patients the patient finder finds, through the
 * order's `patientIds`); filters for status and open questions. The prescriber reads it from
 * Firestore under the rules, their staff through GET /api/prescribers/{uid}/order-requests,
 * with the same filters in the same words.
 */
import { z } from 'zod';
import { formatCalendarDate } from '../legal-prescriptions/index.ts';
import { patientSearchTerm } from '../patients/index.ts';
import { ORDER_STATUSES, type OrderStatus } from './order.ts';
import type { OrderRequest } from './order-schema.ts';

/** How many requests one page holds; Load more reads the next. */
export const MY_REQUESTS_PAGE_SIZE = 20;

/** The questions filter: every request, or only those with a question waiting for the prescriber's answer. */
export const MY_REQUESTS_QUESTION_FILTERS = ['all', 'open'] as const;
export type MyRequestsQuestionFilter = (typeof MY_REQUESTS_QUESTION_FILTERS)[number];

/** The product's request IDs, HC-YYMMDD-XXXX (functions' order-request-id.ts), however they are typed. */
const PRODUCT_REQUEST_ID = /^HC-\d{6}-[A-Z0-9]{4}$/i;
/** The ID of a request a page starts after (an import's or the bench's IDs too). */
const AFTER_ID = /^[A-Za-z0-9-]{1,64}$/;
/** Longer than any name or ID; the patient search itself uses the start of it. */
const SEARCH_MAX = 200;

/** What the search box asks for: nothing, one request by its ID, or the requests of the patients whose name or date of birth starts so. */
export type MyRequestsSearch = { kind: 'none' } | { kind: 'request'; requestId: string } | { kind: 'patient'; term: string };

export function myRequestsSearch(typed: string): MyRequestsSearch {
  const text = typed.trim();
  if (PRODUCT_REQUEST_ID.test(text)) return { kind: 'request', requestId: text.toUpperCase() };
  const term = patientSearchTerm(text);
  return term === '' ? { kind: 'none' } : { kind: 'patient', term };
}

export const MY_REQUESTS_STATUS_FILTERS = ['all', ...ORDER_STATUSES] as const;

/**
 * The filters, in the words of the staff route's query string (status, questions, q) and
 * `after`: the request ID of the last request shown, where the next page starts. Anything
 * else is refused (400), never guessed at.
 */
export const MyRequestsQuerySchema = z
  .object({
    status: z.enum(MY_REQUESTS_STATUS_FILTERS).default('all'),
    questions: z.enum(MY_REQUESTS_QUESTION_FILTERS).default('all'),
    q: z.string().max(SEARCH_MAX).default(''),
    after: z.string().regex(AFTER_ID, 'Not a request ID.').optional(),
  })
  .strict();
export type MyRequestsQuery = z.output<typeof MyRequestsQuerySchema>;
export type MyRequestsFilters = Omit<MyRequestsQuery, 'after'>;

export const MY_REQUESTS_NO_FILTERS: MyRequestsFilters = { status: 'all', questions: 'all', q: '' };

/** The query string for the filters, without the defaults; `after` for a later page. */
export function myRequestsQueryString(filters: MyRequestsFilters, after?: string): string {
  const pairs = Object.entries({ ...filters, after }).filter(([, value]) => value !== undefined && value.trim() !== '' && value !== 'all');
  return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value as string)}`).join('&');
}

/**
 * GET /api/prescribers/{uid}/order-requests, 200: one page of the prescriber's requests
 * (each checked by the browser one by one, as the prescriber's own reads are) and the
 * request ID to pass as `after` for the next page (null on the last).
 */
export const MyRequestsPageSchema = z.object({ orders: z.array(z.unknown()), next: z.string().nullable() });
export type MyRequestsPage = z.infer<typeof MyRequestsPageSchema>;

/** The Firestore equality conditions of the filters (beside prescriberId, ordered by createdAt, newest first). */
export function myRequestsConditions(filters: Pick<MyRequestsFilters, 'status' | 'questions'>): { field: string; value: OrderStatus | 'requested' }[] {
  const conditions: { field: string; value: OrderStatus | 'requested' }[] = [];
  if (filters.status !== 'all') conditions.push({ field: 'status', value: filters.status });
  if (filters.questions === 'open') conditions.push({ field: 'clarification.status', value: 'requested' });
  return conditions;
}

/** Whether one request (found by its ID) passes the status and questions filters too. */
export function matchesMyRequestsFilters(order: { status: OrderStatus; clarification?: { status: string } | undefined }, filters: Pick<MyRequestsFilters, 'status' | 'questions'>): boolean {
  if (filters.status !== 'all' && order.status !== filters.status) return false;
  if (filters.questions === 'open' && order.clarification?.status !== 'requested') return false;
  return true;
}

/** What a row says waits on the prescriber, from what the request holds. */
export const WAITING_ON_PRESCRIBER = {
  question: 'A question to answer',
  quote: 'A new price to accept or decline',
  originalOverdue: (due: string) => `Script original overdue (was due by ${formatCalendarDate(due)})`,
  originalDue: (due: string) => `Script original to send by ${formatCalendarDate(due)}`,
} as const;

/**
 * What the request waits for from the prescriber, most pressing first: the pharmacy's
 * question, then a higher price to accept (decision 080), then the paper original of a script (overdue or due), by today in Sydney.
 * A cancelled request waits for nothing.
 */
export function waitingOnPrescriber(order: Pick<OrderRequest, 'status' | 'clarification' | 'originalAwaited' | 'originalDueDate' | 'quote'>, today: string): string[] {
  if (order.status === 'cancelled') return [];
  const waiting: string[] = [];
  if (order.clarification?.status === 'requested') waiting.push(WAITING_ON_PRESCRIBER.question);
  // A higher price waits for their acceptance before compounding (decision 080).
  if (order.quote?.status === 'awaiting') waiting.push(WAITING_ON_PRESCRIBER.quote);
  if (order.originalAwaited && order.originalDueDate) {
    waiting.push(order.originalDueDate < today ? WAITING_ON_PRESCRIBER.originalOverdue(order.originalDueDate) : WAITING_ON_PRESCRIBER.originalDue(order.originalDueDate));
  }
  return waiting;
}
