import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the address's #anchor names into view once `ready` (its list has
 * loaded). The browser does this only for what is on the page when the address
 * changes; a section that loads its list afterwards, like My Requests opened from the
 * question marker (decision 035), has to do it itself. The target takes focus when it
 * can, so a keyboard or screen reader user goes on from there too.
 */
export function useHashTarget(ready: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    if (target.tabIndex === -1 && target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
    // Once for each visit to the address (key), not again whenever the list refreshes.
  }, [ready, hash, key]);
}
