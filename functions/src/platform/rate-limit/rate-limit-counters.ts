/**
 * Rate-limit counters in Firestore (ENQUIRY_COLLECTIONS.rateLimits), shared by every
 * function instance. Keys are hashes chosen by the caller: no client address is
 * ever written here. `expiresAt` is also the field for a Firestore TTL policy, so
 * counters of windows that have ended are deleted without a job.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { ENQUIRY_COLLECTIONS } from '@pharmacy/shared';
import type { RateLimitCounters, WindowCount } from './rate-limit-store.ts';
import { db } from '../firebase.ts';

const counters = () => db().collection(ENQUIRY_COLLECTIONS.rateLimits);

function toWindowCount(data: DocumentData | undefined): WindowCount | null {
  if (typeof data?.hits !== 'number' || !(data.expiresAt instanceof Timestamp)) return null;
  return { hits: data.hits, expiresAt: data.expiresAt.toDate() };
}

export const rateLimitCounters: RateLimitCounters = {
  async update(key, next) {
    const ref = counters().doc(key);
    // A transaction, so concurrent requests of one client each see the other's hit.
    return db().runTransaction(async (transaction) => {
      const updated = next(toWindowCount((await transaction.get(ref)).data()));
      transaction.set(ref, { hits: updated.hits, expiresAt: Timestamp.fromDate(updated.expiresAt) });
      return updated;
    });
  },
  async remove(key) {
    await counters().doc(key).delete();
  },
};
