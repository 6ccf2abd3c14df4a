/**
 * emailVerifications/{SHA-256 of the token}: { uid, email, createdAt, expiresAt,
 * usedAt, supersededAt }. The token itself is never stored.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { ACCOUNT_COLLECTIONS } from '@pharmacy/shared';
import { db } from '../../platform/firebase.ts';

export interface NewVerification {
  uid: string;
  email: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** At most `max` tokens per account since `since`. */
export interface IssueLimit {
  max: number;
  since: Date;
}

export type ConsumedVerification =
  | { kind: 'verified'; uid: string; email: string }
  | { kind: 'unknown' | 'superseded' | 'expired' | 'used' };

const verifications = () => db().collection(ACCOUNT_COLLECTIONS.emailVerifications);

const isUnused = (data: DocumentData) => data.usedAt == null && data.supersededAt == null;

function classify(data: DocumentData, now: Date): ConsumedVerification['kind'] {
  if (data.usedAt != null) return 'used';
  if (data.supersededAt != null) return 'superseded';
  if ((data.expiresAt as Timestamp).toMillis() <= now.getTime()) return 'expired';
  return 'verified';
}

export const emailVerifications = {
  /**
   * Stores a new token and supersedes the account's earlier unused ones, unless the
   * account already had `limit.max` tokens since `limit.since`. One transaction, so
   * two sends at once can neither both pass the limit nor leave two usable links.
   */
  async issue(verification: NewVerification, limit: IssueLimit): Promise<'issued' | 'rate_limited'> {
    return db().runTransaction(async (transaction) => {
      const earlier = await transaction.get(verifications().where('uid', '==', verification.uid));
      const recent = earlier.docs.filter((doc) => (doc.get('createdAt') as Timestamp).toMillis() > limit.since.getTime());
      if (recent.length >= limit.max) return 'rate_limited';

      const createdAt = Timestamp.fromDate(verification.createdAt);
      for (const doc of earlier.docs) {
        if (isUnused(doc.data())) transaction.update(doc.ref, { supersededAt: createdAt });
      }
      transaction.create(verifications().doc(verification.tokenHash), {
        uid: verification.uid,
        email: verification.email,
        createdAt,
        expiresAt: Timestamp.fromDate(verification.expiresAt),
        usedAt: null,
        supersededAt: null,
      });
      return 'issued';
    });
  },

  /** Marks the token used when it is still usable; one transaction makes each link work exactly once. */
  async consume(tokenHash: string, now: Date): Promise<ConsumedVerification> {
    return db().runTransaction(async (transaction): Promise<ConsumedVerification> => {
      const ref = verifications().doc(tokenHash);
      const snapshot = await transaction.get(ref);
      const data = snapshot.data();
      if (!data) return { kind: 'unknown' };
      const kind = classify(data, now);
      if (kind !== 'verified') return { kind };
      transaction.update(ref, { usedAt: Timestamp.fromDate(now) });
      return { kind, uid: data.uid as string, email: data.email as string };
    });
  },
};
