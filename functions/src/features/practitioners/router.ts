import { Router, type RequestHandler } from 'express';
import { requireAdmin } from '../../platform/http/auth.ts';
import { deleteUser } from './delete-user.ts';
import { practitionerStatusNotify } from './practitioner-status-route.ts';

/**
 * The admin's actions on users: practitioner status and user deletion. Every route
 * checks the caller's token (401) and admin role (403) before it reads its input.
 * The guards are per route, not router.use(): this router is mounted at the root,
 * and must not guard other routers' paths.
 */
export function practitionersRouter(requireCaller: RequestHandler, now: () => Date = () => new Date()): Router {
  const admin = [requireCaller, requireAdmin];
  const router = Router();
  router.post('/practitioner-status-notify', ...admin, practitionerStatusNotify(now));
  router.post('/delete-user', ...admin, deleteUser());
  return router;
}
