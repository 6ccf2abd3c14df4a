import type { ServiceArea } from '../service-areas.ts';

/** The illustration is decorative (empty alt): the tile's name says what it stands for. */
export function ServiceTile({ area }: { area: ServiceArea }) {
  return (
    <div className="service-tile">
      <img className="service-tile__image" src={area.image} alt="" width={480} height={320} loading="lazy" decoding="async" />
      <p className="service-tile__name">{area.name}</p>
    </div>
  );
}
