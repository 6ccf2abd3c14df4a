import { auditActionLabel } from '@/features/audit/index.ts';
import { PatientCourse } from '@/features/courses/index.ts';
import { PatientRequestsView } from '@/features/patient-requests/index.ts';

/** A patient's own data, its "who has seen" list in the audit log's words (decision 040). */
export function AdminPatientsView() {
  return <PatientRequestsView actionLabel={auditActionLabel} opened={(patientId) => <PatientCourse patientId={patientId} />} />;
}
