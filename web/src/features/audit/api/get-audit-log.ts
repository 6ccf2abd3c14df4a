import { keepPreviousData, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type * as FirestoreLite from 'firebase/firestore/lite';
import type { QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { ADMIN_COLLECTIONS, AuditEntrySchema, type AuditAction, type AuditEntry } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { timestampsToIso } from '@/lib/firestore-values.ts';
import { freshOnlyIfReadAhead, markCachedReadAhead } from '@/lib/read-ahead.ts';
import { pagedListQuery, useReadNextPageAhead, type PagedList } from '@/lib/queue/next-page-ahead.ts';

/** The newest entries first, this many at a time ("Load more" fetches the next lot). */
export const AUDIT_PAGE_SIZE = 100;

/** Firestore's limit on the values of one array-contains-any. */
export const MAX_PATIENT_IDS = 30;

export interface AuditLogRow extends AuditEntry {
  id: string;
}

export interface AuditLogPage {
  rows: AuditLogRow[];
  /** Where the next page starts; undefined when this page was the last. */
  next: QueryDocumentSnapshot | undefined;
}

/**
 * Which entries to read; each filter runs in the database (the composite indexes are in
 * firestore.indexes.json). `patientIds` finds the entries naming any of those patients
 * (decision 039): one person may be a patient of several prescribers.
 */
export interface AuditFilters {
  action?: AuditAction | undefined;
  /** The admin who acted (their uid). */
  actorUid?: string | undefined;
  patientIds?: readonly string[] | undefined;
}

function auditConditions({ where }: typeof FirestoreLite, { action, actorUid, patientIds = [] }: AuditFilters): QueryConstraint[] {
  const conditions: QueryConstraint[] = [];
  if (action) conditions.push(where('action', '==', action));
  if (actorUid) conditions.push(where('actorUid', '==', actorUid));
  if (patientIds.length === 1) conditions.push(where('patientIds', 'array-contains', patientIds[0]));
  if (patientIds.length > 1) conditions.push(where('patientIds', 'array-contains-any', patientIds.slice(0, MAX_PATIENT_IDS)));
  return conditions;
}

/**
 * One page of auditLog, newest first, filtered. firestore.rules let admins read it and
 * nobody write it. The server stamps `at` as a Firestore Timestamp; the shared schema
 * reads it as ISO text.
 */
export async function getAuditLogPage(filters: AuditFilters, after?: QueryDocumentSnapshot, size = AUDIT_PAGE_SIZE): Promise<AuditLogPage> {
  const [sdk, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const { collection, getDocs, limit, orderBy, query, startAfter } = sdk;
  const constraints: QueryConstraint[] = [
    ...auditConditions(sdk, filters),
    orderBy('at', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(size),
  ];
  const snapshot = await getDocs(query(collection(db, ADMIN_COLLECTIONS.auditLog), ...constraints));
  const rows = snapshot.docs.map((doc) => {
    const parsed = AuditEntrySchema.safeParse(timestampsToIso(doc.data()));
    if (!parsed.success) throw new Error(`Audit entry ${doc.id} could not be read.`, { cause: parsed.error });
    return { id: doc.id, ...parsed.data };
  });
  // Only a full page can have more entries behind it.
  return { rows, next: rows.length === size ? snapshot.docs.at(-1) : undefined };
}

/** The query key of a filtered log: every key starts with 'audit-log', so one refresh reaches them all. */
export const auditLogKey = ({ action, actorUid, patientIds }: AuditFilters) => [
  'audit-log',
  { action: action ?? 'all', actorUid: actorUid ?? 'all', patientIds: patientIds ?? [] },
];

/** The log's pages for these filters; Load more takes the next one read ahead (decision 093). */
const auditPages = (filters: AuditFilters): PagedList<AuditLogPage, QueryDocumentSnapshot> => ({
  listKey: auditLogKey(filters),
  // The count's key starts with the list's.
  screenKey: auditLogKey(filters),
  next: (page) => page.next,
  cursorId: (after) => after.id,
  read: (after) => getAuditLogPage(filters, after),
});

const auditPagesQuery = (filters: AuditFilters) => ({
  ...pagedListQuery(auditPages(filters)),
  // Opening the log right after an action must show it: never serve a cached page on
  // mount, except the page read ahead as this page opened (decision 073), once.
  staleTime: freshOnlyIfReadAhead,
});

export function useAuditLog(filters: AuditFilters) {
  useReadNextPageAhead(auditPages(filters));
  return useInfiniteQuery(auditPagesQuery(filters));
}

/** The log's first page, started before the screen mounts (decision 073); the count follows its rows (decision 090). */
export async function readAuditLogPageAhead(queryClient: QueryClient, filters: AuditFilters): Promise<void> {
  const options = auditPagesQuery(filters);
  await queryClient.prefetchInfiniteQuery(options);
  markCachedReadAhead(queryClient, options.queryKey);
}

/** How many entries match, counted by the database: nothing downloaded (issue 13). */
export async function countAuditLog(filters: AuditFilters): Promise<number> {
  const [sdk, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const { collection, getCount, query } = sdk;
  return (await getCount(query(collection(db, ADMIN_COLLECTIONS.auditLog), ...auditConditions(sdk, filters)))).data().count;
}

/** The count, once `afterRows` (the page's rows are in, decision 090). */
export function useAuditLogCount(filters: AuditFilters, afterRows: boolean) {
  return useQuery({
    queryKey: [...auditLogKey(filters), 'count'],
    queryFn: () => countAuditLog(filters),
    enabled: afterRows,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
