import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The spec asks for every route change to start at the top. React Router's
 * <ScrollRestoration> would restore old positions on Back, which the spec
 * does not want, so this resets on each new pathname instead.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
