import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_AHEAD_FRESH_MS, freshOnlyIfReadAhead, markReadAhead, sessionWithSecondFactor, type RestoredAuth } from './read-ahead.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A screen that never serves a cached answer on mount, as the audit log asks (staleTime 0 but for the read ahead). */
async function readLog(client: QueryClient, answer: string) {
  return client.fetchQuery({ queryKey: ['audit-log'], queryFn: () => Promise.resolve(answer), staleTime: freshOnlyIfReadAhead });
}

describe('an answer read ahead (decision 073)', () => {
  it('is fresh for its screen once, for a few seconds; any answer fetched after it is stale at once', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-28T08:00:00Z') });
    const client = new QueryClient();
    await client.prefetchQuery({ queryKey: ['audit-log'], queryFn: () => Promise.resolve('read ahead') });
    const query = client.getQueryCache().find({ queryKey: ['audit-log'], exact: true });
    if (!query) throw new Error('the prefetch left nothing in the cache');
    markReadAhead(query);

    expect(freshOnlyIfReadAhead(query)).toBe(READ_AHEAD_FRESH_MS);
    // The screen mounting within the window gets the answer read ahead, not a second read.
    expect(await readLog(client, 'read again')).toBe('read ahead');

    vi.setSystemTime(Date.now() + READ_AHEAD_FRESH_MS);
    expect(freshOnlyIfReadAhead(query)).toBe(0);
    expect(await readLog(client, 'read again')).toBe('read again');
    // The newer answer was not read ahead: stale at once, as the screen asks.
    expect(freshOnlyIfReadAhead(query)).toBe(0);
  });

  it('leaves a query that was never read ahead stale at once', async () => {
    const client = new QueryClient();
    expect(await readLog(client, 'first')).toBe('first');
    expect(await readLog(client, 'second')).toBe('second');
  });
});

describe('the session a read ahead waits for', () => {
  const restored = (signInSecondFactor: string | null | 'nobody'): RestoredAuth => ({
    authStateReady: () => Promise.resolve(),
    currentUser: signInSecondFactor === 'nobody' ? null : { getIdTokenResult: () => Promise.resolve({ signInSecondFactor }) },
  });

  it('starts no read for nobody signed in, nor for a password-only session (sent to sign in again), only with a second factor', async () => {
    expect(await sessionWithSecondFactor(restored('nobody'))).toBe(false);
    expect(await sessionWithSecondFactor(restored(null))).toBe(false);
    expect(await sessionWithSecondFactor(restored('phone'))).toBe(true);
  });
});
