import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { HIGHLIGHTED_LINKS, ROUTES } from '@pharmacy/shared';
import { useSessionHint } from '@/lib/session-hint.ts';

/**
 * Practitioners Login and Upload Script. The slot stays in the header's flow
 * and doubles as the IntersectionObserver sentinel: once it has scrolled above
 * the viewport the buttons are pinned to the top (desktop). On mobile the
 * stylesheet fixes them to the bottom of the viewport instead.
 * In a browser with a portal session the login button's place leads back to the portal
 * (decision 029); the prerendered page always carries the spec's buttons.
 */
export function HighlightedLinks() {
  const slotRef = useRef<HTMLDivElement>(null);
  const [pinned, setPinned] = useState(false);
  const portal = useSessionHint();

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      // Out of view *below* the fold (a short window) must not pin.
      if (entry) setPinned(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(slot);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="highlight-slot" ref={slotRef}>
      <nav className="highlighted-links" aria-label="Quick actions" data-pinned={pinned || undefined}>
        {HIGHLIGHTED_LINKS.map(({ label, to }) => {
          // Signed in: the way back, to a screen that checks the session is still there.
          const back = portal && to === ROUTES.practitioners;
          return (
            <NavLink key={to} to={back ? ROUTES[portal] : to} className="button button--accent">
              {back ? `Signed in: ${portal === 'admin' ? 'Admin' : 'Practitioner'} Dashboard` : label}
            </NavLink>
          );
        })}
      </nav>
    </div>
  );
}
