import { Router, type RequestHandler } from 'express';
import { requireAdmin, requireRecentSignIn } from '../../platform/http/auth.ts';
import { adminStore, type AdminStore } from './admin-store.ts';
import { confirmAdminMobile } from './confirm-admin-mobile.ts';
import { createAdmin } from './create-admin.ts';
import { replaceAdminMobile } from './replace-admin-mobile.ts';

/**
 * Admins' own accounts and second factors (decision 037). The guards are per route: this router is
 * mounted at the root and must not guard other routers' paths.
 */
export function adminsRouter(
  requireCaller: RequestHandler,
  confirmMobileLimit: RequestHandler[],
  now: () => Date = () => new Date(),
  store: AdminStore = adminStore,
): Router {
  const router = Router();
  // The portal asks right after the code, before it reads any list: requireAdmin checks the
  // factor against the mobile on record and, when it matches, records it for the rules.
  router.post('/admin-second-factor', requireCaller, requireAdmin, (_req, res) => void res.status(204).end());
  // Before the admin has a second factor: the role is checked in the handler, not by requireAdmin.
  router.post('/admin-mobile/confirm', requireCaller, ...confirmMobileLimit, confirmAdminMobile(store));
  router.post('/admin-mobile', requireCaller, requireAdmin, requireRecentSignIn(now), replaceAdminMobile(store));
  router.post('/admins', requireCaller, requireAdmin, requireRecentSignIn(now), createAdmin(store, now));
  return router;
}
