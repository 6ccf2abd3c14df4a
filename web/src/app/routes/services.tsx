import { PageSection } from '@/components/ui/page-section.tsx';
import { BENEFITS_OF_COMPOUNDING, CompoundingPanel, CUSTOMISATION_OPTIONS, SERVICE_AREAS, ServiceTile } from '@/features/services/index.ts';

export function ServicesRoute() {
  return (
    <PageSection
      heading="Our Services & Medicines"
      lead="We compound medicines to prescription for people and animals, whenever a commercially available product does not suit."
    >
      <ul className="service-tiles" aria-label="Service areas">
        {SERVICE_AREAS.map((area) => (
          <li key={area.name}>
            <ServiceTile area={area} />
          </li>
        ))}
      </ul>
      <div className="panels">
        <CompoundingPanel heading="Customization Options" items={CUSTOMISATION_OPTIONS} />
        <CompoundingPanel heading="Benefits of Compounded Medicine" items={BENEFITS_OF_COMPOUNDING} />
      </div>
    </PageSection>
  );
}
