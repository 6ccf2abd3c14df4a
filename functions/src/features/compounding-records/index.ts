/** The record of compounding (issue 24 part 5, decision 050): each item's batch, beyond-use date, preparer and checker. */
export { compoundingRouter } from './router.ts';
export { compoundingStore } from './firestore-compounding-store.ts';
export type { CompoundingStore } from './compounding-store.ts';
