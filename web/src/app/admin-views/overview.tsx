import { PractitionersOverview } from '@/features/practitioners/index.ts';
import { ClinicStaff } from '@/features/staff/index.ts';
import { MedicationDatabaseManagement } from '@/features/catalogue/index.ts';

// A view's own module: admin.tsx loads it when the view opens (decision 073).
export { readPractitionersAhead as readAhead } from '@/features/practitioners/index.ts';

/** The spec's admin dashboard: the practitioners and their staff (decision 044), then the medication database. */
export function View() {
  return (
    <>
      <PractitionersOverview />
      <ClinicStaff />
      <MedicationDatabaseManagement />
    </>
  );
}
