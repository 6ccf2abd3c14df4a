import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type * as FirestoreLite from 'firebase/firestore/lite';
import type { DocumentSnapshot, Firestore, Query, QueryConstraint } from 'firebase/firestore/lite';
import {
  COLLECTIONS,
  COUNTER_DOCS,
  DEFAULT_SORT,
  counterBuckets,
  counterValue,
  practitionerListQuery,
  type ListCondition,
  type PractitionerFilters,
  type SortOrder,
} from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { useReadAheadOnceIdle } from '@/lib/queue/next-page-ahead.ts';
import { PAGE_SIZE } from '../pagination.ts';
import { toPractitionerRow, type PractitionerRow } from '../practitioner-row.ts';
import type { PageCursor } from '../practitioner-view.ts';

export interface PractitionerPage {
  rows: PractitionerRow[];
  /** Records of the page that could not be read (hand-edited fields of the wrong type). */
  unreadable: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** The address named a record that is gone (or not a practitioner): this is the first page. */
  cursorLost: boolean;
}

/** Every query of the practitioner list starts with this key: a status change or delete refreshes them all. */
export const practitionersQueryKey = ['admin', 'practitioners'] as const;

/** The lazily loaded SDK (public pages load no Firebase code, decision 003). */
type Firestore_ = typeof FirestoreLite;

/**
 * The shared filters and sort (decision 028) as a Firestore Lite query of `users`; null
 * when they can match nothing. A search is one `and` of the filters with an `or` of its
 * prefix ranges (decision 070): Firestore takes a composite filter as a query's only filter.
 */
function practitionerConstraints(sdk: Firestore_, filters: PractitionerFilters, order: SortOrder): { filtered: (users: Query) => Query; sort: QueryConstraint[] } | null {
  const listQuery = practitionerListQuery(filters, order);
  if (!listQuery) return null;
  const where = ({ field, op, value }: ListCondition) => sdk.where(field, op, value);
  const { conditions, anyOf } = listQuery;
  return {
    filtered: (users) =>
      anyOf
        ? sdk.query(users, sdk.and(...conditions.map(where), sdk.or(...anyOf.map((group) => sdk.and(...group.map(where))))))
        : sdk.query(users, ...conditions.map(where)),
    sort: [listQuery.orderBy.field, ...(listQuery.thenBy ?? [])].map((field) => sdk.orderBy(field, listQuery.orderBy.direction)),
  };
}

async function firestore(): Promise<[Firestore_, Firestore]> {
  const [sdk, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  return [sdk, db];
}

export interface PageRequest {
  filters: PractitionerFilters;
  order: SortOrder;
  cursor: PageCursor | null;
}

/**
 * The first and last record of the pages read in this tab, by ID: Next and Previous name
 * one of them in the address, and starting from the snapshot at hand saves reading it
 * again first (a round trip on every page turn). A reload or a pasted link reads it.
 * Only the sort field's value is taken from it, which a status change leaves alone.
 */
const pageEdges = new Map<string, DocumentSnapshot>();
const PAGE_EDGES_KEPT = 200;

function rememberPageEdges(docs: readonly DocumentSnapshot[]): void {
  for (const edge of [docs[0], docs.at(-1)]) if (edge) pageEdges.set(edge.id, edge);
  for (const id of pageEdges.keys()) {
    if (pageEdges.size <= PAGE_EDGES_KEPT) break;
    pageEdges.delete(id);
  }
}

/** One page of the list: PAGE_SIZE records read, plus one to learn whether more follow. */
export async function listPractitionerPage({ filters, order, cursor }: PageRequest): Promise<PractitionerPage> {
  const [sdk, db] = await firestore();
  const constraints = practitionerConstraints(sdk, filters, order);
  if (!constraints) return { rows: [], unreadable: 0, hasPrevious: false, hasNext: false, cursorLost: false };
  const { collection, doc, endBefore, getDoc, getDocs, limit, limitToLast, query, startAfter } = sdk;
  const users = collection(db, COLLECTIONS.users);

  const anchor = cursor ? (pageEdges.get(cursor.id) ?? (await getDoc(doc(users, cursor.id)))) : null;
  const anchored = anchor?.exists() && anchor.get('role') === 'practitioner' ? anchor : null;
  const backwards = cursor?.direction === 'before' && anchored !== null;
  const page = anchored
    ? backwards
      ? [endBefore(anchored), limitToLast(PAGE_SIZE + 1)]
      : [startAfter(anchored), limit(PAGE_SIZE + 1)]
    : [limit(PAGE_SIZE + 1)];
  const snapshot = await getDocs(query(constraints.filtered(users), ...constraints.sort, ...page));
  const more = snapshot.size > PAGE_SIZE;
  const docs = backwards ? snapshot.docs.slice(more ? 1 : 0) : snapshot.docs.slice(0, PAGE_SIZE);
  rememberPageEdges(docs);

  const rows: PractitionerRow[] = [];
  for (const document of docs) {
    const row = toPractitionerRow(document.id, document.data());
    if (row) rows.push(row);
  }
  return {
    rows,
    unreadable: docs.length - rows.length,
    hasPrevious: backwards ? more : anchored !== null,
    hasNext: backwards ? true : more,
    cursorLost: cursor !== null && anchored === null,
  };
}

/** counters/practitioners, kept by the server's trigger as users change (decision 034); {} before the first practitioner. */
export async function readPractitionerCounters(): Promise<Record<string, unknown>> {
  const [{ doc, getDoc }, db] = await firestore();
  const snapshot = await getDoc(doc(db, COLLECTIONS.counters, COUNTER_DOCS.practitioners));
  return snapshot.data() ?? {};
}

/**
 * The one read of counters/practitioners, shared by the stat cards and the table's "of N":
 * they show the same figure from the same read.
 */
export const practitionerCountersQuery = queryOptions({ queryKey: [...practitionersQueryKey, 'counters'], queryFn: readPractitionerCounters });

/** Whether the counter document answers these filters: none set, or Status alone (the counters keep each status). */
function countedByCounters({ search, role, registeredFrom, registeredTo, dob }: PractitionerFilters): boolean {
  return search === '' && role === 'all' && registeredFrom === '' && registeredTo === '' && dob === '';
}

/**
 * How many practitioners the filters let through (nothing downloaded): from the counter
 * document when it holds the answer (no filter, or Status alone), else counted by the
 * database, which on the emulator scans every user.
 */
export async function countPractitioners(filters: PractitionerFilters, queryClient: QueryClient): Promise<number> {
  if (countedByCounters(filters)) {
    const counters = await queryClient.fetchQuery(practitionerCountersQuery);
    return filters.status === 'all' ? counterValue(counters.total) : (counterBuckets(counters.status)[filters.status] ?? 0);
  }
  const [sdk, db] = await firestore();
  const constraints = practitionerConstraints(sdk, filters, DEFAULT_SORT);
  if (!constraints) return 0;
  const { collection, getCount } = sdk;
  const snapshot = await getCount(constraints.filtered(collection(db, COLLECTIONS.users)));
  return snapshot.data().count;
}

/**
 * The page and count queries, shared by the table and the stat cards (practitioner-numbers.ts):
 * a card and the table showing the same filters make one request between them.
 */
export const practitionerPageQuery = (request: PageRequest) =>
  queryOptions({ queryKey: [...practitionersQueryKey, 'page', request], queryFn: () => listPractitionerPage(request) });

export const practitionerCountQuery = (filters: PractitionerFilters, queryClient: QueryClient) =>
  queryOptions({ queryKey: [...practitionersQueryKey, 'count', filters], queryFn: () => countPractitioners(filters, queryClient) });

export function usePractitionerPage(request: PageRequest) {
  // Keep the rows on screen while the next page or filter loads, instead of flashing empty.
  return useQuery({ ...practitionerPageQuery(request), placeholderData: keepPreviousData });
}

/**
 * Once the list has nothing in flight, reads the page after this one, so Next shows it at
 * once (issue 13's page turn) instead of waiting for the database. One page ahead at most,
 * and never while the screen's own queries run.
 */
export function useReadNextPageAhead(request: PageRequest, page: PractitionerPage | undefined) {
  const lastId = page?.hasNext ? page.rows.at(-1)?.id : undefined;
  useReadAheadOnceIdle(practitionersQueryKey, lastId === undefined ? null : practitionerPageQuery({ ...request, cursor: { direction: 'after', id: lastId } }));
}

export function usePractitionerCount(filters: PractitionerFilters) {
  const queryClient = useQueryClient();
  return useQuery({ ...practitionerCountQuery(filters, queryClient), placeholderData: keepPreviousData });
}
