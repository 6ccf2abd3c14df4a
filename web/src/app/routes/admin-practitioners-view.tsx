import { PractitionersOverview } from '@/features/practitioners/index.ts';
import { ClinicStaff } from '@/features/staff/index.ts';
import { MedicationDatabaseManagement } from '@/features/catalogue/index.ts';

export { readPractitionersAhead } from '@/features/practitioners/index.ts';

/** The spec's admin dashboard: the practitioners and their staff (decision 044), then the medication database. */
export function AdminPractitionersView() {
  return (
    <>
      <PractitionersOverview />
      <ClinicStaff />
      <MedicationDatabaseManagement />
    </>
  );
}
