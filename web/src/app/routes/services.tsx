import { PageSection } from '@/components/ui/page-section.tsx';
import { BENEFITS_OF_COMPOUNDING, CUSTOMISATION_OPTIONS } from '@/features/services/compounding-panels.ts';
import { CompoundingPanel } from '@/features/services/components/compounding-panel.tsx';
import { ServiceTile } from '@/features/services/components/service-tile.tsx';
import { SERVICE_AREAS } from '@/features/services/service-areas.ts';

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
