/**
 * What other features use of the audit log: "who has seen this patient" (decision 039),
 * for the order detail and any screen that shows one patient, and the address of the
 * log filtered to some patients.
 */
export { WhoHasSeen } from './components/who-has-seen.tsx';
export { auditLogOfPatients } from './audit-address.ts';
