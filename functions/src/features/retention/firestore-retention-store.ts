/**
 * The retention purge's storage (retention-store.ts) with the Admin SDK: Firestore,
 * the default Cloud Storage bucket and Firebase Auth. The queries are a range and an
 * order on one time field, which Firestore's automatic single-field indexes serve: no
 * composite index is needed (firestore.indexes.json).
 */
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import { ORDER_COLLECTIONS, ORDER_THREAD_COLLECTION } from '@pharmacy/shared';
import { recordAudit } from '../../platform/audit/audit-log.ts';
import { auth, db, storage } from '../../platform/firebase.ts';
import type { AgedDocument, RetentionStore, SignInAccount } from './retention-store.ts';

/** Firestore's limit of writes in one batch. */
const BATCH_LIMIT = 500;
/** Firebase Auth's limits: accounts listed, looked up and deleted per call. */
const ACCOUNT_PAGE_SIZE = 1000;
const ACCOUNT_LOOKUP_LIMIT = 100;
const ACCOUNT_DELETE_LIMIT = 1000;
/** Documents read per getAll. */
const READ_LIMIT = 100;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

function signInAccount(user: UserRecord): SignInAccount {
  return { uid: user.uid, emailVerified: user.emailVerified, createdAt: new Date(user.metadata.creationTime) };
}

export const retentionStore: RetentionStore = {
  async listBefore({ collection, field, before }, after, limit) {
    let query = db()
      .collection(collection)
      .where(field, '<', Timestamp.fromDate(before))
      .orderBy(field)
      .orderBy(FieldPath.documentId())
      .limit(limit);
    if (after) query = query.startAfter(Timestamp.fromDate(after.at), after.id);
    const snapshot = await query.get();
    return snapshot.docs.map((doc): AgedDocument => ({ id: doc.id, at: (doc.get(field) as Timestamp).toDate(), data: doc.data() }));
  },

  async deleteDocuments(collection, ids) {
    // An order's question thread goes with it (its files are under the order's folder, deleted before),
    // and so do its e-script token claims (decision 043): a claim outliving its order would refuse the token for ever.
    if (collection === ORDER_COLLECTIONS.orderRequests) {
      for (const id of ids) {
        await db().recursiveDelete(db().collection(collection).doc(id).collection(ORDER_THREAD_COLLECTION));
        const claims = await db().collection(ORDER_COLLECTIONS.escriptTokenClaims).where('requestId', '==', id).get();
        if (!claims.empty) {
          const batch = db().batch();
          for (const claim of claims.docs) batch.delete(claim.ref);
          await batch.commit();
        }
      }
    }
    for (const chunk of chunks(ids, BATCH_LIMIT)) {
      const batch = db().batch();
      for (const id of chunk) batch.delete(db().collection(collection).doc(id));
      await batch.commit();
    }
  },

  async idsWhere(collection, field, value) {
    const snapshot = await db().collection(collection).where(field, '==', value).select().get();
    return snapshot.docs.map((doc) => doc.id);
  },

  async existingDocuments(collection, ids) {
    const found = new Set<string>();
    for (const chunk of chunks(ids, READ_LIMIT)) {
      const snapshots = await db().getAll(...chunk.map((id) => db().collection(collection).doc(id)));
      for (const snapshot of snapshots) if (snapshot.exists) found.add(snapshot.id);
    }
    return found;
  },

  async deleteFiles(prefix) {
    const [files] = await storage().bucket().getFiles({ prefix });
    await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
    return files.length;
  },

  async listAccounts(pageToken) {
    const page = await auth().listUsers(ACCOUNT_PAGE_SIZE, pageToken);
    return { accounts: page.users.map(signInAccount), nextPageToken: page.pageToken };
  },

  async getAccounts(uids) {
    const found = new Map<string, SignInAccount>();
    for (const chunk of chunks(uids, ACCOUNT_LOOKUP_LIMIT)) {
      const { users } = await auth().getUsers(chunk.map((uid) => ({ uid })));
      for (const user of users) found.set(user.uid, signInAccount(user));
    }
    return found;
  },

  async deleteAccounts(uids) {
    for (const chunk of chunks(uids, ACCOUNT_DELETE_LIMIT)) {
      const result = await auth().deleteUsers(chunk);
      if (result.failureCount > 0) {
        const reasons = [...new Set(result.errors.map((failure) => failure.error.code))].join(', ');
        throw new Error(`Could not delete ${result.failureCount} of ${chunk.length} sign-in accounts: ${reasons}`);
      }
    }
  },

  recordAudit,
};
