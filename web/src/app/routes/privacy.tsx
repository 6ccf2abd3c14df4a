import { PageSection } from '@/components/ui/page-section.tsx';
import { PrivacyPolicy } from '@/features/privacy/index.ts';

/** Beyond the spec: the Privacy Policy the Australian Privacy Principles require (APP 1). */
export function PrivacyRoute() {
  return (
    <PageSection
      heading="Privacy Policy"
      lead="How we collect, hold, use and share your personal and health information, and how to ask about it."
    >
      <PrivacyPolicy />
    </PageSection>
  );
}
