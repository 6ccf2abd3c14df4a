/**
 * What the record of compounding needs from storage: one change to an order's records,
 * decided on the order as it is inside the transaction and written with its audit entry
 * (firestore-compounding-store.ts; the unit tests' testing/memory-compounding-store.ts).
 */
import type { OrderRecord } from '../orders/index.ts';
import type { CompoundingStep } from './compounding-steps.ts';

export type CompoundingOutcome = CompoundingStep | { kind: 'not_found' };

export interface CompoundingStore {
  /**
   * Reads orderRequests/{requestId} in a transaction and, when `decide` changes it, writes
   * the order's `compounding` (and `lastSupplyAt` when the step sets it) and the audit
   * entry together; a refusal writes nothing. Never the order's updatedAt: that is its
   * last status change (decision 020).
   */
  change(requestId: string, decide: (order: OrderRecord) => CompoundingStep): Promise<CompoundingOutcome>;
}
