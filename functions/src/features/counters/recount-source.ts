/**
 * What the recount asks of the database (decision 034): aggregation counts for the
 * counters, the few fields that name their buckets, and the counter documents
 * themselves. Firestore in firestore-recount-source.ts; memory in the unit tests.
 */
import type { CountedCollection } from './counter-contributions.ts';

export interface CountCondition {
  field: string;
  op: '==' | '<' | '>=';
  value: string | boolean | null | Date;
}

/** A counter change: a number to add or to put, or 'delete' to remove the field (or the whole document, for a `{doc}/` key). */
export type CounterCorrection = { add: number } | { set: number } | 'delete';

export interface RecountSource {
  count(collection: CountedCollection, conditions: readonly CountCondition[]): Promise<number>;
  /** The stored values of `field` of the records meeting the conditions (only that field is read). */
  values(collection: CountedCollection, field: string, conditions: readonly CountCondition[]): Promise<unknown[]>;
  /** Every counter document, by ID. */
  counterDocuments(): Promise<Map<string, Record<string, unknown>>>;
  /** Applies corrections by counter key (counter-contributions.ts); a `{doc}/` key with 'delete' deletes the document. */
  correct(corrections: Map<string, CounterCorrection>): Promise<void>;
  /** Removes the markers of events taken before `before`; how many. */
  purgeEventMarkers(before: Date): Promise<number>;
}
