/** Test helper: RateLimitCounters in a Map, replaced whole on each update like the Firestore transaction. */
import type { RateLimitCounters, WindowCount } from '../rate-limit-store.ts';

export function memoryRateLimitCounters(): { counts: Map<string, WindowCount>; counters: RateLimitCounters } {
  const counts = new Map<string, WindowCount>();
  const counters: RateLimitCounters = {
    async update(key, next) {
      const updated = next(counts.get(key) ?? null);
      counts.set(key, updated);
      return updated;
    },
    async remove(key) {
      counts.delete(key);
    },
  };
  return { counts, counters };
}
