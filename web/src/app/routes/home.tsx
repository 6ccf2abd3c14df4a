import { Link } from 'react-router';
import { ROUTES, SITE } from '@pharmacy/shared';
import { PageTitle } from '@/components/ui/page-title.tsx';

export function HomeRoute() {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <PageTitle title="Medicine Made For You" />
      <div className="container hero__inner">
        <p className="hero__eyebrow">{SITE.productName}</p>
        <h1 id="hero-heading">Medicine Made For You</h1>
        <p className="hero__lead">
          Our pharmacists prepare compounded medicines to your prescriber&apos;s exact specifications, here in{' '}
          {SITE.address.suburb}, Sydney, since {SITE.foundedYear}.
        </p>
        <div className="hero__actions">
          <Link to={ROUTES.faqs} className="button button--primary">
            Explore FAQs
          </Link>
          <Link to={ROUTES.services} className="button button--secondary">
            Our Services
          </Link>
        </div>
      </div>
    </section>
  );
}
