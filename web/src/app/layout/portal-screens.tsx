import { lazy, type ComponentType } from 'react';

/**
 * The portal's screens, each its own lazy chunk. They are listed here, in the portal's
 * chunk, rather than in route-config.tsx, so that the public pages' entry carries no
 * loader or preload list for them (decision 029).
 */
const SCREENS = {
  dashboard: lazy(async () => ({ default: (await import('../routes/dashboard.tsx')).DashboardRoute })),
  admin: lazy(async () => ({ default: (await import('../routes/admin.tsx')).AdminRoute })),
  adminWorksheet: lazy(async () => ({ default: (await import('../routes/admin-worksheet.tsx')).AdminWorksheetRoute })),
} satisfies Record<string, ComponentType>;

export type PortalScreenName = keyof typeof SCREENS;

export function PortalScreen({ name }: { name: PortalScreenName }) {
  const Screen = SCREENS[name];
  return <Screen />;
}
