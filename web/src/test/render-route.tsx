import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '@/app/route-config.tsx';

/** Renders the whole app (layout included) at `path`, as a visitor would land on it. */
export function renderRoute(path: string) {
  const location = { pathname: path };
  function LocationProbe() {
    Object.assign(location, useLocation());
    return null;
  }
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
  /** Where the app is now (updated on every navigation). */
  return { ...view, location, user };
}

/** Makes CSS media queries report `matches` (jsdom has no matchMedia). Returns an undo function. */
export function stubMatchMedia(matches: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
