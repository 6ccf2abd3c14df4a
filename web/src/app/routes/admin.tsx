import { Navigate } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { isAdmin } from '@/features/auth/access.ts';
import { LogoutButton } from '@/features/auth/components/logout-button.tsx';
import { useAuthSession } from '@/features/auth/hooks/use-auth-session.ts';

const TITLE = 'Admin Dashboard';

export function AdminRoute() {
  const session = useAuthSession();

  if (session.status === 'loading') {
    return (
      <div className="page container">
        <PageTitle title={TITLE} />
        <PageLoading label="Loading admin dashboard..." />
      </div>
    );
  }
  if (session.status === 'error') {
    return (
      <PageSection title={TITLE} heading={TITLE}>
        <p className="form-error" role="alert">
          {session.message}
        </p>
      </PageSection>
    );
  }
  // Spec: not logged in, or not an admin, goes to the home page.
  if (session.status === 'signed-out' || !isAdmin(session.record)) {
    return <Navigate to={ROUTES.home} replace />;
  }
  return (
    <PageSection title={TITLE} heading={TITLE}>
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
