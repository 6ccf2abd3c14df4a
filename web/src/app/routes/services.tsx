import { PageSection } from '@/components/ui/page-section.tsx';

export function ServicesRoute() {
  return (
    <PageSection title="Our Services & Medicines" heading="Our Services & Medicines">
      <p>
        We compound medicines to a prescription when a commercially available product does not suit a patient&apos;s
        needs: a different strength, a different form, or without an ingredient they cannot take.
      </p>
    </PageSection>
  );
}
