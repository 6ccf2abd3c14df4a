import { Link } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';

export function VerifyRoute() {
  return (
    <PageSection title="Verify Email" heading="Email Verification">
      <p>This page confirms the e-mail address of newly registered practitioners.</p>
      <p>
        <Link to={ROUTES.practitioners}>Go to Practitioner Login</Link>
      </p>
    </PageSection>
  );
}
