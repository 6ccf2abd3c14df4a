/** Health data stays in Australia: every function and bucket lives in Sydney. */
export const REGION = 'australia-southeast1';
export const TIME_ZONE = 'Australia/Sydney';
export const LOCALE = 'en-AU';
/** Project id for local runs; the `demo-` prefix keeps the emulators offline. */
export const LOCAL_PROJECT_ID = 'demo-compounding-pharmacy';

export const COLLECTIONS = {
  users: 'users',
  /** adminMobiles/{uid}: {mobile} an admin's mobile on record (E.164), the server's alone; the users record holds only a hint (decision 066). */
  adminMobiles: 'adminMobiles',
  /** Captured outgoing e-mail on the emulators (never in production). */
  devOutbox: 'devOutbox',
  medicationDatabase: 'medicationDatabase',
  /** counters/{id}: figures kept by triggers as records change (counters/counters.ts, decision 034); admins read them. */
  counters: 'counters',
  /** counterEvents/{event id}: which trigger events the counters have taken, so each is taken once; purged nightly. */
  counterEvents: 'counterEvents',
} as const;

/**
 * Items in one order request; each may carry one script. Here, not in orders/, because
 * the features that address an item by its index (legal prescriptions, compounding
 * records, courses) bound the index by it, and legal prescriptions sit below orders.
 */
export const MAX_CART_ITEMS = 10;
