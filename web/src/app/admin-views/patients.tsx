import { auditActionLabel } from '@/features/audit/index.ts';
import { PatientCourse } from '@/features/courses/index.ts';
import { PatientRequestsView } from '@/features/patient-requests/index.ts';

// A view's own module: admin.tsx loads it when the view opens (decision 073).

/** A patient's own data, its "who has seen" list in the audit log's words (decision 040). */
export function View() {
  return <PatientRequestsView actionLabel={auditActionLabel} opened={(patientId) => <PatientCourse patientId={patientId} />} />;
}
