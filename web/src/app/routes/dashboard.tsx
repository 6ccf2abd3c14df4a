import { Navigate, useSearchParams } from 'react-router';
import { ROUTES, patientKindFor, type UserRecord } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';
import { ViewsNav } from '@/components/ui/views-nav.tsx';
import { VIEW_PARAM } from '@/lib/address-views.ts';
import { DASHBOARD_SECTIONS } from '@/lib/dashboard-sections.ts';
import { AccountSection, canOpenDashboard, isApprovedStaff, RecentSignInDialog, sessionPendingView, type SessionUser } from '@/features/accounts/index.ts';
import { StaffSection, WorkingFor } from '@/features/staff/index.ts';
import { ClinicAccountPanel } from '@/features/invoices/index.ts';
import { ToSignMarker, ToSignSection } from '@/features/order-drafts/index.ts';
import { OrderShortcuts, SaveFavourite } from '@/features/favourites/index.ts';
import { AwaitingAnswerMarker } from '@/features/order-questions/index.ts';
import { NewOrder, useOrdering } from '@/features/orders/index.ts';
import { PatientDirectory, PatientKindProvider } from '@/features/patients/index.ts';
import { PatientCourse } from '@/features/courses/index.ts';
import { PortalQueryProvider } from '@/lib/portal-query.tsx';
import { usePortalSession } from '../layout/portal-session.ts';
import { StaffWork } from './dashboard-drafts.tsx';
import { MyRequests } from './dashboard-my-requests.tsx';

const TITLE = 'Practitioner Dashboard';

/**
 * The dashboard's sections, held in ?view= (decision 035). They come from five features
 * and meet here (decision 014). The ordering state sits above them, so the cart outlives
 * a visit to another section and Reorder in My Requests fills the cart of New order.
 */
function DashboardSections({ user, record }: { user: SessionUser; record: UserRecord | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const section = DASHBOARD_SECTIONS.from(searchParams.get(VIEW_PARAM));
  // A veterinarian's patients are animals, everyone else's people (decision 048).
  const patientKind = patientKindFor(record?.practitionerNumber);
  const ordering = useOrdering({ patientKind });
  const reorder = ordering.reorder;

  return (
    <PatientKindProvider kind={patientKind}>
      <AwaitingAnswerMarker uid={user.uid} />
      <ToSignMarker uid={user.uid} href={`${ROUTES.dashboard}${DASHBOARD_SECTIONS.search('to-sign')}`} />
      <ViewsNav label="Practitioner dashboard sections" pathname={ROUTES.dashboard} views={DASHBOARD_SECTIONS} current={section} />
      {section === 'new-order' && (
        <NewOrder
          uid={user.uid}
          ordering={ordering}
          lineExtra={(item) => <SaveFavourite item={item} />}
          shortcuts={
            ordering.database && (
              <OrderShortcuts
                uid={user.uid}
                database={ordering.database}
                cart={ordering.cart}
                patient={ordering.form.patient}
                onAdd={(items) => ordering.changeCart({ type: 'add', items })}
              />
            )
          }
        />
      )}
      {section === 'to-sign' && <ToSignSection uid={user.uid} patientKind={patientKind} />}
      {section === 'requests' && (
        <MyRequests
          uid={user.uid}
          onReorder={
            reorder &&
            ((order) => {
              reorder(order);
              // The lines land in the cart of New order: go there, as a step Back can undo.
              setSearchParams(new URLSearchParams(DASHBOARD_SECTIONS.search('new-order')));
            })
          }
        />
      )}
      {section === 'patients' && <PatientDirectory uid={user.uid} opened={(patientId) => <PatientCourse patientId={patientId} />} />}
      {section === 'staff' && <StaffSection uid={user.uid} />}
      {section === 'account' && (
        <>
          <AccountSection user={user} record={record} />
          <ClinicAccountPanel />
        </>
      )}
    </PatientKindProvider>
  );
}

/**
 * A clinic staff member's dashboard (decisions 044, 045): whose work they are doing, then
 * orders prepared for that prescriber to sign, the drafts, their requests and patients.
 */
function StaffSections({ user }: { user: SessionUser }) {
  return <WorkingFor uid={user.uid}>{(prescriberId) => <StaffWork prescriberId={prescriberId} />}</WorkingFor>;
}

/** The account menu is in the portal's header (app/layout/portal-account-menus.tsx). */
export function DashboardRoute() {
  const session = usePortalSession();

  const pending = sessionPendingView(session, TITLE, 'Loading dashboard...');
  if (pending) return pending;
  // Admins may open the dashboard too (spec section 6); everyone else logs in first.
  if (session.status !== 'signed-in' || !canOpenDashboard(session.record, session.user.secondFactor)) {
    return <Navigate to={ROUTES.practitioners} replace />;
  }
  const { record, user } = session;
  return (
    <PageSection heading={TITLE}>
      <div className="toolbar portal-bar">
        <p className="dashboard-bar__welcome">Welcome, {record?.firstName || user.email}</p>
      </div>
      <PortalQueryProvider>
        {isApprovedStaff(record) ? <StaffSections user={user} /> : <DashboardSections user={user} record={record} />}
      </PortalQueryProvider>
      {/* Signing a draft asks for a recent sign-in (decision 045). */}
      {!isApprovedStaff(record) && <RecentSignInDialog email={user.email ?? ''} />}
    </PageSection>
  );
}
