import { useContext } from 'react';
import { NavLink } from 'react-router';
import { NAV_LINKS } from '@pharmacy/shared';
import { useMediaQuery } from '@/hooks/use-media-query.ts';
import { StaticPageContext } from '../static-page.ts';
import { MOBILE_NAV_QUERY } from './breakpoints.ts';
import { useBurgerMenu } from './use-burger-menu.ts';

const MENU_ID = 'site-menu';

/**
 * The main links: a row on desktop, a burger menu on mobile. A prerendered public page
 * (decision 072) always carries the button: the stylesheet shows it below 900px and hides
 * the closed list, and the page's script (public-page.ts) opens and closes it.
 */
export function SiteNav() {
  const isStatic = useContext(StaticPageContext);
  const isMobile = useMediaQuery(MOBILE_NAV_QUERY);
  const { isOpen, toggle, containerRef, buttonRef } = useBurgerMenu();

  return (
    <nav className="site-nav" aria-label="Main" ref={containerRef} data-static-menu={isStatic || undefined}>
      {(isStatic || isMobile) && (
        <button
          ref={buttonRef}
          type="button"
          className="burger"
          aria-expanded={isOpen}
          aria-controls={MENU_ID}
          onClick={toggle}
        >
          <span className="burger__icon" aria-hidden="true" />
          <span className="burger__label">Menu</span>
        </button>
      )}
      <ul id={MENU_ID} className="site-nav__list" hidden={!isStatic && isMobile && !isOpen}>
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className="site-nav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
