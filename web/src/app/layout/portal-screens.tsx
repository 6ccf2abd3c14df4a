import { preloadable, type Preloadable } from '@/lib/preloadable.tsx';
import type { PortalScreenName } from '../portal-paths.ts';

/**
 * The portal's screens, each its own chunk. They are listed here, in the portal's
 * chunk, rather than in route-config.tsx, so that the public pages' entry carries no
 * loader or preload list for them (decision 029).
 */
const SCREENS = {
  dashboard: preloadable(async () => (await import('../routes/dashboard.tsx')).DashboardRoute),
  admin: preloadable(async () => (await import('../routes/admin.tsx')).AdminRoute),
  adminWorksheet: preloadable(async () => (await import('../routes/admin-worksheet.tsx')).AdminWorksheetRoute),
} satisfies Record<PortalScreenName, Preloadable<object>>;

/** Fetches one screen's chunk (decision 089). */
export async function preloadPortalScreen(name: PortalScreenName): Promise<void> {
  await SCREENS[name].preload();
}

export function PortalScreen({ name }: { name: PortalScreenName }) {
  const Screen = SCREENS[name];
  return <Screen />;
}
