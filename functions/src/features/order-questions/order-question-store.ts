/**
 * Thread messages in Firestore (orderRequests/{requestId}/messages) and their files in
 * the default Cloud Storage bucket. Browsers never write either (firestore.rules,
 * storage.rules); only this Admin SDK code does.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { ORDER_COLLECTIONS, ORDER_THREAD_COLLECTION } from '@pharmacy/shared';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { withConnectionRetry } from '../../platform/connection-retry.ts';
import { errorMessage } from '../../platform/error-message.ts';
import { db, storage } from '../../platform/firebase.ts';
import { parseStored } from '../../platform/stored-document.ts';
import { OrderRecordSchema } from '../orders/index.ts';
import { OrderMessageRecordSchema, type ThreadStore } from './order-question-record.ts';
import { listNeedingMailResend } from '../../platform/mail/needing-mail-resend.ts';

const order = (requestId: string) => db().collection(ORDER_COLLECTIONS.orderRequests).doc(requestId);
const messages = (requestId: string) => order(requestId).collection(ORDER_THREAD_COLLECTION);
const bucket = () => storage().bucket();

const parseOrder = (data: unknown, requestId: string) =>
  parseStored(OrderRecordSchema, data, `${ORDER_COLLECTIONS.orderRequests}/${requestId}`);
const parseMessage = (data: unknown, path: string) => parseStored(OrderMessageRecordSchema, data, path);

/** The messages that match their schema; one that does not is logged and skipped, so it cannot hold up the others. */
function parseEachMessage(docs: QueryDocumentSnapshot[]) {
  return docs.flatMap((doc) => {
    try {
      return [{ messageId: doc.id, message: parseMessage(doc.data(), doc.ref.path) }];
    } catch (error) {
      logger.error('Skipped a thread message that does not match its schema', { path: doc.ref.path, error: errorMessage(error) });
      return [];
    }
  });
}

export const threadStore: ThreadStore = {
  newMessageId(requestId) {
    return messages(requestId).doc().id;
  },

  async getOrder(requestId) {
    const snapshot = await order(requestId).get();
    return snapshot.exists ? parseOrder(snapshot.data(), requestId) : null;
  },

  async saveFile(storagePath, content, contentType) {
    // The path holds a fresh message id: nothing else is ever stored there, so a retried save may overwrite its own first try.
    await withConnectionRetry(() => bucket().file(storagePath).save(content, { contentType, resumable: false }));
  },

  async deleteFile(storagePath) {
    await bucket().file(storagePath).delete({ ignoreNotFound: true });
  },

  openFile(storagePath) {
    return bucket().file(storagePath).createReadStream();
  },

  async addMessage({ messageId, message }, decide) {
    const orderRef = order(message.requestId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(orderRef);
      const current = snapshot.exists ? parseOrder(snapshot.data(), message.requestId) : null;
      const step = decide(current);
      if ('refusal' in step) return { kind: 'refused', refusal: step.refusal } as const;
      if (!current) throw new Error('A thread step allowed a message on a missing order');
      transaction.create(messages(message.requestId).doc(messageId), message);
      // Not updatedAt: that is the time of the last status change, which the retention period counts from (decision 020).
      transaction.update(orderRef, { clarification: step.clarification });
      if (step.audit) recordAuditIn(transaction, step.audit);
      return { kind: 'added', order: { ...current, clarification: step.clarification } } as const;
    });
  },

  async getMessage(requestId, messageId) {
    const snapshot = await messages(requestId).doc(messageId).get();
    return snapshot.exists ? parseMessage(snapshot.data(), snapshot.ref.path) : null;
  },

  async listMessages(requestId) {
    const snapshot = await messages(requestId).orderBy('createdAt', 'asc').get();
    return parseEachMessage(snapshot.docs);
  },

  async updateMail(requestId, messageId, mail, needsMailResend) {
    await messages(requestId).doc(messageId).update({ mail, needsMailResend });
  },

  // Needs the collection-group index (needsMailResend, createdAt) in firestore.indexes.json.
  // An unreadable message is skipped, so it cannot stop the others from being retried.
  async listNeedingMailResend(before, limit) {
    return listNeedingMailResend(db().collectionGroup(ORDER_THREAD_COLLECTION), 'createdAt', before, limit, parseEachMessage);
  },
};
