/**
 * POST /dev/purge (emulators only; app.ts mounts dev routes nowhere else): runs the
 * retention purge at once, as of now or of the instant given, so a person on the local
 * stack (and the API tests) can see what the nightly job would remove.
 */
import { Router } from 'express';
import { DevPurgeRequestSchema, type DevPurgeResponse } from '@pharmacy/shared';
import { parseBody } from '../../platform/http/request-body.ts';
import { applyRetentionSchedule } from './apply-retention-schedule.ts';
import type { RetentionStore } from './retention-store.ts';

export function devPurgeRouter(store: RetentionStore, clock: () => Date = () => new Date()): Router {
  const router = Router();
  router.post('/dev/purge', async (req, res) => {
    const { now } = parseBody(DevPurgeRequestSchema, req.body);
    const asOf = now ? new Date(now) : clock();
    const { removed, failed } = await applyRetentionSchedule(store, asOf);
    if (failed.length > 0) throw new Error(`The purge did not finish: ${failed.join(', ')}`);
    const body: DevPurgeResponse = { asOf: asOf.toISOString(), removed };
    res.json(body);
  });
  return router;
}
