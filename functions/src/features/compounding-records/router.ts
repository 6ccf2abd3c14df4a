import { Router, type RequestHandler } from 'express';
import { COMPOUNDING_API_PATHS } from '@pharmacy/shared';
import { routePath } from '../../platform/http/app.ts';
import { requireAdmin, requireRecentSignIn } from '../../platform/http/auth.ts';
import type { CompoundingStore } from './compounding-store.ts';
import { checkCompounding, recordCompounding } from './compounding-routes.ts';

/**
 * The record of compounding (decision 050), admins only: the guards run before the body
 * is read. Checking is a second admin's signature, so it needs a recent sign-in (with the
 * admin's second factor) like the other acts that cannot be undone (decision 022).
 */
export function compoundingRouter(store: CompoundingStore, requireCaller: RequestHandler, now: () => Date = () => new Date()): Router {
  const router = Router();
  router.post(routePath(COMPOUNDING_API_PATHS.record), requireCaller, requireAdmin, recordCompounding(store, now));
  router.post(routePath(COMPOUNDING_API_PATHS.check), requireCaller, requireAdmin, requireRecentSignIn(now), checkCompounding(store, now));
  return router;
}
