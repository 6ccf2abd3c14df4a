import { Link } from 'react-router';
import { ROUTES, SITE } from '@pharmacy/shared';

/** The pharmacy's mark and name, leading to the home page: in the site's header and the portal's. */
export function BrandLink({ className = '' }: { className?: string }) {
  return (
    <Link to={ROUTES.home} className={`brand ${className}`.trim()}>
      <span className="brand__mark" aria-hidden="true" />
      <span className="brand__name">{SITE.productName}</span>
    </Link>
  );
}
