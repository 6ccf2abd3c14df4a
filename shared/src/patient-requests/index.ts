/** A patient's own data (APP 12 and 13, decision 040). */
export * from './patient-requests-schema.ts';
export * from './patient-requests.ts';
