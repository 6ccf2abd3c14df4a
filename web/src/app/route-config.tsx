import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { SiteLayout } from './layout/site-layout.tsx';

/**
 * Every screen is its own lazy chunk: a visitor downloads React, the router, the
 * layout and the one page they opened, and only portal screens pull in Firebase.
 * `source` names the module for the build (the prerenderer preloads its chunk).
 */
export interface Page {
  path: string;
  source: string;
  Component: LazyExoticComponent<ComponentType>;
}

function page(path: string, source: string, load: () => Promise<ComponentType>): Page {
  return { path, source, Component: lazy(async () => ({ default: await load() })) };
}

// `import()` needs literal paths for the bundler, hence the repetition of each file name.
export const PAGES = {
  home: page(ROUTES.home, 'src/app/routes/home.tsx', async () => (await import('./routes/home.tsx')).HomeRoute),
  about: page(ROUTES.about, 'src/app/routes/about.tsx', async () => (await import('./routes/about.tsx')).AboutRoute),
  team: page(ROUTES.team, 'src/app/routes/team.tsx', async () => (await import('./routes/team.tsx')).TeamRoute),
  services: page(
    ROUTES.services,
    'src/app/routes/services.tsx',
    async () => (await import('./routes/services.tsx')).ServicesRoute,
  ),
  faqs: page(ROUTES.faqs, 'src/app/routes/faqs.tsx', async () => (await import('./routes/faqs.tsx')).FaqsRoute),
  blog: page(ROUTES.blog, 'src/app/routes/blog.tsx', async () => (await import('./routes/blog.tsx')).BlogRoute),
  blogArticle: page(
    `${ROUTES.blog}/:id`,
    'src/app/routes/blog-article.tsx',
    async () => (await import('./routes/blog-article.tsx')).BlogArticleRoute,
  ),
  contact: page(
    ROUTES.contact,
    'src/app/routes/contact.tsx',
    async () => (await import('./routes/contact.tsx')).ContactRoute,
  ),
  upload: page(ROUTES.upload, 'src/app/routes/upload.tsx', async () => (await import('./routes/upload.tsx')).UploadRoute),
  privacy: page(
    ROUTES.privacy,
    'src/app/routes/privacy.tsx',
    async () => (await import('./routes/privacy.tsx')).PrivacyRoute,
  ),
  verify: page(ROUTES.verify, 'src/app/routes/verify.tsx', async () => (await import('./routes/verify.tsx')).VerifyRoute),
  practitioners: page(
    ROUTES.practitioners,
    'src/app/routes/practitioners.tsx',
    async () => (await import('./routes/practitioners.tsx')).PractitionersRoute,
  ),
  register: page(
    ROUTES.register,
    'src/app/routes/register.tsx',
    async () => (await import('./routes/register.tsx')).RegisterRoute,
  ),
  dashboard: page(
    ROUTES.dashboard,
    'src/app/routes/dashboard.tsx',
    async () => (await import('./routes/dashboard.tsx')).DashboardRoute,
  ),
  admin: page(ROUTES.admin, 'src/app/routes/admin.tsx', async () => (await import('./routes/admin.tsx')).AdminRoute),
  adminWorksheet: page(
    `${ROUTES.admin}/worksheet/:requestId`,
    'src/app/routes/admin-worksheet.tsx',
    async () => (await import('./routes/admin-worksheet.tsx')).AdminWorksheetRoute,
  ),
  resetPassword: page(
    ROUTES.resetPassword,
    'src/app/routes/reset-password.tsx',
    async () => (await import('./routes/reset-password.tsx')).ResetPasswordRoute,
  ),
  notFound: page(
    '*',
    'src/app/routes/not-found.tsx',
    async () => (await import('./routes/not-found.tsx')).NotFoundRoute,
  ),
} satisfies Record<string, Page>;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {Object.values(PAGES).map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Route>
    </Routes>
  );
}
