import { BrandLink } from './brand-link.tsx';
import { HighlightedLinks } from './highlighted-links.tsx';
import { SiteNav } from './site-nav.tsx';

/** Desktop: brand and highlighted links on one row, links below. Mobile: brand and burger. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <BrandLink />
        <HighlightedLinks />
        <SiteNav />
      </div>
    </header>
  );
}
