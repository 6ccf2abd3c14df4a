/** The patients feature: a practitioner's patients, and the snapshot of each that an order item keeps. */
export { patientsRouter } from './router.ts';
export { patientStore } from './patient-store.ts';
export { patientSnapshotsFor } from './patient-snapshots.ts';
export type { PatientRecord, PatientStore } from './patient-record.ts';
