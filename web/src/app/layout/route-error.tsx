import { Link } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';

/** Shown when a screen throws or its lazy chunk fails to download (e.g. after a deploy). */
export function RouteError() {
  return (
    <PageSection heading="Something Went Wrong">
      <p>This page could not be displayed. Please check your connection and try again.</p>
      <p className="button-row">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Try Again
        </button>
        <Link to={ROUTES.home} className="button button--secondary">
          Back to Home
        </Link>
      </p>
    </PageSection>
  );
}
