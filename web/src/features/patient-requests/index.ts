/** A patient's own requests (APP 12 and 13, decision 040): finding what is held, and correcting it. */
export { PatientRequestsView } from './components/patient-requests-view.tsx';
