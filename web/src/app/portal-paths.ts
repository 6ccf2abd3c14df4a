import { ROUTES } from '@pharmacy/shared';

/**
 * The portal's screens and where each is: route-config.tsx renders them at these paths and
 * fetches the one opened before the first render (decision 089); their code is listed in the
 * portal's own chunk (layout/portal-screens.tsx, decision 029).
 */
export const PORTAL_SCREEN_PATHS = {
  dashboard: ROUTES.dashboard,
  admin: ROUTES.admin,
  adminWorksheet: `${ROUTES.admin}/worksheet/:requestId`,
} as const;

export type PortalScreenName = keyof typeof PORTAL_SCREEN_PATHS;
