/**
 * What the overview asks of the database (decision 031): counts, and the one or two
 * middle values of the time to ready. The Firestore adapter runs aggregation queries;
 * the unit tests use memory (testing/memory-overview-counter.ts).
 */

export type OverviewCollection = 'orders' | 'enquiries';

/** One `where` of a count, in the admin SDK's own terms. */
export interface Condition {
  field: string;
  op: '==' | '<' | '>=';
  value: string | boolean | null | Date;
}

/** Orders made ready since `since` (the stored readyAt, order-ready.ts). */
export const madeReadySince = (since: Date): Condition => ({ field: 'readyAt', op: '>=', value: since });

export interface OverviewCounter {
  /** How many documents of the collection meet every condition. */
  count(collection: OverviewCollection, conditions: readonly Condition[]): Promise<number>;
  /**
   * minutesToReady of the orders made ready since `since`, in ascending order, from
   * position `offset` (0-based), at most `limit` of them.
   */
  minutesToReadyAt(since: Date, offset: number, limit: number): Promise<number[]>;
}
