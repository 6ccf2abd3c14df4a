import { Router, type RequestHandler } from 'express';
import { ADMIN_API_PATHS, PharmacyOverviewSchema, type ConsignmentCounts } from '@pharmacy/shared';
import { consignmentStore } from '../consignments/index.ts';
import { routePath } from '../../platform/http/app.ts';
import { requireAdmin } from '../../platform/http/auth.ts';
import { firestoreOverviewCounter } from './firestore-overview-counter.ts';
import type { OverviewCounter } from './overview-counter.ts';
import { countPharmacyOverview } from './pharmacy-overview.ts';
import { overviewPeriods } from './overview-periods.ts';
import { firestoreMoneyCounter, moneyFigures, type MoneyCounter } from './money-figures.ts';

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
  money: MoneyCounter = firestoreMoneyCounter,
): Router {
  const router = Router();
  router.get(routePath(ADMIN_API_PATHS.pharmacyOverview), requireCaller, requireAdmin, async (_req, res) => {
    const at = now();
    const periods = overviewPeriods(at);
    // Delivered and the median Ready -> Delivered over the 30 days of the time to ready; money over this Sydney month's invoices.
    const [overview, consignmentCounts, moneySums] = await Promise.all([
      countPharmacyOverview(counter, at),
      consignments(at, periods.timeToReady.start),
      money(periods.thisMonth.from, periods.thisMonth.to),
    ]);
    res.json(PharmacyOverviewSchema.parse({ ...overview, consignments: consignmentCounts, money: moneyFigures(periods.thisMonth.from, periods.thisMonth.to, moneySums) }));
  });
  return router;
}
