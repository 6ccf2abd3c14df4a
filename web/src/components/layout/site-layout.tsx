import { Outlet, useNavigation } from 'react-router';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function SiteLayout() {
  // Portal screens are lazy chunks; mark the page busy while one downloads.
  const navigation = useNavigation();
  return (
    <>
      <ScrollToTop />
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} aria-busy={navigation.state === 'loading' || undefined}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
