import { SITE } from '@pharmacy/shared';

export function OpeningHours() {
  return (
    <dl className="hours">
      {SITE.openingHours.map(({ days, hours }) => (
        <div key={days} className="hours__row">
          <dt>{days}</dt>
          <dd>{hours}</dd>
        </div>
      ))}
    </dl>
  );
}
