import { Navigate } from 'react-router';
import { ADMIN_MESSAGES, ROUTES } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard.tsx';
import { isAdmin } from '@/features/auth/access.ts';
import { sessionPendingView } from '@/features/auth/components/session-pending.tsx';
import { useAuthSession } from '@/features/auth/hooks/use-auth-session.ts';
import { PortalQueryProvider } from '@/lib/portal-query.tsx';

const TITLE = 'Admin Dashboard';

export function AdminRoute() {
  const session = useAuthSession();

  const pending = sessionPendingView(session, TITLE, ADMIN_MESSAGES.loading);
  if (pending) return pending;
  // Spec: not logged in, or not an admin, goes to the home page.
  if (session.status !== 'signed-in' || session.record === null || !isAdmin(session.record)) {
    return <Navigate to={ROUTES.home} replace />;
  }
  return (
    <PortalQueryProvider>
      <PageSection heading={TITLE}>
        <AdminDashboard email={session.user.email ?? session.record.email} record={session.record} />
      </PageSection>
    </PortalQueryProvider>
  );
}
