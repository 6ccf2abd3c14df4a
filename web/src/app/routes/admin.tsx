import { Suspense, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ADMIN_MESSAGES, ROUTES, type UserRecord } from '@pharmacy/shared';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { VIEW_PARAM } from '@/lib/address-views.ts';
import { ADMIN_VIEWS, adminViewFrom, type AdminView } from '@/lib/admin-views.ts';
import { portalQueryClient } from '@/lib/portal-query.tsx';
import { preloadable, type Preloadable } from '@/lib/preloadable.tsx';
import { signedInWithSecondFactor } from '@/lib/read-ahead.ts';
import { ViewsNav } from '@/components/ui/views-nav.tsx';
import { RecentSignInDialog } from '@/features/accounts/index.ts';
import { AdminOnly, type SignedInAdmin } from './admin-only.tsx';

const TITLE = 'Admin Dashboard';

/** A view of the dashboard: its screen, and what it reads first, which can start before the screen mounts. */
interface AdminViewModule {
  View: ComponentType<SignedInAdmin>;
  readAhead?: (queryClient: QueryClient, params: URLSearchParams) => Promise<void>;
}

/**
 * The views come from ten features; they meet here rather than in one of them (decision 014).
 * Each is its own chunk, loaded when it is opened (decision 073): /admin downloads the
 * practitioners' screens, not the queue's, the log's or the prescriber's forms the
 * protocols and patients views share. Each view is given the signed-in admin; most do not need it.
 */
const VIEW_MODULES: Record<AdminView, () => Promise<AdminViewModule>> = {
  // `import()` needs literal paths for the bundler, hence the repetition.
  pharmacy: () => import('../admin-views/pharmacy.ts'),
  overview: () => import('../admin-views/overview.tsx'),
  orders: () => import('../admin-views/orders.ts'),
  consignments: () => import('../admin-views/consignments.ts'),
  enquiries: () => import('../admin-views/enquiries.ts'),
  patients: () => import('../admin-views/patients.tsx'),
  protocols: () => import('../admin-views/protocols.ts'),
  'audit-log': () => import('../admin-views/audit-log.ts'),
  breaches: () => import('../admin-views/breaches.ts'),
  admins: () => import('../admin-views/admins.ts'),
  billing: () => import('../admin-views/billing.ts'),
  'clinic-accounts': () => import('../admin-views/clinic-accounts.ts'),
};

const VIEWS = Object.fromEntries(
  Object.entries(VIEW_MODULES).map(([view, load]) => [view, preloadable(async () => (await load()).View)]),
) as Record<AdminView, Preloadable<SignedInAdmin>>;

/**
 * Called as /admin's portal shell arrives (layout/portal-layout.tsx, decision 073): fetches the view's
 * chunk at once and, as soon as Firebase Auth has restored a session with its second
 * factor, starts the view's first read, beside the read of the admin's own record. The
 * screen then finds the answer in the portal's query cache. Access is still the rules'
 * and the server's to decide: a caller who is not an admin gets a refusal, never shown.
 */
export async function readFirstViewAhead(search: string): Promise<void> {
  const params = new URLSearchParams(search);
  const view = adminViewFrom(params.get(VIEW_PARAM));
  // The view's own preload, so that it renders at once when the guard lets it (decision 089).
  const [module, signedIn] = await Promise.all([VIEW_MODULES[view](), signedInWithSecondFactor(), VIEWS[view].preload()]);
  if (signedIn && module.readAhead) await module.readAhead(portalQueryClient, params);
}

/**
 * A view's chunk, fetched when the admin points at or focuses its link (decision 101): by the
 * click it is usually here, so the view renders at once instead of behind its Suspense
 * fallback, which React keeps on screen for at least 300 ms (decision 089). Its data is read
 * only once it opens: a read through the function is recorded as the admin's look. A chunk
 * that fails to arrive is asked for again by the click, which shows the failure.
 */
function preloadView(view: AdminView): void {
  VIEWS[view].preload().catch(() => undefined);
}

/**
 * Everything under the Admin Dashboard heading, for a signed-in admin (spec section 2).
 * The account menu is in the portal's header (app/layout/portal-account-menus.tsx).
 */
function AdminDashboard({ email, record }: { email: string; record: UserRecord }) {
  const [searchParams] = useSearchParams();
  const view = adminViewFrom(searchParams.get(VIEW_PARAM));
  const View = VIEWS[view];
  return (
    <>
      <div className="toolbar portal-bar">
        <p className="admin-welcome">
          Welcome, <strong>{record.firstName || 'admin'}</strong> <span className="admin-welcome__role">({record.role})</span>.{' '}
          {ADMIN_MESSAGES.welcomeText}
        </p>
      </div>
      <ViewsNav label="Admin dashboard views" pathname={ROUTES.admin} views={ADMIN_VIEWS} current={view} onIntent={preloadView} />
      <Suspense fallback={<PageLoading />}>
        <View email={email} record={record} />
      </Suspense>
      <RecentSignInDialog email={email} />
    </>
  );
}

export function AdminRoute() {
  return (
    <AdminOnly title={TITLE} loadingLabel={ADMIN_MESSAGES.loading}>
      {({ email, record }) => (
        <PageSection heading={TITLE}>
          <AdminDashboard email={email} record={record} />
        </PageSection>
      )}
    </AdminOnly>
  );
}
