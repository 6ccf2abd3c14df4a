import { Link } from 'react-router';
import { ROUTES, SITE, formatAddress } from '@pharmacy/shared';
import { ContactLines } from '@/components/ui/contact-lines.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { OpeningHours } from '@/components/ui/opening-hours.tsx';

/** The tagline, the two buttons of the spec, and where to find us: what a first-time visitor looks for. */
export function HomeHero() {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="eyebrow">Compounding pharmacy, {SITE.address.suburb}</p>
          <h1 id="hero-heading">Medicine Made For You</h1>
          <p className="hero__lead">
            Our pharmacists prepare compounded medicines to your prescriber&apos;s exact specifications, here in{' '}
            {SITE.address.suburb}, Sydney, since {SITE.foundedYear}.
          </p>
          <div className="button-row">
            <Link to={ROUTES.faqs} className="button button--primary button--large">
              Explore FAQs
            </Link>
            <Link to={ROUTES.services} className="button button--secondary button--large">
              Our Services
            </Link>
          </div>
        </div>
        <aside className="card hero__card" aria-labelledby="hero-visit">
          <h2 id="hero-visit">
            Visit us in {SITE.address.suburb}
          </h2>
          <p className="hero__address">
            <Icon name="pin" />
            <span>{formatAddress()}</span>
          </p>
          <div className="hero__contact">
            <ContactLines />
          </div>
          <OpeningHours />
        </aside>
      </div>
    </section>
  );
}
