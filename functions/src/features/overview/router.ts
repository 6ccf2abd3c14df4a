import { Router, type RequestHandler } from 'express';
import { ADMIN_API_PATHS, PharmacyOverviewSchema } from '@pharmacy/shared';
import { routePath } from '../../platform/http/app.ts';
import { requireAdmin } from '../../platform/http/auth.ts';
import { firestoreOverviewCounter } from './firestore-overview-counter.ts';
import type { OverviewCounter } from './overview-counter.ts';
import { countPharmacyOverview } from './pharmacy-overview.ts';

/**
 * GET /pharmacy-overview (admins signed in with their second factor; reading, so no
 * recent sign-in asked): the overview's figures (decision 031), checked against the
 * shared schema before they are sent. The app sends every answer with no-store.
 */
export function pharmacyOverviewRouter(
  requireCaller: RequestHandler,
  counter: OverviewCounter = firestoreOverviewCounter,
  now: () => Date = () => new Date(),
): Router {
  const router = Router();
  router.get(routePath(ADMIN_API_PATHS.pharmacyOverview), requireCaller, requireAdmin, async (_req, res) => {
    res.json(PharmacyOverviewSchema.parse(await countPharmacyOverview(counter, now())));
  });
  return router;
}
