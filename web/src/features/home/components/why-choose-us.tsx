import { Band } from '@/components/ui/band.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { REASONS_TO_CHOOSE_US } from '../reasons-to-choose-us.ts';

export function WhyChooseUs() {
  return (
    <Band heading="Why Choose Us" tone="tint">
      <ul className="reasons">
        {REASONS_TO_CHOOSE_US.map(({ title, text }) => (
          <li key={title} className="reasons__item">
            <span className="reasons__mark">
              <Icon name="check" />
            </span>
            <div>
              <h3 className="reasons__title">{title}</h3>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Band>
  );
}
