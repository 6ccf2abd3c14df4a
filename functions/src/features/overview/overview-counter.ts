/**
 * What the overview asks of the database (decisions 031 and 034): the counter documents
 * the triggers keep, and the one or two middle values of the time to ready. The Firestore
 * adapter reads documents and runs one offset query; the unit tests use memory
 * (testing/memory-overview-counter.ts).
 */

/** One `where` of a query, in the admin SDK's own terms. */
export interface Condition {
  field: string;
  op: '==' | '<' | '>=';
  value: string | boolean | null | Date;
}

/** Orders made ready since `since` (the stored readyAt, order-ready.ts). */
export const madeReadySince = (since: Date): Condition => ({ field: 'readyAt', op: '>=', value: since });

export interface OverviewCounter {
  /** The counter documents (shared/src/counters.ts) with these IDs; a missing one is left out. */
  counters(ids: readonly string[]): Promise<Map<string, Record<string, unknown>>>;
  /**
   * minutesToReady of the orders made ready since `since`, in ascending order, from
   * position `offset` (0-based), at most `limit` of them.
   */
  minutesToReadyAt(since: Date, offset: number, limit: number): Promise<number[]>;
}
