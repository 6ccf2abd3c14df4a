import { Link } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { Band } from '@/components/ui/band.tsx';
import { FeatureCard } from '@/components/ui/feature-card.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { CORE_SERVICES } from '../core-services.ts';

export function CoreServicesGrid() {
  return (
    <Band heading="Our Core Services" intro="Everything you need, from your script to your door." centred>
      <div className="card-grid card-grid--four">
        {CORE_SERVICES.map((service) => (
          <FeatureCard key={service.title} icon={service.icon} title={service.title}>
            <p>{service.description}</p>
          </FeatureCard>
        ))}
      </div>
      <p className="band__footer">
        <Link to={ROUTES.services} className="arrow-link">
          View All Services
          <Icon name="arrowRight" />
        </Link>
      </p>
    </Band>
  );
}
