/**
 * What the retention purge needs from storage (apply-retention-schedule.ts): the records
 * past a cutoff, a page at a time, and their deletion. retention-store-adapter.ts
 * implements it with Firestore, Cloud Storage and Firebase Auth; the unit tests with
 * memory (testing/memory-retention-store.ts).
 */
import type { AuditRecord } from '../../platform/audit/audit-log.ts';

/** A collection whose documents age by one time field (a Firestore Timestamp). */
export interface AgeQuery {
  collection: string;
  field: string;
  /** Only documents whose field is strictly before this instant. */
  before: Date;
}

export interface AgedDocument {
  id: string;
  /** The query's time field. */
  at: Date;
  /** The whole document, for rules that read more than its age (an order's patients). */
  data: Record<string, unknown>;
}

export interface SignInAccount {
  uid: string;
  emailVerified: boolean;
  createdAt: Date;
}

export interface RetentionStore {
  /**
   * Up to `limit` documents matching the query, ordered by the time field then the id,
   * starting after `after` (a document of the previous page, which may be gone by now).
   */
  listBefore(query: AgeQuery, after: AgedDocument | null, limit: number): Promise<AgedDocument[]>;
  /** Deletes the documents that exist; at most 500 ids (one Firestore batch). */
  deleteDocuments(collection: string, ids: readonly string[]): Promise<void>;
  /** The ids of the documents whose `field` equals `value` (an equality on one field: its automatic index). */
  idsWhere(collection: string, field: string, value: string): Promise<string[]>;
  /** Which of the ids have a document in the collection. */
  existingDocuments(collection: string, ids: readonly string[]): Promise<Set<string>>;
  /** Deletes every file of the default bucket whose name starts with `prefix`; resolves how many there were. */
  deleteFiles(prefix: string): Promise<number>;
  /** One page of every sign-in account (Firebase Auth's own paging). */
  listAccounts(pageToken: string | undefined): Promise<{ accounts: SignInAccount[]; nextPageToken: string | undefined }>;
  /** The sign-in accounts of these uids that exist. */
  getAccounts(uids: readonly string[]): Promise<Map<string, SignInAccount>>;
  deleteAccounts(uids: readonly string[]): Promise<void>;
  recordAudit(record: AuditRecord): Promise<void>;
}
