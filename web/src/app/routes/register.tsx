import { Link } from 'react-router';
import { ROUTES, SITE } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';

export function RegisterRoute() {
  return (
    <PageSection title="Practitioner Registration" heading="Practitioner Registration">
      <p>
        Online registration for practitioners opens here soon. To register now, please call us on{' '}
        <a href={SITE.phoneHref}>{SITE.phone}</a> or e-mail <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
      </p>
      <p>
        Already registered? <Link to={ROUTES.practitioners}>Log in</Link>
      </p>
    </PageSection>
  );
}
