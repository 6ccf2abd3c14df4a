/**
 * Order requests in Firestore (ORDER_COLLECTIONS.orderRequests) and their scripts in
 * the default Cloud Storage bucket. Browsers never write either (firestore.rules,
 * storage.rules); only this Admin SDK code does.
 */
import { createHash } from 'node:crypto';
import { FieldValue, type DocumentReference, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { ORDER_COLLECTIONS, orderListFields, orderPatientFields } from '@pharmacy/shared';
import { withConnectionRetry } from '../../platform/connection-retry.ts';
import { errorMessage } from '../../platform/error-message.ts';
import { OrderRecordSchema, type OrderRecord, type OrderStore } from './order-record.ts';
import { moveOrder, orderLabel } from './order-status.ts';
import { claimIdsOf, claimReminder, markOriginalReceived, releasesClaims } from '../legal-prescriptions/index.ts';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { db, storage } from '../../platform/firebase.ts';
import { parseStored } from '../../platform/stored-document.ts';
import { listNeedingMailResend } from '../../platform/mail/needing-mail-resend.ts';

const orders = () => db().collection(ORDER_COLLECTIONS.orderRequests);
const claims = () => db().collection(ORDER_COLLECTIONS.escriptTokenClaims);
const bucket = () => storage().bucket();

/** gRPC ALREADY_EXISTS: create() found a document with that id. */
const ALREADY_EXISTS = 6;
/** Cloud Storage's answer when ifGenerationMatch: 0 finds an object at the path. */
const PRECONDITION_FAILED = 412;

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

const orderPath = (requestId: string) => `${ORDER_COLLECTIONS.orderRequests}/${requestId}`;

/** Throws (a server error naming no personal data) when the document does not match. */
export function parseOrder(data: unknown, requestId: string): OrderRecord {
  return parseStored(OrderRecordSchema, data, orderPath(requestId));
}

/** The documents of a query that match the schema; one that does not is logged and skipped, so it cannot hold up the others. */
function parseEach(docs: QueryDocumentSnapshot[]): OrderRecord[] {
  return docs.flatMap((doc) => {
    try {
      return [parseOrder(doc.data(), doc.id)];
    } catch (error) {
      logger.error('Skipped an order request that does not match its schema', {
        orderRequestId: doc.id,
        error: errorMessage(error),
      });
      return [];
    }
  });
}

/** The time-to-ready fields (decision 031) once the order has them; nothing before. */
function readyFieldsOf({ readyAt, minutesToReady }: OrderRecord): Partial<Pick<OrderRecord, 'readyAt' | 'minutesToReady'>> {
  return readyAt === undefined ? {} : { readyAt, minutesToReady };
}

/**
 * The fields a status move writes (moveOrder's order after), for this store's transaction
 * and for the consignments' dispatch, which moves several orders in its own (decision 059).
 */
export function movedOrderFields(order: OrderRecord): Record<string, unknown> {
  return {
    status: order.status,
    updatedAt: FieldValue.serverTimestamp(),
    statusHistory: order.statusHistory,
    'mail.statusUpdate': order.mail.statusUpdate,
    needsMailResend: order.needsMailResend,
    originalAwaited: order.originalAwaited,
    originalDueDate: order.originalDueDate,
    originalReminderOn: order.originalReminderOn,
    ...readyFieldsOf(order),
    // Decision 078: an order moved to Dispatched or Collected is due its invoice; issuing clears it (features/invoices), and the retry job finds what is left.
    ...(order.status === 'dispatched' || order.status === 'collected' ? { invoiceDue: true } : {}),
  };
}

/** The claims of the order's tokens that this order holds (a claim another order holds is left alone). */
async function claimsHeldBy(transaction: Transaction, order: OrderRecord): Promise<DocumentReference[]> {
  const refs = claimIdsOf(order).map((id) => claims().doc(id));
  if (refs.length === 0) return [];
  const snapshots = await transaction.getAll(...refs);
  return snapshots.flatMap((claim) => (claim.exists && claim.get('requestId') === order.requestId ? [claim.ref] : []));
}

export const orderStore: OrderStore = {
  async saveScript(storagePath, content, contentType) {
    const file = bucket().file(storagePath);
    // One request per file of at most 10 MB. The precondition makes the save fail
    // rather than overwrite a file of another request with the same ID (the Storage
    // emulator ignores it; production does not).
    const save = async (): Promise<'saved' | 'exists'> => {
      try {
        await file.save(content, { contentType, resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
        return 'saved';
      } catch (error) {
        if (codeOf(error) === PRECONDITION_FAILED) return 'exists';
        throw error;
      }
    };
    // After a lost connection the first try may have landed: a file there with our
    // very bytes is ours, not another request's.
    return withConnectionRetry(save, async () => {
      const outcome = await save();
      if (outcome === 'saved') return outcome;
      const [metadata] = await file.getMetadata();
      return metadata.md5Hash === createHash('md5').update(content).digest('base64') ? 'saved' : 'exists';
    });
  },

  async deleteScript(storagePath) {
    await bucket().file(storagePath).delete({ ignoreNotFound: true });
  },

  openScript(storagePath) {
    return bucket().file(storagePath).createReadStream();
  },

  // The times are the database's own; each statusHistory entry keeps the function's
  // (Firestore has no server time inside arrays). The order and its token claims are
  // read and written in one transaction: of two orders sent at once with one token, the
  // second reads the first's claim when Firestore retries it (decision 043).
  async create({ createdAt: _createdAt, updatedAt: _updatedAt, ...order }) {
    const ref = orders().doc(order.requestId);
    const claimRefs = claimIdsOf(order).map((id) => claims().doc(id));
    try {
      return await db().runTransaction(async (transaction) => {
        const [existing, ...claimed] = await transaction.getAll(ref, ...claimRefs);
        if (existing?.exists) return 'exists' as const;
        if (claimed.some((claim) => claim.exists)) return 'token_taken' as const;
        transaction.create(ref, {
          ...order,
          // The queue's search by ID and practitioner (decision 023).
          ...orderListFields(order.requestId, order.practitioner),
          // Which patients it names, for finding a patient's orders across prescribers (decision 040).
          ...orderPatientFields(order.items),
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
        for (const claim of claimRefs) transaction.create(claim, { requestId: order.requestId, claimedAt: FieldValue.serverTimestamp() });
        return 'created' as const;
      });
    } catch (error) {
      if (codeOf(error) === ALREADY_EXISTS) return 'exists';
      throw error;
    }
  },

  async get(requestId) {
    const snapshot = await orders().doc(requestId).get();
    return snapshot.exists ? parseOrder(snapshot.data(), requestId) : null;
  },

  async changeStatus({ requestId, ...change }) {
    const ref = orders().doc(requestId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return { kind: 'not_found' } as const;
      const current = parseOrder(snapshot.data(), requestId);
      const move = moveOrder(current, change);
      if (move.kind !== 'changed') return move;
      // A cancelled order from which nothing was supplied frees its tokens for another (decision 043);
      // a recorded supply or checked record of compounding keeps them (decision 065).
      const released = releasesClaims(current, move.order.status) ? await claimsHeldBy(transaction, current) : [];
      transaction.update(ref, movedOrderFields(move.order));
      for (const claim of released) transaction.delete(claim);
      recordAuditIn(transaction, move.audit);
      return { kind: 'changed', from: move.from, order: move.order } as const;
    });
  },

  async updateMail(requestId, mail, needsMailResend) {
    const fields = Object.fromEntries(Object.entries(mail).map(([name, state]) => [`mail.${name}`, state]));
    await orders()
      .doc(requestId)
      .update({ ...fields, needsMailResend });
  },

  // Needs the composite index (needsMailResend, updatedAt) in firestore.indexes.json.
  // An unreadable document is skipped, so it cannot stop the others from being retried.
  async listNeedingMailResend(updatedBefore, limit) {
    return listNeedingMailResend(orders(), 'updatedAt', updatedBefore, limit, parseEach);
  },

  async markOriginalReceived({ requestId, ...change }) {
    const ref = orders().doc(requestId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return { kind: 'not_found' } as const;
      const order = parseOrder(snapshot.data(), requestId);
      const outcome = markOriginalReceived(order, change, orderLabel(order));
      if (outcome.kind !== 'marked') return outcome;
      // updatedAt stays: it counts only status changes (the retention period runs from it, decision 020).
      transaction.update(ref, {
        items: outcome.order.items,
        originalAwaited: outcome.order.originalAwaited,
        originalDueDate: outcome.order.originalDueDate,
        originalReminderOn: outcome.order.originalReminderOn,
      });
      recordAuditIn(transaction, outcome.audit);
      return outcome;
    });
  },

  // A range on one field ordered by it: Firestore's automatic single-field index serves it.
  async listDueOriginalReminders(today, limit) {
    const snapshot = await orders().where('originalReminderOn', '<=', today).orderBy('originalReminderOn').limit(limit).get();
    return parseEach(snapshot.docs);
  },

  async claimOriginalReminder(requestId, today) {
    const ref = orders().doc(requestId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return null;
      const claim = claimReminder(parseOrder(snapshot.data(), requestId), today);
      if (!claim) return null;
      transaction.update(ref, {
        [`mail.${claim.name}`]: claim.order.mail[claim.name],
        needsMailResend: true,
        originalReminderOn: claim.order.originalReminderOn,
      });
      return claim;
    });
  },
};
