import { SITE } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';

export function TeamRoute() {
  return (
    <PageSection title="Our Team" heading="Meet Our Expert Team">
      <p>
        Our pharmacists and technicians prepare every compounded medicine here in {SITE.address.suburb}. Profiles of
        the team are coming to this page soon.
      </p>
    </PageSection>
  );
}
