import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { HIGHLIGHTED_LINKS } from '@pharmacy/shared';

/**
 * Practitioners Login and Upload Script. The slot stays in the header's flow
 * and doubles as the IntersectionObserver sentinel: once it has scrolled above
 * the viewport the buttons are pinned to the top (desktop). On mobile the
 * stylesheet fixes them to the bottom of the viewport instead.
 */
export function HighlightedLinks() {
  const slotRef = useRef<HTMLDivElement>(null);
  const [pinned, setPinned] = useState(false);

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
        {HIGHLIGHTED_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className="button button--accent">
            {link.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
