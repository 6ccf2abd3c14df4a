import { keepPreviousData, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  ORDER_API_PATHS,
  OrderCountReplySchema,
  OrderListPageSchema,
  OrderRequestSchema,
  orderListSearch,
  type OrderListParams,
  type OrderRequest,
} from '@pharmacy/shared';
import { getJson, replyBody } from '@/lib/api-reply.ts';
import { isBackwardsRange } from '@/lib/sydney-time.ts';
import { workQueueKeys } from '@/lib/queue/query-keys.ts';
import { toQueueEntry, type QueueEntry } from '@/lib/queue/queue-documents.ts';
import { reachApi } from '@/lib/reach-api.ts';
import { pagedListQuery, useReadNextPageAhead, type PagedList } from '@/lib/queue/next-page-ahead.ts';
import { orderFiltersFrom, queriedStatus, type OrderFilters } from '../order-filters.ts';

/** Every filter runs in the database (issue 13). */
export type OrderQuery = Pick<OrderFilters, 'status' | 'clarification' | 'from' | 'to' | 'practitioner' | 'original'> & Partial<Pick<OrderFilters, 'supply' | 'dispatch' | 'billing'>>;

/** The filters in the API's names (the queue's own address names, shared/src/orders/order-list.ts). */
function listParams({ status: chosen, dispatch = 'all', billing = 'all', clarification, original, supply, practitioner, from, to }: OrderQuery): OrderListParams {
  // Ready to send asks for Ready orders whatever the status filter says (decision 061).
  const status = queriedStatus({ status: chosen, dispatch });
  return { status, questions: clarification, original, supply, billing, q: practitioner, from, to };
}

interface OrderPage {
  entries: QueueEntry<OrderRequest>[];
  /** The request ID the next page starts after; undefined when this page was the last. */
  next: string | undefined;
}

/**
 * One page of the queue, newest first, through the function (decision 063): firestore.rules
 * no longer let an admin list the practitioners' orders, and the function records each page
 * it answers, naming the patients on it. An order that does not match its schema is an
 * "unreadable" row, as before.
 */
async function readOrderPage(filters: OrderQuery, after: string | undefined): Promise<OrderPage> {
  const reply = await reachApi((idToken) => getJson(`${ORDER_API_PATHS.list}?${orderListSearch(listParams(filters), after)}`, idToken));
  const page = replyBody(reply, OrderListPageSchema);
  return {
    entries: page.orders.map(({ id, order }) => (order === null ? { id, value: null } : toQueueEntry(OrderRequestSchema, id, order))),
    next: page.next ?? undefined,
  };
}

/** How many orders match, counted by the database through the function (a number: not recorded). */
async function countOrders(filters: OrderQuery): Promise<number> {
  const reply = await reachApi((idToken) => getJson(`${ORDER_API_PATHS.count}?${orderListSearch(listParams(filters))}`, idToken));
  return replyBody(reply, OrderCountReplySchema).count;
}

/** The queue's pages for these filters; Load more takes the next one read ahead (decision 093). */
const orderPages = (filters: OrderQuery): PagedList<OrderPage, string> => ({
  listKey: [...workQueueKeys.orders, 'list', filters],
  screenKey: workQueueKeys.orders,
  next: (page) => page.next,
  cursorId: (after) => after,
  read: (after) => readOrderPage(filters, after),
});

const orderPagesQuery = (filters: OrderQuery) => pagedListQuery(orderPages(filters));

export function useOrderRequests(filters: OrderQuery) {
  useReadNextPageAhead(orderPages(filters));
  return useInfiniteQuery({
    ...orderPagesQuery(filters),
    select: (data) => data.pages.flatMap((page) => page.entries),
    // A backwards range matches nothing; the form says why instead.
    enabled: !isBackwardsRange(filters.from, filters.to),
    // Keep the rows on screen while a new filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/**
 * The queue's first page for the address, started before the screen mounts (decision 073).
 * The count follows the rows (decision 090): on the emulator it scans every order.
 */
export async function readOrdersAhead(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  const { filters } = orderFiltersFrom(params);
  if (isBackwardsRange(filters.from, filters.to)) return;
  await queryClient.prefetchInfiniteQuery(orderPagesQuery(filters));
}

/** The count, once `afterRows` (the page's rows are in, decision 090). */
export function useOrderCount(filters: OrderQuery, afterRows: boolean) {
  return useQuery({
    queryKey: [...workQueueKeys.orders, 'count', filters],
    queryFn: () => countOrders(filters),
    enabled: afterRows && !isBackwardsRange(filters.from, filters.to),
    placeholderData: keepPreviousData,
  });
}
