/** A patient's own data (issue 23, part 2; APP 12 and 13; decision 040): the finder, everything held, the bundle and corrections. */
export { patientRequestsRouter, type PatientRequestDeps } from './router.ts';
export { firestoreHeldSource } from './firestore-held-source.ts';
