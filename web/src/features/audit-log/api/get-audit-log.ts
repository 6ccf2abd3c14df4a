import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { ADMIN_COLLECTIONS, AuditEntrySchema, type AuditAction, type AuditEntry } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { timestampsToIso } from '@/lib/firestore-values.ts';

/** The newest entries first, this many at a time ("Load more" fetches the next lot). */
export const AUDIT_PAGE_SIZE = 100;

export interface AuditLogRow extends AuditEntry {
  id: string;
}

export interface AuditLogPage {
  rows: AuditLogRow[];
  /** Where the next page starts; undefined when this page was the last. */
  next: QueryDocumentSnapshot | undefined;
}

/**
 * One page of auditLog, newest first, optionally of one action only. firestore.rules
 * let admins read it and nobody write it. The server stamps `at` as a Firestore
 * Timestamp; the shared schema reads it as ISO text.
 */
export async function getAuditLogPage(action: AuditAction | undefined, after?: QueryDocumentSnapshot): Promise<AuditLogPage> {
  const [{ collection, getDocs, limit, orderBy, query, startAfter, where }, { db }] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirebase(),
  ]);
  const constraints: QueryConstraint[] = [
    ...(action ? [where('action', '==', action)] : []),
    orderBy('at', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(AUDIT_PAGE_SIZE),
  ];
  const snapshot = await getDocs(query(collection(db, ADMIN_COLLECTIONS.auditLog), ...constraints));
  const rows = snapshot.docs.map((doc) => {
    const parsed = AuditEntrySchema.safeParse(timestampsToIso(doc.data()));
    if (!parsed.success) throw new Error(`Audit entry ${doc.id} could not be read.`, { cause: parsed.error });
    return { id: doc.id, ...parsed.data };
  });
  // Only a full page can have more entries behind it.
  return { rows, next: rows.length === AUDIT_PAGE_SIZE ? snapshot.docs.at(-1) : undefined };
}

export function useAuditLog(action: AuditAction | undefined) {
  return useInfiniteQuery({
    queryKey: ['audit-log', action ?? 'all'],
    queryFn: ({ pageParam }) => getAuditLogPage(action, pageParam),
    initialPageParam: undefined as QueryDocumentSnapshot | undefined,
    getNextPageParam: (page) => page.next,
    // Opening the log right after an action must show it: never serve a cached page on mount.
    staleTime: 0,
  });
}

/** How many entries there are (of one action, or all), counted by the database: nothing downloaded (issue 13). */
export async function countAuditLog(action: AuditAction | undefined): Promise<number> {
  const [{ collection, getCount, query, where }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const entries = collection(db, ADMIN_COLLECTIONS.auditLog);
  return (await getCount(action ? query(entries, where('action', '==', action)) : entries)).data().count;
}

export function useAuditLogCount(action: AuditAction | undefined) {
  return useQuery({
    queryKey: ['audit-log', action ?? 'all', 'count'],
    queryFn: () => countAuditLog(action),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
