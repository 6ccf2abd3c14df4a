import { SITE } from '@pharmacy/shared';
import { Band } from '@/components/ui/band.tsx';
import { FeatureCard } from '@/components/ui/feature-card.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { PharmacyFacts, VALUES } from '@/features/about/index.ts';

export function AboutRoute() {
  return (
    <PageSection
      heading="About Us"
      lead={`An independent compounding pharmacy in ${SITE.address.suburb}, Sydney, preparing medicines for one person and one prescription since ${SITE.foundedYear}.`}
      banded
    >
      <Band heading="Our Mission">
        <div className="split">
          <div className="prose">
            <p>
              Our mission is to give every patient a medicine that fits them. {SITE.productName} was founded in{' '}
              {SITE.foundedYear} to prepare medicines in the strength, form and flavour each prescription calls for,
              working alongside doctors, nurse practitioners, dentists and veterinarians.
            </p>
            <p>
              Our pharmacists combine traditional compounding skills with modern equipment and documented quality
              procedures, and take the time to explain how each medicine should be used and stored.
            </p>
          </div>
          <PharmacyFacts />
        </div>
      </Band>
      <Band heading="Our Values" intro="Three values guide every medicine we prepare." tone="tint" centred>
        <div className="card-grid card-grid--three">
          {VALUES.map((value) => (
            <FeatureCard key={value.title} icon={value.icon} title={value.title}>
              <p>{value.description}</p>
            </FeatureCard>
          ))}
        </div>
      </Band>
    </PageSection>
  );
}
