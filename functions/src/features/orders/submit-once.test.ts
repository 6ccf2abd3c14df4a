import { describe, expect, it, vi } from 'vitest';
import { ORDER_ERROR_CODES } from '@pharmacy/shared';
import type { SubmissionKeyRecord } from './submission-key-record.ts';
import { ABANDONED_CLAIM_MS, WAIT_FOR_FIRST_MS, submissionKeyId, submitOnce, type KeyedSubmission } from './submit-once.ts';
import { memorySubmissionKeyStore } from './testing/memory-submission-key-store.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

const KEY = '3f1c9a52-7b0e-4d2a-9c61-5e8f2b7d4a10';
const ALICE: KeyedSubmission = { uid: 'alice', key: KEY, fingerprint: 'cart-1' };

/** A clock that the waiting request's sleep moves on, and a submit that takes as long as the test says. */
function setUp() {
  const records = new Map<string, SubmissionKeyRecord>();
  let time = new Date('2026-03-02T09:00:00+11:00').getTime();
  const deps = {
    store: memorySubmissionKeyStore(records),
    now: () => new Date(time),
    sleep: async (ms: number) => {
      time += ms;
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
  let made = 0;
  const submit = vi.fn(async () => {
    made += 1;
    return `HC-260302-000${made}`;
  });
  return { records, deps, submit, advance: (ms: number) => (time += ms) };
}

describe('an order submit with an Idempotency-Key', () => {
  it('makes the order once when two requests with one key arrive together, and both answer its ID', async () => {
    const { deps, submit } = setUp();
    let finish!: () => void;
    const slowSubmit = vi.fn(async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return 'HC-260302-AAAA';
    });
    const first = submitOnce(ALICE, slowSubmit, deps);
    const second = submitOnce(ALICE, submit, deps);
    await new Promise((resolve) => setImmediate(resolve));
    finish();

    expect(await first).toEqual({ requestId: 'HC-260302-AAAA', replayed: false });
    expect(await second).toEqual({ requestId: 'HC-260302-AAAA', replayed: true });
    expect(slowSubmit).toHaveBeenCalledOnce();
    expect(submit).not.toHaveBeenCalled();
  });

  it('answers a retry after success with the first request ID, until the key has expired', async () => {
    const { deps, submit, advance } = setUp();
    expect(await submitOnce(ALICE, submit, deps)).toEqual({ requestId: 'HC-260302-0001', replayed: false });
    advance(23 * 60 * 60_000);
    expect(await submitOnce(ALICE, submit, deps)).toEqual({ requestId: 'HC-260302-0001', replayed: true });
    advance(60 * 60_000);
    expect(await submitOnce(ALICE, submit, deps)).toEqual({ requestId: 'HC-260302-0002', replayed: false });
  });

  it("keeps each caller's keys apart", async () => {
    const { records, deps, submit } = setUp();
    await submitOnce(ALICE, submit, deps);
    expect(await submitOnce({ ...ALICE, uid: 'bob' }, submit, deps)).toEqual({ requestId: 'HC-260302-0002', replayed: false });
    expect([...records.keys()].sort()).toEqual([submissionKeyId('alice', KEY), submissionKeyId('bob', KEY)].sort());
  });

  it('gives the key up when the order could not be made, so the retry makes it', async () => {
    const { records, deps, submit } = setUp();
    const failing = vi.fn().mockRejectedValue(new Error('Firestore is unavailable'));
    await expect(submitOnce(ALICE, failing, deps)).rejects.toThrow('Firestore is unavailable');
    expect(records.size).toBe(0);
    expect(await submitOnce(ALICE, submit, deps)).toEqual({ requestId: 'HC-260302-0001', replayed: false });
  });

  it('refuses the key with another cart, whether its order is made or still being made', async () => {
    const { deps, submit } = setUp();
    await submitOnce(ALICE, submit, deps);
    await expect(submitOnce({ ...ALICE, fingerprint: 'cart-2' }, submit, deps)).rejects.toMatchObject({
      status: 422,
      code: ORDER_ERROR_CODES.idempotencyKeyReused,
    });
    expect(submit).toHaveBeenCalledOnce();
  });

  it('asks a request that waited a minute for the first to send again later (409), making nothing', async () => {
    const { deps, submit } = setUp();
    const never = vi.fn(() => new Promise<string>(() => undefined));
    void submitOnce(ALICE, never, deps);
    await expect(submitOnce(ALICE, submit, deps)).rejects.toMatchObject({ status: 409, code: ORDER_ERROR_CODES.submissionInProgress });
    expect(submit).not.toHaveBeenCalled();
    expect(WAIT_FOR_FIRST_MS).toBeLessThan(ABANDONED_CLAIM_MS);
  });

  it('takes over a claim whose request died before making the order', async () => {
    const { deps, submit, advance } = setUp();
    void submitOnce(ALICE, () => new Promise<string>(() => undefined), deps);
    await new Promise((resolve) => setImmediate(resolve));
    advance(ABANDONED_CLAIM_MS + 1);
    expect(await submitOnce(ALICE, submit, deps)).toEqual({ requestId: 'HC-260302-0001', replayed: false });
  });
});
