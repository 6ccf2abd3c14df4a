import { Navigate } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';
import { canOpenDashboard, isAdmin } from '@/features/auth/access.ts';
import { TwoStepSettings } from '@/features/auth/components/two-step-settings.tsx';
import { sessionPendingView } from '@/features/auth/components/session-pending.tsx';
import { AwaitingAnswerMarker } from '@/features/order-questions/index.ts';
import { OrderingDashboard } from '@/features/orders/components/ordering-dashboard.tsx';
import { PortalQueryProvider } from '@/lib/portal-query.tsx';
import { usePortalSession } from '../layout/portal-session.ts';

const TITLE = 'Practitioner Dashboard';

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
        <AwaitingAnswerMarker uid={user.uid} />
        <OrderingDashboard uid={user.uid} />
      </PortalQueryProvider>
      {!isAdmin(record) && <TwoStepSettings />}
    </PageSection>
  );
}
