/**
 * What every SubmissionKeyStore must do, run against the in-memory store (unit tests)
 * and the Firestore adapter (tests/api/store-contracts.test.ts, on the emulators).
 * Each test uses ids of its own.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SubmissionKeyRecord, SubmissionKeyStore } from '../submission-key-record.ts';

const MINUTE = 60_000;
/** Whose records the contract makes, so the emulator run can remove them afterwards. */
export const CONTRACT_SUBMITTER_UID = 'submission-key-contract';

/** Firestore keeps milliseconds; so does this. */
const at = (offsetMs = 0) => new Date(Math.floor(Date.now() / 1000) * 1000 + offsetMs);
const LONG_AGO = at(-60 * MINUTE);

function claim(overrides: Partial<SubmissionKeyRecord> = {}): SubmissionKeyRecord {
  return { uid: CONTRACT_SUBMITTER_UID, fingerprint: 'cart-1', requestId: null, claimedAt: at(), expiresAt: at(24 * 60 * MINUTE), ...overrides };
}

export function describeSubmissionKeyStoreContract(name: string, makeStore: () => SubmissionKeyStore): void {
  describe(`the submission key store contract: ${name}`, () => {
    it('lets the first claim of a key through, and shows later ones the record that holds it', async () => {
      const store = makeStore();
      const id = randomUUID();
      const first = claim();
      expect(await store.claim(id, first, LONG_AGO)).toEqual({ kind: 'claimed' });
      expect(await store.claim(id, claim({ fingerprint: 'cart-2' }), LONG_AGO)).toEqual({ kind: 'taken', record: first });
      expect(await store.get(id)).toEqual(first);
      expect(await store.get(randomUUID())).toBeNull();
    });

    it('lets exactly one of several concurrent claims of a key through', async () => {
      const store = makeStore();
      const id = randomUUID();
      const outcomes = await Promise.all(Array.from({ length: 5 }, () => store.claim(id, claim(), LONG_AGO)));
      expect(outcomes.filter((outcome) => outcome.kind === 'claimed')).toHaveLength(1);
    });

    it('keeps the request ID a claim made, and answers later claims with it', async () => {
      const store = makeStore();
      const id = randomUUID();
      await store.claim(id, claim(), LONG_AGO);
      await store.complete(id, 'HC-000101-AAAA');
      expect(await store.claim(id, claim(), at(MINUTE))).toMatchObject({ kind: 'taken', record: { requestId: 'HC-000101-AAAA' } });
    });

    it('frees a released key, an expired record and an abandoned claim, but not a finished one within its retention', async () => {
      const store = makeStore();
      const [released, expired, abandoned, finished] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      await store.claim(released, claim(), LONG_AGO);
      await store.release(released);
      expect(await store.get(released)).toBeNull();
      expect(await store.claim(released, claim(), LONG_AGO)).toEqual({ kind: 'claimed' });

      await store.claim(expired, claim({ requestId: 'HC-000101-BBBB', expiresAt: at(-MINUTE) }), LONG_AGO);
      expect(await store.claim(expired, claim(), LONG_AGO)).toEqual({ kind: 'claimed' });

      await store.claim(abandoned, claim({ claimedAt: at(-10 * MINUTE) }), LONG_AGO);
      expect(await store.claim(abandoned, claim(), at(-5 * MINUTE))).toEqual({ kind: 'claimed' });

      await store.claim(finished, claim({ claimedAt: at(-10 * MINUTE), requestId: 'HC-000101-CCCC' }), LONG_AGO);
      expect(await store.claim(finished, claim(), at(-5 * MINUTE))).toMatchObject({ kind: 'taken' });
    });
  });
}
