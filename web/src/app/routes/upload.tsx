import { SITE } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';

export function UploadRoute() {
  return (
    <PageSection title="Upload Script" heading="Upload Prescription">
      <p>
        Online script upload is coming soon. Until then, please bring your script to the pharmacy or call us on{' '}
        <a href={SITE.phoneHref}>{SITE.phone}</a>.
      </p>
    </PageSection>
  );
}
