/** What other features use of the patients: choosing or adding the patient an order item is for (decision 025). */
export { PatientSection } from './components/patient-section.tsx';
