import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type * as FirestoreLite from 'firebase/firestore/lite';
import type { QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { ORDER_COLLECTIONS, OrderRequestSchema, normaliseSearch, sydneyDateOf } from '@pharmacy/shared';
import { isBackwardsRange, sydneyDayRange } from '@/lib/sydney-time.ts';
import { queriedStatus, type OrderFilters } from '../order-filters.ts';
import { workQueueKeys } from '@/lib/queue/query-keys.ts';
import { countQueue, readQueuePage } from '@/lib/queue/queue-page.ts';

/** Every filter runs in the database (issue 13). */
export type OrderQuery = Pick<OrderFilters, 'status' | 'clarification' | 'from' | 'to' | 'practitioner' | 'original'> & Partial<Pick<OrderFilters, 'supply' | 'dispatch'>>;

/**
 * The conditions of the queue (firestore.rules: admins list orderRequests): status,
 * Sydney dates, and the start of the practitioner's name, e-mail or clinic, or of the
 * request ID, through the stored `searchPrefixes` (decision 023).
 */
function orderConditions({ where }: typeof FirestoreLite, { status: chosen, dispatch = 'all', clarification, from, to, practitioner, original, supply }: OrderQuery): QueryConstraint[] {
  const conditions: QueryConstraint[] = [];
  const status = queriedStatus({ status: chosen, dispatch });
  if (status !== 'all') conditions.push(where('status', '==', status));
  // Next supplies of an earlier order's item (decision 052).
  if (supply === 'next') conditions.push(where('nextSupply', '==', true));
  if (clarification !== 'all') conditions.push(where('clarification.status', '==', clarification));
  conditions.push(...originalConditions(where, original));
  const search = normaliseSearch(practitioner);
  if (search !== '') conditions.push(where('searchPrefixes', 'array-contains', search));
  const { start, end } = sydneyDayRange(from, to);
  if (start !== undefined) conditions.push(where('createdAt', '>=', new Date(start)));
  if (end !== undefined) conditions.push(where('createdAt', '<', new Date(end)));
  return conditions;
}

/**
 * Orders waiting for an original (the stored summary, decision 026), and of those the
 * ones whose due date has passed in Sydney: due before today.
 */
function originalConditions(where: typeof FirestoreLite.where, original: OrderQuery['original']): QueryConstraint[] {
  if (original === undefined || original === 'all') return [];
  const awaited = where('originalAwaited', '==', true);
  return original === 'awaited' ? [awaited] : [awaited, where('originalDueDate', '<', sydneyDateOf(new Date()))];
}

export function useOrderRequests(filters: OrderQuery) {
  return useInfiniteQuery({
    queryKey: [...workQueueKeys.orders, 'list', filters],
    queryFn: ({ pageParam }) =>
      readQueuePage(ORDER_COLLECTIONS.orderRequests, OrderRequestSchema, (sdk) => orderConditions(sdk, filters), pageParam),
    initialPageParam: undefined as QueryDocumentSnapshot | undefined,
    getNextPageParam: (page) => page.next,
    select: (data) => data.pages.flatMap((page) => page.entries),
    // A backwards range matches nothing; the form says why instead.
    enabled: !isBackwardsRange(filters.from, filters.to),
    // Keep the rows on screen while a new filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useOrderCount(filters: OrderQuery) {
  return useQuery({
    queryKey: [...workQueueKeys.orders, 'count', filters],
    queryFn: () => countQueue(ORDER_COLLECTIONS.orderRequests, (sdk) => orderConditions(sdk, filters)),
    enabled: !isBackwardsRange(filters.from, filters.to),
    placeholderData: keepPreviousData,
  });
}
