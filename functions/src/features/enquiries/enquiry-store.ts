/**
 * Enquiries in Firestore (ENQUIRY_COLLECTIONS.enquiries) and their files in the
 * default Cloud Storage bucket. Browsers never write either, and only an admin's
 * reads the documents (firestore.rules; storage.rules closes the files to all);
 * only this Admin SDK code writes them.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { AUDIT_ACTIONS, ENQUIRY_COLLECTIONS } from '@pharmacy/shared';
import { personLabel } from '../../platform/audit/person-label.ts';
import { applyInboxChange, sameInboxState } from './enquiry-inbox.ts';
import {
  EnquiryRecordSchema,
  type EnquiryInbox,
  type EnquiryInboxChange,
  type EnquiryRecord,
  type EnquiryStore,
} from './enquiry-record.ts';
import { withConnectionRetry } from '../../platform/connection-retry.ts';
import { errorMessage } from '../../platform/error-message.ts';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { db, storage } from '../../platform/firebase.ts';
import { parseStored } from '../../platform/stored-document.ts';
import { listNeedingMailResend } from '../../platform/mail/needing-mail-resend.ts';

const enquiries = () => db().collection(ENQUIRY_COLLECTIONS.enquiries);
const bucket = () => storage().bucket();

const enquiryPath = (id: string) => `${ENQUIRY_COLLECTIONS.enquiries}/${id}`;
const toTimestamp = (value: Date | null) => (value ? Timestamp.fromDate(value) : null);

/** Throws (a server error naming no personal data) when the document does not match. */
function parseEnquiry(id: string, data: unknown): EnquiryRecord {
  return { id, ...parseStored(EnquiryRecordSchema, data, enquiryPath(id)) };
}

/** null (and an error in the logs, naming no personal data) when the document does not match. */
function toEnquiry(id: string, data: unknown): EnquiryRecord | null {
  try {
    return parseEnquiry(id, data);
  } catch (error) {
    logger.error('Skipped an enquiry that does not match its schema', { enquiryId: id, error: errorMessage(error) });
    return null;
  }
}

export const enquiryStore: EnquiryStore = {
  newId: () => enquiries().doc().id,

  async saveAttachment(storagePath, content, contentType) {
    // One request for a file of at most 10 MB; resumable uploads suit larger files.
    // Saving the same bytes to the same new path again is harmless.
    await withConnectionRetry(() => bucket().file(storagePath).save(content, { contentType, resumable: false }));
  },

  async deleteAttachment(storagePath) {
    await bucket().file(storagePath).delete({ ignoreNotFound: true });
  },

  async readAttachment(storagePath) {
    const [content] = await bucket().file(storagePath).download();
    return content;
  },

  // The id is the document's name, not a field; the time is the database's own.
  async create({ id, createdAt: _localTime, ...enquiry }) {
    await enquiries()
      .doc(id)
      .create({
        ...enquiry,
        createdAt: FieldValue.serverTimestamp(),
        readAt: null,
        handledAt: null,
        handledBy: null,
      });
  },

  async updateMail(id, mail, needsMailResend) {
    await enquiries().doc(id).update({ mail, needsMailResend });
  },

  // Needs the composite index in firestore.indexes.json. An unreadable document is
  // skipped, so it cannot stop the others from being retried.
  async listNeedingMailResend(createdBefore, limit) {
    return listNeedingMailResend(enquiries(), 'createdAt', createdBefore, limit, (docs) => docs.flatMap((doc) => toEnquiry(doc.id, doc.data()) ?? []));
  },
};

/** Only the inbox's flags that the admin named, for the audit entry. */
function requestedFlags(change: EnquiryInboxChange): Record<string, boolean> {
  return Object.fromEntries(Object.entries(change).filter(([, value]) => typeof value === 'boolean'));
}

export const enquiryInbox: EnquiryInbox = {
  async get(id) {
    const snapshot = await enquiries().doc(id).get();
    return snapshot.exists ? parseEnquiry(id, snapshot.data()) : null;
  },

  async setState(id, change, actor, at) {
    return db().runTransaction(async (transaction) => {
      const ref = enquiries().doc(id);
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return null;
      const enquiry = parseEnquiry(id, snapshot.data());
      const next = applyInboxChange(enquiry, change, actor.actorUid, at);
      // Marking what is already marked changes nothing, so there is nothing to record.
      if (sameInboxState(enquiry, next)) return next;
      transaction.update(ref, {
        readAt: toTimestamp(next.readAt),
        handledAt: toTimestamp(next.handledAt),
        handledBy: next.handledBy,
      });
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.enquiryState,
        ...actor,
        target: { type: 'enquiry', id, label: personLabel(enquiry) },
        details: requestedFlags(change),
      });
      return next;
    });
  },

  openAttachment(storagePath) {
    return bucket().file(storagePath).createReadStream();
  },
};
