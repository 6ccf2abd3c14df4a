import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { useDocumentHead } from '../use-document-head.ts';
import { RouteError } from './route-error.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

interface AppFrameProps {
  /** The page's banner landmark. */
  header: ReactNode;
  footer?: ReactNode;
  /** Names the layout on <main> for the stylesheet (the portal's wider content). */
  mainClassName?: string;
}

/** What the public site and the portal share: skip link, main landmark, the page's head, scroll reset. */
export function AppFrame({ header, footer, mainClassName }: AppFrameProps) {
  const { pathname } = useLocation();
  useDocumentHead();
  return (
    <>
      <ScrollToTop />
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      {header}
      <main id="main" tabIndex={-1} className={mainClassName}>
        <RouteErrorBoundary resetKey={pathname} fallback={<RouteError />}>
          {/* Each screen is a lazy chunk; a prerendered page keeps its HTML until its chunk arrives. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {footer}
    </>
  );
}
