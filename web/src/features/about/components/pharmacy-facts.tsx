import { SITE } from '@pharmacy/shared';

/** Three short facts beside the mission text. */
export function PharmacyFacts() {
  const facts = [
    { label: 'Founded', value: String(SITE.foundedYear) },
    { label: 'Based in', value: `${SITE.address.suburb}, ${SITE.address.state}` },
    { label: 'Delivering', value: 'Australia-wide' },
  ];
  return (
    <dl className="facts">
      {facts.map(({ label, value }) => (
        <div key={label} className="facts__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
