import { Navigate } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';
import { isAdmin } from '@/features/auth/access.ts';
import { LogoutButton } from '@/features/auth/components/logout-button.tsx';
import { sessionPendingView } from '@/features/auth/components/session-pending.tsx';
import { useAuthSession } from '@/features/auth/hooks/use-auth-session.ts';

const TITLE = 'Admin Dashboard';

export function AdminRoute() {
  const session = useAuthSession();

  const pending = sessionPendingView(session, TITLE, 'Loading admin dashboard...');
  if (pending) return pending;
  // Spec: not logged in, or not an admin, goes to the home page.
  if (session.status !== 'signed-in' || !isAdmin(session.record)) {
    return <Navigate to={ROUTES.home} replace />;
  }
  return (
    <PageSection heading={TITLE}>
      <dl className="account-summary">
        <dt>Signed in as</dt>
        <dd>{session.user.email}</dd>
        <dt>Role</dt>
        <dd>{session.record?.role}</dd>
      </dl>
      <p>Here you can manage practitioner registrations.</p>
      <LogoutButton />
    </PageSection>
  );
}
