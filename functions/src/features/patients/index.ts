/** The patients feature: a practitioner's patients, and the snapshot of each that an order item keeps. */
export { patientsRouter } from './router.ts';
export { deletePatientsOf, patientStore } from './patient-store.ts';
export { patientSnapshotsFor } from './patient-snapshots.ts';
export type { PatientRecord, PatientStore } from './patient-record.ts';
export { prescriberPatientKind, refusePatientOfOtherKind } from './patient-kind.ts';
