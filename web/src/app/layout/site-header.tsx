import { Link } from 'react-router';
import { ROUTES, SITE } from '@pharmacy/shared';
import { HighlightedLinks } from './highlighted-links.tsx';
import { SiteNav } from './site-nav.tsx';

/** Desktop: brand and highlighted links on one row, links below. Mobile: brand and burger. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to={ROUTES.home} className="brand">
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">{SITE.productName}</span>
        </Link>
        <HighlightedLinks />
        <SiteNav />
      </div>
    </header>
  );
}
