import { Link, Navigate } from 'react-router';
import { ROUTES, type UserRecord } from '@pharmacy/shared';
import { AccountMenu } from '@/components/ui/account-menu.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { canOpenDashboard, isAdmin } from '@/features/auth/access.ts';
import { LogoutButton } from '@/features/auth/components/logout-button.tsx';
import { TwoStepSettings } from '@/features/auth/components/two-step-settings.tsx';
import { sessionPendingView } from '@/features/auth/components/session-pending.tsx';
import { useAuthSession } from '@/features/auth/hooks/use-auth-session.ts';
import { useIdleSignOut } from '@/features/auth/hooks/use-idle-sign-out.ts';
import { AwaitingAnswerMarker } from '@/features/order-questions/index.ts';
import { OrderingDashboard } from '@/features/ordering/components/ordering-dashboard.tsx';
import { PortalQueryProvider } from '@/lib/portal-query.tsx';

const TITLE = 'Practitioner Dashboard';

/** The account menu's rows (spec section 2); the name is on the menu's button. */
function accountDetails(record: UserRecord | null) {
  return [
    { label: 'Role', value: record?.role ?? '' },
    { label: 'Clinic', value: record?.clinicName ?? '' },
    { label: 'Practitioner number', value: record?.practitionerNumber ?? '' },
    { label: 'Address', value: record?.clinicAddress ?? '' },
  ];
}

export function DashboardRoute() {
  const session = useAuthSession();
  useIdleSignOut(session.status === 'signed-in');

  const pending = sessionPendingView(session, TITLE, 'Loading dashboard...');
  if (pending) return pending;
  // Admins may open the dashboard too (spec section 6); everyone else logs in first.
  if (session.status !== 'signed-in' || !canOpenDashboard(session.record, session.user.secondFactor)) {
    return <Navigate to={ROUTES.practitioners} replace />;
  }
  const { record, user } = session;
  const fullName = [record?.firstName, record?.lastName].filter(Boolean).join(' ');
  return (
    <PageSection heading={TITLE}>
      <div className="toolbar portal-bar">
        <p className="dashboard-bar__welcome">Welcome, {record?.firstName || user.email}</p>
        <AccountMenu name={fullName || user.email || 'Account'} details={accountDetails(record)}>
          {isAdmin(record) && (
            <Link to={ROUTES.admin} className="button button--secondary">
              Switch to Admin View
            </Link>
          )}
          <LogoutButton />
        </AccountMenu>
      </div>
      <PortalQueryProvider>
        <AwaitingAnswerMarker uid={user.uid} />
        <OrderingDashboard uid={user.uid} />
      </PortalQueryProvider>
      {!isAdmin(record) && <TwoStepSettings />}
    </PageSection>
  );
}
