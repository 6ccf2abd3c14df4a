import { matchPath } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { preloadable } from '@/lib/preloadable.tsx';

/**
 * The portal's screens, each its own chunk. They are listed here, in the portal's
 * chunk, rather than in route-config.tsx, so that the public pages' entry carries no
 * loader or preload list for them (decision 029).
 */
const SCREENS = {
  dashboard: preloadable(async () => (await import('../routes/dashboard.tsx')).DashboardRoute),
  admin: preloadable(async () => (await import('../routes/admin.tsx')).AdminRoute),
  adminWorksheet: preloadable(async () => (await import('../routes/admin-worksheet.tsx')).AdminWorksheetRoute),
};

export type PortalScreenName = keyof typeof SCREENS;

const SCREEN_PATHS: Record<PortalScreenName, string> = {
  dashboard: ROUTES.dashboard,
  admin: ROUTES.admin,
  adminWorksheet: `${ROUTES.admin}/worksheet/:requestId`,
};

/** Fetches the chunk of the screen at `pathname`, if it is one of the portal's (decision 089). */
export async function preloadPortalScreen(pathname: string): Promise<void> {
  const name = (Object.keys(SCREEN_PATHS) as PortalScreenName[]).find((screen) => matchPath(SCREEN_PATHS[screen], pathname));
  if (name) await SCREENS[name].preload();
}

export function PortalScreen({ name }: { name: PortalScreenName }) {
  const Screen = SCREENS[name];
  return <Screen />;
}
