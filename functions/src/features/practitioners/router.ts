import { Router, type RequestHandler } from 'express';
import { requireAdmin, requireRecentSignIn } from '../../platform/http/auth.ts';
import { deleteUser } from './delete-user.ts';
import { exportPractitioners } from './export-practitioners-route.ts';
import { practitionerStatusNotify } from './practitioner-status-route.ts';

/**
 * The admin's actions on users: practitioner status, user deletion and the list's CSV
 * export. Every route checks the caller's token (401), admin role and second factor
 * (403) before it reads its input; the changes and the export also a sign-in within the
 * last 30 minutes (401, decision 022).
 * The guards are per route, not router.use(): this router is mounted at the root,
 * and must not guard other routers' paths.
 */
export function practitionersRouter(requireCaller: RequestHandler, now: () => Date = () => new Date()): Router {
  const admin = [requireCaller, requireAdmin, requireRecentSignIn(now)];
  const router = Router();
  router.post('/practitioner-status-notify', ...admin, practitionerStatusNotify(now));
  router.post('/delete-user', ...admin, deleteUser());
  // The whole list leaves the portal in one file (names, numbers, addresses): a recent
  // sign-in too, unlike reading the list a page at a time (issue 23).
  router.get('/practitioners-export', ...admin, exportPractitioners(undefined, now));
  return router;
}
