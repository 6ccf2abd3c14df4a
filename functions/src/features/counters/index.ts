/** Counters kept by triggers as records change, and their nightly recount (decision 034). */
export { takeCounterEvent } from './take-counter-event.ts';
export { recountCounters, type Drift } from './recount-counters.ts';
export { firestoreRecountSource } from './firestore-recount-source.ts';
export { devRecountRouter } from './dev-recount-router.ts';
export { countersOf, type CountedCollection } from './counter-contributions.ts';
