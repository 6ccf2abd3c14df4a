import { Router, type RequestHandler } from 'express';
import { requireAdmin } from '../../platform/http/auth.ts';
import type { AdminDeps } from './deps.ts';
import { deleteUser } from './delete-user.ts';
import { enquiryAttachment } from '../enquiries/enquiry-attachment-route.ts';
import { enquiryState } from '../enquiries/enquiry-state-route.ts';
import { practitionerStatusNotify } from './practitioner-status-route.ts';

export type { AdminDeps } from './deps.ts';

/**
 * The admin dashboard's actions: practitioner status, user deletion, the enquiries
 * inbox. Every route checks the caller's token (401) and admin role (403) before it
 * reads its input. The guards are per route, not router.use(): this router is mounted
 * at the root, and must not guard other routers' paths.
 */
export function adminRouter(
  deps: AdminDeps,
  requireCaller: RequestHandler,
  now: () => Date = () => new Date(),
): Router {
  const admin = [requireCaller, requireAdmin];
  const router = Router();
  router.post('/practitioner-status-notify', ...admin, practitionerStatusNotify(deps, now));
  router.post('/delete-user', ...admin, deleteUser(deps));
  router.post('/enquiry-state', ...admin, enquiryState(deps, now));
  router.get('/enquiry-attachments/:enquiryId', ...admin, enquiryAttachment(deps));
  return router;
}
