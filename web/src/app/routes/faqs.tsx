import { SITE } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';

export function FaqsRoute() {
  return (
    <PageSection title="FAQs" heading="Frequently Asked Questions">
      <p>
        Answers to common questions about compounding, ordering and delivery are coming to this page. Until then,
        please call us on <a href={SITE.phoneHref}>{SITE.phone}</a>.
      </p>
    </PageSection>
  );
}
