import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';

interface FeatureCardProps {
  icon: IconName;
  title: string;
  children: ReactNode;
}

/** An icon, a short heading and a sentence or two: services, values and the like, in a grid. */
export function FeatureCard({ icon, title, children }: FeatureCardProps) {
  return (
    <div className="card feature-card">
      <span className="feature-card__icon">
        <Icon name={icon} />
      </span>
      <h3 className="feature-card__title">{title}</h3>
      <div className="feature-card__body">{children}</div>
    </div>
  );
}
