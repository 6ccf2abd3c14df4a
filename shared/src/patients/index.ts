/** A practitioner's patients. */
export * from './patient-schema.ts';
export * from './patient.ts';
