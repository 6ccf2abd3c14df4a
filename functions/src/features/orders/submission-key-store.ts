/**
 * Idempotency-Key records in Firestore (ORDER_COLLECTIONS.orderSubmissionKeys). Only
 * this Admin SDK code reads or writes them (firestore.rules deny browsers everything);
 * `expiresAt` is the field for a Firestore TTL policy, which deletes them after 24 hours.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { ORDER_COLLECTIONS } from '@pharmacy/shared';
import { db } from '../../platform/firebase.ts';
import { storedDate } from '../../platform/mail/stored-mail-state.ts';
import { parseStored } from '../../platform/stored-document.ts';
import { holdsKey, type SubmissionKeyRecord, type SubmissionKeyStore } from './submission-key-record.ts';

const keys = () => db().collection(ORDER_COLLECTIONS.orderSubmissionKeys);

const StoredSubmissionKeySchema = z.object({
  uid: z.string(),
  fingerprint: z.string(),
  requestId: z.string().nullable(),
  claimedAt: storedDate,
  expiresAt: storedDate,
});

const parseRecord = (data: unknown, id: string): SubmissionKeyRecord =>
  parseStored(StoredSubmissionKeySchema, data, `${ORDER_COLLECTIONS.orderSubmissionKeys}/${id}`);

export const submissionKeyStore: SubmissionKeyStore = {
  async claim(id, claim, abandonedBefore) {
    const ref = keys().doc(id);
    // A transaction: of two requests with one key, exactly one writes its claim.
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (snapshot.exists) {
        const record = parseRecord(snapshot.data(), id);
        if (holdsKey(record, claim.claimedAt, abandonedBefore)) return { kind: 'taken', record } as const;
      }
      transaction.set(ref, {
        ...claim,
        claimedAt: Timestamp.fromDate(claim.claimedAt),
        expiresAt: Timestamp.fromDate(claim.expiresAt),
      });
      return { kind: 'claimed' } as const;
    });
  },

  async get(id) {
    const snapshot = await keys().doc(id).get();
    return snapshot.exists ? parseRecord(snapshot.data(), id) : null;
  },

  async complete(id, requestId) {
    await keys().doc(id).update({ requestId });
  },

  async release(id) {
    await keys().doc(id).delete();
  },
};
