/** The retention feature: the scheduled purge of records past their period (docs/retention-schedule.md). */
export { applyRetentionSchedule, type PurgeOutcome } from './apply-retention-schedule.ts';
export { retentionStore } from './firestore-retention-store.ts';
export { devPurgeRouter } from './dev-purge-router.ts';
