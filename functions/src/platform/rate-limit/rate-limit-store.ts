/**
 * A fixed-window counter store for express-rate-limit, shared by all instances of
 * the function (the library's default memory store would give each instance its own
 * count). The counters themselves are injected: Firestore in production
 * (rate-limit-counters.ts), a Map in unit tests.
 */
import type { IncrementResponse, Options, Store } from 'express-rate-limit';

export interface WindowCount {
  hits: number;
  /** When this window ends and the count starts again from zero. */
  expiresAt: Date;
}

export interface RateLimitCounters {
  /** Atomically replaces the key's count (null when there is none) with `next(count)`. */
  update(key: string, next: (current: WindowCount | null) => WindowCount): Promise<WindowCount>;
  remove(key: string): Promise<void>;
}

export class FixedWindowStore implements Store {
  /** Counts live in the database, so one instance's hits count on every instance. */
  readonly localKeys = false;
  /** Set by init(), which express-rate-limit calls when the limiter is created. */
  private windowMs!: number;

  constructor(
    private readonly counters: RateLimitCounters,
    /** Tells apart the keys of different limiters in express-rate-limit's checks. */
    readonly prefix: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private isLive(count: WindowCount | null): count is WindowCount {
    return count !== null && count.expiresAt.getTime() > this.now().getTime();
  }

  async increment(key: string): Promise<IncrementResponse> {
    const count = await this.counters.update(key, (current) =>
      this.isLive(current)
        ? { hits: current.hits + 1, expiresAt: current.expiresAt }
        : { hits: 1, expiresAt: new Date(this.now().getTime() + this.windowMs) },
    );
    return { totalHits: count.hits, resetTime: count.expiresAt };
  }

  async decrement(key: string): Promise<void> {
    await this.counters.update(key, (current) =>
      this.isLive(current)
        ? { hits: Math.max(0, current.hits - 1), expiresAt: current.expiresAt }
        : { hits: 0, expiresAt: this.now() },
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.counters.remove(key);
  }
}
