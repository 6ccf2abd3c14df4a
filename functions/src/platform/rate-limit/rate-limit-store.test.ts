import type { Options } from 'express-rate-limit';
import { describe, expect, it } from 'vitest';
import { memoryRateLimitCounters } from './testing/memory-rate-limit-counters.ts';
import { FixedWindowStore } from './rate-limit-store.ts';

const HOUR = 60 * 60 * 1000;

function storeAt(start: string) {
  let now = new Date(start);
  const { counts, counters } = memoryRateLimitCounters();
  const store = new FixedWindowStore(counters, 'test:', () => now);
  store.init({ windowMs: HOUR } as Options);
  return { store, counts, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('the fixed-window store', () => {
  it('counts hits within one window, which ends an hour after the first hit', async () => {
    const { store, advance } = storeAt('2026-03-02T00:00:00.000Z');
    expect(await store.increment('a')).toEqual({ totalHits: 1, resetTime: new Date('2026-03-02T01:00:00.000Z') });
    advance(59 * 60 * 1000);
    expect(await store.increment('a')).toEqual({ totalHits: 2, resetTime: new Date('2026-03-02T01:00:00.000Z') });
  });

  it('starts again from one once the window has ended', async () => {
    const { store, advance } = storeAt('2026-03-02T00:00:00.000Z');
    await store.increment('a');
    await store.increment('a');
    advance(HOUR);
    expect(await store.increment('a')).toEqual({ totalHits: 1, resetTime: new Date('2026-03-02T02:00:00.000Z') });
  });

  it('keeps clients apart', async () => {
    const { store } = storeAt('2026-03-02T00:00:00.000Z');
    await store.increment('a');
    await store.increment('a');
    expect((await store.increment('b')).totalHits).toBe(1);
  });

  it('takes back a hit, never below zero, and forgets a reset client', async () => {
    const { store, counts } = storeAt('2026-03-02T00:00:00.000Z');
    await store.increment('a');
    await store.decrement('a');
    await store.decrement('a');
    expect(counts.get('a')?.hits).toBe(0);
    await store.increment('a');
    await store.resetKey('a');
    expect(counts.has('a')).toBe(false);
    expect((await store.increment('a')).totalHits).toBe(1);
  });
});
