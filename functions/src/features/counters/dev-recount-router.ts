/**
 * POST /dev/recount (emulators only; app.ts mounts dev routes nowhere else): runs the
 * nightly recount at once and answers what it corrected, so a person on the local stack,
 * the API tests and the bench can bring the counters in line after writing around them.
 */
import { Router } from 'express';
import type { DevRecountResponse } from '@pharmacy/shared';
import { recountCounters, type RecountDeps } from './recount-counters.ts';

export function devRecountRouter(deps: Omit<RecountDeps, 'now'>, clock: () => Date = () => new Date()): Router {
  const router = Router();
  router.post('/dev/recount', async (_req, res) => {
    const outcome = await recountCounters({ ...deps, now: clock() });
    // NaN (a hand-edited value) has no JSON: it is sent as null.
    const body: DevRecountResponse = {
      ...outcome,
      corrected: outcome.corrected.map((drift) => ({ ...drift, kept: Number.isNaN(drift.kept) ? null : drift.kept })),
      unsettled: outcome.unsettled.map((drift) => ({ ...drift, kept: Number.isNaN(drift.kept) ? null : drift.kept })),
    };
    res.json(body);
  });
  return router;
}
