import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_MESSAGES, ROUTES, type UserRecord } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';
import { VIEW_PARAM } from '@/lib/address-views.ts';
import { ADMIN_VIEWS, adminViewFrom, type AdminView } from '@/lib/admin-views.ts';
import { ViewsNav } from '@/components/ui/views-nav.tsx';
import { PractitionersOverview } from '@/features/practitioners/index.ts';
import { auditActionLabel, AuditLogView } from '@/features/audit/index.ts';
import { BreachRegister } from '@/features/breaches/index.ts';
import { PatientRequestsView } from '@/features/patient-requests/index.ts';
import { PatientCourse } from '@/features/courses/index.ts';
import { RecentSignInDialog } from '@/features/accounts/index.ts';
import { MedicationDatabaseManagement } from '@/features/catalogue/index.ts';
import { PharmacyOverview } from '@/features/overview/index.ts';
import { EnquiryInbox } from '@/features/enquiries/index.ts';
import { OrderQueue } from '@/features/order-queue/index.ts';
import { ConsignmentList } from '@/features/consignments/index.ts';
import { AdminTeam } from '@/features/admins/index.ts';
import { ClinicStaff } from '@/features/staff/index.ts';
import { ProtocolsAdmin } from '@/features/favourites/index.ts';
import { AdminOnly, type SignedInAdmin } from './admin-only.tsx';

const TITLE = 'Admin Dashboard';

/** The spec's admin dashboard: the practitioners and their staff (decision 044), then the medication database. */
function Overview() {
  return (
    <>
      <PractitionersOverview />
      <ClinicStaff />
      <MedicationDatabaseManagement />
    </>
  );
}

/** A patient's own data, its "who has seen" list in the audit log's words (decision 040). */
function Patients() {
  return <PatientRequestsView actionLabel={auditActionLabel} opened={(patientId) => <PatientCourse patientId={patientId} />} />;
}

// The views come from ten features; they meet here rather than in one of them (decision 014).
// Each is given the signed-in admin; most do not need them.
const VIEWS: Record<AdminView, ComponentType<SignedInAdmin>> = {
  pharmacy: PharmacyOverview,
  overview: Overview,
  orders: OrderQueue,
  consignments: ConsignmentList,
  enquiries: EnquiryInbox,
  patients: Patients,
  protocols: ProtocolsAdmin,
  'audit-log': AuditLogView,
  breaches: BreachRegister,
  admins: AdminTeam,
};

/**
 * Everything under the Admin Dashboard heading, for a signed-in admin (spec section 2).
 * The account menu is in the portal's header (app/layout/portal-account-menus.tsx).
 */
function AdminDashboard({ email, record }: { email: string; record: UserRecord }) {
  const [searchParams] = useSearchParams();
  const view = adminViewFrom(searchParams.get(VIEW_PARAM));
  const View = VIEWS[view];
  return (
    <>
      <div className="toolbar portal-bar">
        <p className="admin-welcome">
          Welcome, <strong>{record.firstName || 'admin'}</strong> <span className="admin-welcome__role">({record.role})</span>.{' '}
          {ADMIN_MESSAGES.welcomeText}
        </p>
      </div>
      <ViewsNav label="Admin dashboard views" pathname={ROUTES.admin} views={ADMIN_VIEWS} current={view} />
      <View email={email} record={record} />
      <RecentSignInDialog email={email} />
    </>
  );
}

export function AdminRoute() {
  return (
    <AdminOnly title={TITLE} loadingLabel={ADMIN_MESSAGES.loading}>
      {({ email, record }) => (
        <PageSection heading={TITLE}>
          <AdminDashboard email={email} record={record} />
        </PageSection>
      )}
    </AdminOnly>
  );
}
