/** The prescriber's saved patients (decision 025): the directory, and choosing or adding the patient an order item is for. */
export { PatientDirectory } from './components/patient-directory.tsx';
export { PatientSection } from './components/patient-section.tsx';
/** The patient form and its refusal, for an admin's correction of a record (features/patient-requests, decision 040). */
export { PatientEditor } from './components/patient-editor.tsx';
export { PatientNotSaved } from './api/save-patient.ts';
/** Whose patients the dashboard keeps, from the prescriber's registration (decision 048). */
export { PatientKindProvider, usePrescriberPatientKind } from './patient-kind.tsx';
/** The prescriber's own patients whose name or date of birth starts so: My Requests' search by patient (decision 069). */
export { searchPatients } from './api/search-patients.ts';
