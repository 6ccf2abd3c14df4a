import { keepPreviousData, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type * as FirestoreLite from 'firebase/firestore/lite';
import type { QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { ENQUIRY_COLLECTIONS, StoredEnquirySchema, isDocumentId, type StoredEnquiry } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { enquiryFiltersFrom, type EnquiryFilters } from '../enquiry-filters.ts';
import { workQueueKeys } from '@/lib/queue/query-keys.ts';
import { countQueue, readQueuePage, type QueuePage } from '@/lib/queue/queue-page.ts';
import { toQueueEntry, type QueueEntry } from '@/lib/queue/queue-documents.ts';
import { pagedListQuery, useReadNextPageAhead, type PagedList } from '@/lib/queue/next-page-ahead.ts';

/**
 * The inbox's filters as database conditions (issue 13; firestore.rules: admins list
 * enquiries): unread is `readAt == null`, not handled `handledAt == null`, handled
 * `handledAt != null`, and the kind.
 */
function enquiryConditions({ where }: typeof FirestoreLite, { state, kind }: EnquiryFilters): QueryConstraint[] {
  const conditions: QueryConstraint[] = [];
  if (state === 'unread') conditions.push(where('readAt', '==', null));
  if (state === 'open') conditions.push(where('handledAt', '==', null));
  if (state === 'handled') conditions.push(where('handledAt', '!=', null));
  if (kind !== 'all') conditions.push(where('kind', '==', kind));
  return conditions;
}

/** One page of the inbox, newest first, or the one enquiry a reference names. */
async function listEnquiryPage(filters: EnquiryFilters, after: QueryDocumentSnapshot | undefined): Promise<QueuePage<StoredEnquiry>> {
  const reference = filters.reference.trim();
  if (reference !== '') {
    if (!isDocumentId(reference)) return { entries: [], next: undefined };
    const found = await getEnquiry(reference);
    return { entries: found ? [found] : [], next: undefined };
  }
  return readQueuePage(ENQUIRY_COLLECTIONS.enquiries, StoredEnquirySchema, (sdk) => enquiryConditions(sdk, filters), after);
}

/** The inbox's pages for these filters; Load more takes the next one read ahead (decision 093). */
const enquiryPages = (filters: EnquiryFilters): PagedList<QueuePage<StoredEnquiry>, QueryDocumentSnapshot> => ({
  listKey: [...workQueueKeys.enquiries, 'list', filters],
  screenKey: workQueueKeys.enquiries,
  next: (page) => page.next,
  cursorId: (after) => after.id,
  read: (after) => listEnquiryPage(filters, after),
});

const enquiryPagesQuery = (filters: EnquiryFilters) => pagedListQuery(enquiryPages(filters));

/** The inbox's first page for the address, started before the screen mounts (decision 073); its counts follow its rows (decision 090). */
export async function readEnquiriesAhead(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  await queryClient.prefetchInfiniteQuery(enquiryPagesQuery(enquiryFiltersFrom(params).filters));
}

export function useEnquiries(filters: EnquiryFilters) {
  useReadNextPageAhead(enquiryPages(filters));
  return useInfiniteQuery({
    ...enquiryPagesQuery(filters),
    select: (data) => data.pages.flatMap((page) => page.entries),
    placeholderData: keepPreviousData,
  });
}

/** How many enquiries match the filters, and how many of all are unread: counted by the database. */
async function countEnquiries(filters: EnquiryFilters): Promise<{ matching: number; unread: number }> {
  const [matching, unread] = await Promise.all([
    countQueue(ENQUIRY_COLLECTIONS.enquiries, (sdk) => enquiryConditions(sdk, filters)),
    countQueue(ENQUIRY_COLLECTIONS.enquiries, ({ where }) => [where('readAt', '==', null)]),
  ]);
  return { matching, unread };
}

/** The counts, once `afterRows` (the page's rows are in, decision 090). */
export function useEnquiryCounts(filters: EnquiryFilters, afterRows: boolean) {
  return useQuery({
    queryKey: [...workQueueKeys.enquiries, 'count', filters],
    queryFn: () => countEnquiries(filters),
    enabled: afterRows,
    placeholderData: keepPreviousData,
  });
}

/** One enquiry, read again by id so it stays open when a change takes it out of the filtered list. */
async function getEnquiry(enquiryId: string): Promise<QueueEntry<StoredEnquiry> | null> {
  const [{ doc, getDoc }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDoc(doc(db, ENQUIRY_COLLECTIONS.enquiries, enquiryId));
  return snapshot.exists() ? toQueueEntry(StoredEnquirySchema, snapshot.id, snapshot.data()) : null;
}

/** One enquiry's query, under the inbox's key: a change to any enquiry reads it again too. */
export const oneEnquiryKey = (enquiryId: string) => [...workQueueKeys.enquiries, 'one', enquiryId];

export function useEnquiry(initial: QueueEntry<StoredEnquiry>) {
  return useQuery({
    queryKey: oneEnquiryKey(initial.id),
    queryFn: () => getEnquiry(initial.id),
    initialData: initial,
  });
}
