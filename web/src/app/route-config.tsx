import { Suspense, type ComponentType } from 'react';
import { Route, Routes, matchPath } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { TRACKING_PATH } from './tracking-path.ts';
import { PAY_PATH } from './pay-path.ts';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { preloadable, type Preloadable } from '@/lib/preloadable.tsx';
import type { AccountScreenName } from './account-screens.ts';
import { PORTAL_SCREEN_PATHS, type PortalScreenName } from './portal-paths.ts';
import { SiteLayout } from './layout/site-layout.tsx';

/**
 * Every screen is its own lazy chunk: the SPA downloads React, the router, the layout
 * and the one screen opened, and only portal screens pull in Firebase. The portal's own
 * screens are listed in its chunk (layout/portal-screens.tsx), the account screens in
 * theirs (account-screens.ts). The public pages are also prerendered, and a visitor who
 * opens one gets that HTML without React (decision 072); the SPA renders them only when
 * reached from inside it.
 */
export interface Page {
  path: string;
  Component: Preloadable<object>;
}

function page(path: string, load: () => Promise<ComponentType>): Page {
  return { path, Component: preloadable(load) };
}

/** An account screen: its loader comes from the account screens' own chunk. */
function accountPage(path: string, name: AccountScreenName): Page {
  return page(path, async () => (await import('./account-screens.ts')).ACCOUNT_SCREENS[name]());
}

// `import()` needs literal paths for the bundler, hence the repetition of each file name.
export const PAGES = {
  home: page(ROUTES.home, async () => (await import('./routes/home.tsx')).HomeRoute),
  about: page(ROUTES.about, async () => (await import('./routes/about.tsx')).AboutRoute),
  team: page(ROUTES.team, async () => (await import('./routes/team.tsx')).TeamRoute),
  services: page(
    ROUTES.services,
    async () => (await import('./routes/services.tsx')).ServicesRoute,
  ),
  faqs: page(ROUTES.faqs, async () => (await import('./routes/faqs.tsx')).FaqsRoute),
  blog: page(ROUTES.blog, async () => (await import('./routes/blog.tsx')).BlogRoute),
  blogArticle: page(
    `${ROUTES.blog}/:id`,
    async () => (await import('./routes/blog-article.tsx')).BlogArticleRoute,
  ),
  contact: page(
    ROUTES.contact,
    async () => (await import('./routes/contact.tsx')).ContactRoute,
  ),
  upload: page(ROUTES.upload, async () => (await import('./routes/upload.tsx')).UploadRoute),
  privacy: page(
    ROUTES.privacy,
    async () => (await import('./routes/privacy.tsx')).PrivacyRoute,
  ),
  verify: accountPage(ROUTES.verify, 'verify'),
  practitioners: accountPage(ROUTES.practitioners, 'practitioners'),
  register: accountPage(ROUTES.register, 'register'),
  resetPassword: accountPage(ROUTES.resetPassword, 'resetPassword'),
  staffInvitation: accountPage(ROUTES.staffInvitation, 'staffInvitation'),
  // The patient's no-login tracking link (decision 061): served by the app shell, never prerendered.
  track: accountPage(`${TRACKING_PATH}/:token`, 'track'),
  // The patient's pay link (decision 079): served by the app shell, never prerendered.
  pay: accountPage(`${PAY_PATH}/:token`, 'pay'),
  notFound: page(
    '*',
    async () => (await import('./routes/not-found.tsx')).NotFoundRoute,
  ),
} satisfies Record<string, Page>;

// The signed-in shell and its screens are the portal's chunks: the public pages never load them (decision 029).
const PortalLayout = preloadable(async () => (await import('./layout/portal-layout.tsx')).PortalLayout);
const PortalScreen = preloadable<{ name: PortalScreenName }>(async () => (await import('./layout/portal-layout.tsx')).PortalScreen);
const PORTAL_SCREENS = Object.entries(PORTAL_SCREEN_PATHS) as [PortalScreenName, string][];

/**
 * Fetches the chunks the first render at `pathname` needs, so that it shows the screen
 * instead of a fallback React would then hold for 300 ms (decision 089): the portal's shell
 * and its screen, or the one page. Resolves either way; a chunk that failed fails again
 * where it is rendered, inside the error boundary.
 */
export async function preloadFirstScreen(pathname: string): Promise<void> {
  try {
    const screen = PORTAL_SCREENS.find(([, path]) => matchPath(path, pathname));
    if (screen) {
      await Promise.all([PortalLayout.preload(), PortalScreen.preload()]);
      await (await import('./layout/portal-layout.tsx')).preloadPortalScreen(screen[0]);
      return;
    }
    const match = Object.values(PAGES).find(({ path }) => path !== '*' && matchPath(path, pathname)) ?? PAGES.notFound;
    await match.Component.preload();
  } catch {
    // Rendered anyway: the boundary that renders it reports what failed.
  }
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <Suspense fallback={<PageLoading />}>
            <PortalLayout />
          </Suspense>
        }
      >
        {PORTAL_SCREENS.map(([name, path]) => (
          <Route key={name} path={path} element={<PortalScreen name={name} />} />
        ))}
      </Route>
      <Route element={<SiteLayout />}>
        {Object.values(PAGES).map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Route>
    </Routes>
  );
}
