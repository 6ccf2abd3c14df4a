import { Link, useLocation } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { canOpenAdmin, canOpenDashboard, type AuthSession } from '@/features/accounts/index.ts';
import { BrandLink } from './brand-link.tsx';
import { AdminAccountMenu, PractitionerAccountMenu } from './portal-account-menus.tsx';

interface Place {
  label: string;
  to?: string;
}

const isAdminPath = (pathname: string) => pathname === ROUTES.admin || pathname.startsWith(`${ROUTES.admin}/`);

/** Where in the portal a path is, from its root: the header's trail. */
export function portalPlaces(pathname: string): Place[] {
  if (!isAdminPath(pathname)) return [{ label: 'Practitioner Dashboard' }];
  if (pathname === ROUTES.admin) return [{ label: 'Admin Dashboard' }];
  return [{ label: 'Admin Dashboard', to: `${ROUTES.admin}?view=orders` }, { label: 'Dispensing worksheet' }];
}

/** The portal's banner: the pharmacy's mark, where you are, and the account menu once the screen may open. */
export function PortalHeader({ session }: { session: AuthSession }) {
  const { pathname } = useLocation();
  const places = portalPlaces(pathname);
  const onAdmin = isAdminPath(pathname);
  return (
    // .site-header: the public banner's frame, and print leaves it out like the site's.
    <header className="site-header portal-header">
      <div className="portal-header__bar">
        <BrandLink className="portal-header__brand" />
        <nav className="portal-header__trail" aria-label="You are here">
          <ol>
            {places.map((place, index) =>
              place.to ? (
                <li key={place.label}>
                  <Link to={place.to}>{place.label}</Link>
                </li>
              ) : (
                <li key={place.label} aria-current={index === places.length - 1 ? 'page' : undefined}>
                  {place.label}
                </li>
              ),
            )}
          </ol>
        </nav>
        {session.status === 'signed-in' &&
          session.record !== null &&
          (onAdmin
            ? canOpenAdmin(session.record, session.user.secondFactor) && (
                <AdminAccountMenu user={session.user} record={session.record} />
              )
            : canOpenDashboard(session.record, session.user.secondFactor) && (
                <PractitionerAccountMenu user={session.user} record={session.record} />
              ))}
      </div>
    </header>
  );
}
