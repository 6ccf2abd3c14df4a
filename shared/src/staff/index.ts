/** Clinic teams: staff who work for prescribers (decision 044). */
export * from './staff-schema.ts';
export * from './staff.ts';
