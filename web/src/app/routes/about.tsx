import { SITE } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';

export function AboutRoute() {
  return (
    <PageSection title="About Us" heading="About Us">
      <p>
        Since {SITE.foundedYear} we have prepared medicines made for one person and one prescription, guided by
        patient-centric care, quality and safety, and expertise and innovation.
      </p>
    </PageSection>
  );
}
