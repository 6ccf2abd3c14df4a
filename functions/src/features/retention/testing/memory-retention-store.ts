/**
 * Test helper: a RetentionStore in Maps. Documents keep their times as Dates; a
 * document whose queried field is not a Date is never listed, as Firestore's range
 * query skips a field of another type.
 */
import type { AuditRecord } from '../../../platform/audit/audit-log.ts';
import type { AgedDocument, RetentionStore, SignInAccount } from '../retention-store.ts';

export interface RetentionStoreContents {
  /** collection -> id -> document */
  documents: Map<string, Map<string, Record<string, unknown>>>;
  /** Names of the files in the bucket. */
  files: Set<string>;
  accounts: Map<string, SignInAccount>;
  audit: AuditRecord[];
  /** Every listBefore call's page size, to see the purge page through. */
  pageSizes: number[];
}

export function emptyRetentionStoreContents(): RetentionStoreContents {
  return { documents: new Map(), files: new Set(), accounts: new Map(), audit: [], pageSizes: [] };
}

export function putDocument(world: RetentionStoreContents, collection: string, id: string, data: Record<string, unknown>): void {
  const documents = world.documents.get(collection) ?? new Map<string, Record<string, unknown>>();
  documents.set(id, data);
  world.documents.set(collection, documents);
}

export function documentIds(world: RetentionStoreContents, collection: string): string[] {
  return [...(world.documents.get(collection)?.keys() ?? [])].sort();
}

const byTimeThenId = (a: AgedDocument, b: AgedDocument) => a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** `accountPageSize` stands in for Firebase Auth's 1000, so a test can see the accounts paged through. */
export function memoryRetentionStore(world: RetentionStoreContents, { accountPageSize = 1000 } = {}): RetentionStore {
  return {
    async listBefore({ collection, field, before }, after, limit) {
      const aged = [...(world.documents.get(collection) ?? new Map<string, Record<string, unknown>>())].flatMap(([id, data]) => {
        const at = data[field];
        return at instanceof Date && at < before ? [{ id, at, data: structuredClone(data) }] : [];
      });
      const page = aged.sort(byTimeThenId).filter((document) => !after || byTimeThenId(document, after) > 0).slice(0, limit);
      world.pageSizes.push(page.length);
      return page;
    },
    async deleteDocuments(collection, ids) {
      if (ids.length > 500) throw new Error(`A batch holds at most 500 writes, not ${ids.length}`);
      for (const id of ids) world.documents.get(collection)?.delete(id);
    },
    async idsWhere(collection, field, value) {
      return [...(world.documents.get(collection) ?? new Map<string, Record<string, unknown>>())].flatMap(([id, data]) => (data[field] === value ? [id] : []));
    },
    async existingDocuments(collection, ids) {
      return new Set(ids.filter((id) => world.documents.get(collection)?.has(id)));
    },
    async deleteFiles(prefix) {
      const names = [...world.files].filter((name) => name.startsWith(prefix));
      for (const name of names) world.files.delete(name);
      return names.length;
    },
    async listAccounts(pageToken) {
      const uids = [...world.accounts.keys()].sort().filter((uid) => pageToken === undefined || uid > pageToken);
      const page = uids.slice(0, accountPageSize);
      const accounts = page.map((uid) => structuredClone(world.accounts.get(uid) as SignInAccount));
      return { accounts, nextPageToken: uids.length > accountPageSize ? page.at(-1) : undefined };
    },
    async getAccounts(uids) {
      return new Map(uids.flatMap((uid) => {
        const account = world.accounts.get(uid);
        return account ? [[uid, structuredClone(account)] as const] : [];
      }));
    },
    async deleteAccounts(uids) {
      for (const uid of uids) world.accounts.delete(uid);
    },
    async recordAudit(record) {
      world.audit.push(structuredClone(record));
    },
  };
}
