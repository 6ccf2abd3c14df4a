import { SITE } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';

export function BlogRoute() {
  return (
    <PageSection title="Blog" heading={`${SITE.productName} Blog`}>
      <p>Articles from our pharmacists about compounded medicine will be published here.</p>
    </PageSection>
  );
}
