import { Navigate } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';
import { canOpenDashboard } from '@/features/auth/access.ts';
import { LogoutButton } from '@/features/auth/components/logout-button.tsx';
import { sessionPendingView } from '@/features/auth/components/session-pending.tsx';
import { useAuthSession } from '@/features/auth/hooks/use-auth-session.ts';

const TITLE = 'Practitioner Dashboard';

export function DashboardRoute() {
  const session = useAuthSession();

  const pending = sessionPendingView(session, TITLE, 'Loading dashboard...');
  if (pending) return pending;
  // Admins may open the dashboard too (spec section 6); everyone else logs in first.
  if (session.status !== 'signed-in' || !canOpenDashboard(session.record)) {
    return <Navigate to={ROUTES.practitioners} replace />;
  }
  const firstName = session.record?.firstName || session.user.email;
  return (
    <PageSection heading={TITLE}>
      <p>Welcome, {firstName}. Order requests will be available here soon.</p>
      <LogoutButton />
    </PageSection>
  );
}
