import { Router, type RequestHandler } from 'express';
import { ADMIN_API_PATHS, PharmacyOverviewSchema, type ConsignmentCounts } from '@pharmacy/shared';
import { consignmentStore } from '../consignments/index.ts';
import { routePath } from '../../platform/http/app.ts';
import { requireAdmin } from '../../platform/http/auth.ts';
import { firestoreOverviewCounter } from './firestore-overview-counter.ts';
import type { OverviewCounter } from './overview-counter.ts';
import { countPharmacyOverview } from './pharmacy-overview.ts';
import { overviewPeriods } from './overview-periods.ts';

/** The consignments' figures as of `now`, the delivered ones since `since` (decision 059). */
export type ConsignmentCounter = (now: Date, since: Date) => Promise<ConsignmentCounts>;

/**
 * GET /pharmacy-overview (admins signed in with their second factor; reading, so no
 * recent sign-in asked): the overview's figures (decision 031), checked against the
 * shared schema before they are sent. The app sends every answer with no-store.
 */
export function pharmacyOverviewRouter(
  requireCaller: RequestHandler,
  counter: OverviewCounter = firestoreOverviewCounter,
  now: () => Date = () => new Date(),
  consignments: ConsignmentCounter = (at, since) => consignmentStore.counts(at, since),
): Router {
  const router = Router();
  router.get(routePath(ADMIN_API_PATHS.pharmacyOverview), requireCaller, requireAdmin, async (_req, res) => {
    const at = now();
    // Delivered and the median Ready -> Delivered over the 30 days of the time to ready.
    const [overview, consignmentCounts] = await Promise.all([countPharmacyOverview(counter, at), consignments(at, overviewPeriods(at).timeToReady.start)]);
    res.json(PharmacyOverviewSchema.parse({ ...overview, consignments: consignmentCounts }));
  });
  return router;
}
