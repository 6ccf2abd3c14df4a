import { Link } from 'react-router';
import { NAV_LINKS, ROUTES, SITE, formatAddress } from '@pharmacy/shared';
import { ContactLines } from '@/components/ui/contact-lines.tsx';
import { OpeningHours } from '@/components/ui/opening-hours.tsx';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {SITE.productName}
          </h2>
          <p>Dedicated to your personalised healthcare and wellness.</p>
          <address>{formatAddress()}</address>
        </section>
        <nav aria-label="Footer">
          <h2 className="site-footer__heading">Explore</h2>
          <ul className="site-footer__links">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Contact
          </h2>
          <ContactLines />
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="site-footer__heading">
            Opening Hours
          </h2>
          <OpeningHours />
        </section>
      </div>
      <p className="site-footer__legal container">
        <span>{`© ${SITE.copyrightYear} ${SITE.productName}. All rights reserved.`}</span>{' '}
        <Link to={ROUTES.privacy} className="site-footer__privacy">
          Privacy Policy
        </Link>
      </p>
    </footer>
  );
}
