import type { RouteObject } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { SiteLayout } from '@/components/layout/site-layout.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { AboutRoute } from './routes/about.tsx';
import { BlogArticleRoute } from './routes/blog-article.tsx';
import { BlogRoute } from './routes/blog.tsx';
import { ContactRoute } from './routes/contact.tsx';
import { FaqsRoute } from './routes/faqs.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';
import { ServicesRoute } from './routes/services.tsx';
import { TeamRoute } from './routes/team.tsx';
import { UploadRoute } from './routes/upload.tsx';
import { VerifyRoute } from './routes/verify.tsx';

/**
 * Portal screens are lazy so that the Firebase SDK, which only they use,
 * stays out of the bundle every public visitor downloads.
 */
const portalRoutes: RouteObject[] = [
  {
    path: ROUTES.practitioners,
    lazy: async () => ({ Component: (await import('./routes/practitioners.tsx')).PractitionersRoute }),
  },
  { path: ROUTES.register, lazy: async () => ({ Component: (await import('./routes/register.tsx')).RegisterRoute }) },
  {
    path: ROUTES.dashboard,
    lazy: async () => ({ Component: (await import('./routes/dashboard.tsx')).DashboardRoute }),
  },
  {
    path: ROUTES.resetPassword,
    lazy: async () => ({ Component: (await import('./routes/reset-password.tsx')).ResetPasswordRoute }),
  },
  { path: ROUTES.admin, lazy: async () => ({ Component: (await import('./routes/admin.tsx')).AdminRoute }) },
];

export const routes: RouteObject[] = [
  {
    Component: SiteLayout,
    // Catches errors in the layout itself; screen errors are caught below, inside the layout.
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { path: ROUTES.home, Component: HomeRoute },
          { path: ROUTES.about, Component: AboutRoute },
          { path: ROUTES.team, Component: TeamRoute },
          { path: ROUTES.services, Component: ServicesRoute },
          { path: ROUTES.faqs, Component: FaqsRoute },
          { path: ROUTES.blog, Component: BlogRoute },
          { path: `${ROUTES.blog}/:id`, Component: BlogArticleRoute },
          { path: ROUTES.contact, Component: ContactRoute },
          { path: ROUTES.upload, Component: UploadRoute },
          { path: ROUTES.verify, Component: VerifyRoute },
          ...portalRoutes,
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
];
