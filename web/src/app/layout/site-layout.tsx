import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { useDocumentHead } from '../use-document-head.ts';
import { RouteError } from './route-error.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function SiteLayout() {
  const { pathname } = useLocation();
  useDocumentHead();
  return (
    <>
      <ScrollToTop />
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname} fallback={<RouteError />}>
          {/* Each screen is a lazy chunk; a prerendered page keeps its HTML until its chunk arrives. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </>
  );
}
