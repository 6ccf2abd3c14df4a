/**
 * The audit log (decision 039): the admin's log view, and what other features use of
 * it: "who has seen this patient", for the order detail and any screen that shows one
 * patient, and the address of the log filtered to some patients.
 */
export { AuditLogView } from './components/audit-log-view.tsx';
export { auditActionLabel } from './audit-entry-text.ts';
export { WhoHasSeen } from './components/who-has-seen.tsx';
export { auditLogOfPatients } from './audit-address.ts';
export { readAuditLogAhead } from './api/read-audit-log-ahead.ts';
