/**
 * What an order submit's Idempotency-Key made (orderSubmissionKeys/{id}), and what the
 * submit needs from storage: submission-key-store.ts keeps it in Firestore, the unit
 * tests in memory (testing/memory-submission-key-store.ts). Decision 021.
 */
export interface SubmissionKeyRecord {
  /** Whose key: the same key from another caller is another record (the id hashes both). */
  uid: string;
  /** Of the cart, notes and scripts the key was first sent with (submit-once.ts). */
  fingerprint: string;
  /** The order the key made; null while its first request is still storing it. */
  requestId: string | null;
  claimedAt: Date;
  /** Kept this long for retries (a Firestore TTL policy deletes it after). */
  expiresAt: Date;
}

export type ClaimOutcome = { kind: 'claimed' } | { kind: 'taken'; record: SubmissionKeyRecord };

export interface SubmissionKeyStore {
  /**
   * Writes `claim` at `id` unless a live record is there (one transaction, so of two
   * concurrent claims one wins): 'claimed', or the record that holds the key.
   */
  claim(id: string, claim: SubmissionKeyRecord, abandonedBefore: Date): Promise<ClaimOutcome>;
  get(id: string): Promise<SubmissionKeyRecord | null>;
  /** Records the order the claim made. */
  complete(id: string, requestId: string): Promise<void>;
  /** Gives the key up after its request failed, so that a retry can make the order. */
  release(id: string): Promise<void>;
}

/**
 * Whether the record still holds its key at `now`: not past its retention, and either
 * finished or claimed after `abandonedBefore` (a claim older than that belonged to a
 * request that can no longer be running).
 */
export function holdsKey(record: SubmissionKeyRecord, now: Date, abandonedBefore: Date): boolean {
  if (record.expiresAt.getTime() <= now.getTime()) return false;
  return record.requestId !== null || record.claimedAt.getTime() > abandonedBefore.getTime();
}
