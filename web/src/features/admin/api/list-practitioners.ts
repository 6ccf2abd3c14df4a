import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type * as FirestoreLite from 'firebase/firestore/lite';
import type { Firestore, QueryConstraint } from 'firebase/firestore/lite';
import { COLLECTIONS, normaliseSearch } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { isBackwardsRange, sydneyDayRange } from '@/lib/sydney-time.ts';
import { PAGE_SIZE } from '../pagination.ts';
import type { PractitionerFilters, SortKey, SortOrder } from '../practitioner-filters.ts';
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

/** The stored field each sort reads (decision 023): createdAt, or the lower-cased copy the server keeps. */
export function sortField(key: SortKey): string {
  return key === 'registered' ? 'createdAt' : `listKeys.${key}`;
}

/** The list shows practitioners only; the role filter can narrow it to nothing. */
function matchesNothing(filters: PractitionerFilters): boolean {
  return filters.role === 'admin' || isBackwardsRange(filters.registeredFrom, filters.registeredTo);
}

/**
 * The filters as Firestore conditions, run by the database (issue 13): the rules let an
 * admin list users (decision 003). Search is by the start of a first name, last name,
 * full name or e-mail through the stored `searchPrefixes`.
 */
export function practitionerConditions(sdk: Firestore_, filters: PractitionerFilters): QueryConstraint[] {
  const { where } = sdk;
  const conditions: QueryConstraint[] = [where('role', '==', 'practitioner')];
  if (filters.status !== 'all') conditions.push(where('status', '==', filters.status));
  if (filters.dob !== '') conditions.push(where('listKeys.dob', '==', filters.dob));
  const search = normaliseSearch(filters.search);
  if (search !== '') conditions.push(where('searchPrefixes', 'array-contains', search));
  const { start, end } = sydneyDayRange(filters.registeredFrom, filters.registeredTo);
  if (start !== undefined) conditions.push(where('createdAt', '>=', new Date(start)));
  if (end !== undefined) conditions.push(where('createdAt', '<', new Date(end)));
  return conditions;
}

async function firestore(): Promise<[Firestore_, Firestore]> {
  const [sdk, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  return [sdk, db];
}

interface PageRequest {
  filters: PractitionerFilters;
  order: SortOrder;
  cursor: PageCursor | null;
}

/** One page of the list: PAGE_SIZE records read, plus one to learn whether more follow. */
export async function listPractitionerPage({ filters, order, cursor }: PageRequest): Promise<PractitionerPage> {
  const empty: PractitionerPage = { rows: [], unreadable: 0, hasPrevious: false, hasNext: false, cursorLost: false };
  if (matchesNothing(filters)) return empty;
  const [sdk, db] = await firestore();
  const { collection, doc, endBefore, getDoc, getDocs, limit, limitToLast, orderBy, query, startAfter } = sdk;
  const users = collection(db, COLLECTIONS.users);
  const base = [...practitionerConditions(sdk, filters), orderBy(sortField(order.key), order.direction)];

  const anchor = cursor ? await getDoc(doc(users, cursor.id)) : null;
  const anchored = anchor?.exists() && anchor.get('role') === 'practitioner' ? anchor : null;
  const backwards = cursor?.direction === 'before' && anchored !== null;
  const page = anchored
    ? backwards
      ? [endBefore(anchored), limitToLast(PAGE_SIZE + 1)]
      : [startAfter(anchored), limit(PAGE_SIZE + 1)]
    : [limit(PAGE_SIZE + 1)];
  const snapshot = await getDocs(query(users, ...base, ...page));
  const more = snapshot.size > PAGE_SIZE;
  const docs = backwards ? snapshot.docs.slice(more ? 1 : 0) : snapshot.docs.slice(0, PAGE_SIZE);

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

/** How many practitioners the filters let through, counted by the database (nothing downloaded). */
export async function countPractitioners(filters: PractitionerFilters): Promise<number> {
  if (matchesNothing(filters)) return 0;
  const [sdk, db] = await firestore();
  const { collection, getCount, query } = sdk;
  const snapshot = await getCount(query(collection(db, COLLECTIONS.users), ...practitionerConditions(sdk, filters)));
  return snapshot.data().count;
}

export function usePractitionerPage(request: PageRequest) {
  return useQuery({
    queryKey: [...practitionersQueryKey, 'page', request],
    queryFn: () => listPractitionerPage(request),
    // Keep the rows on screen while the next page or filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function usePractitionerCount(filters: PractitionerFilters) {
  return useQuery({
    queryKey: [...practitionersQueryKey, 'count', filters],
    queryFn: () => countPractitioners(filters),
    placeholderData: keepPreviousData,
  });
}
