import { useParams } from 'react-router';
import { SITE } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';
import { TRACKING_PAGE_TITLE, TrackingPage } from '@/features/consignments/index.ts';

/**
 * /track/{token}: the patient's no-login tracking page (decision 061). Its own lazy chunk,
 * loaded through the account screens' list, served from the app shell and never
 * prerendered, so no public page loads it; kept out of search results (page-meta.ts,
 * robots.txt and an X-Robots-Tag header).
 */
export function TrackRoute() {
  const { token = '' } = useParams();
  return (
    <PageSection heading={TRACKING_PAGE_TITLE}>
      <TrackingPage token={token} pharmacyPhone={SITE.phone} />
    </PageSection>
  );
}
