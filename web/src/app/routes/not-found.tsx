import { Link } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';

export function NotFoundRoute() {
  return (
    <PageSection heading="Page Not Found">
      <p>Sorry, we couldn&apos;t find that page. It may have moved, or the address may be mistyped.</p>
      <p>
        <Link to={ROUTES.home} className="button button--primary">
          Back to Home
        </Link>
      </p>
    </PageSection>
  );
}
