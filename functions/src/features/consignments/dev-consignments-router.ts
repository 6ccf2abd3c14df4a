/**
 * POST /dev/consignment-tracking and /dev/consignment-receipts (emulators only; app.ts mounts
 * dev routes nowhere else): run the tracking job or the daily overdue-receipts e-mail at
 * once, as of now or of the instant given, so the tests and a person on the local stack see
 * what they would do then.
 */
import { Router } from 'express';
import { CONSIGNMENT_API_PATHS, DevConsignmentJobRequestSchema } from '@pharmacy/shared';
import { routePath } from '../../platform/http/app.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { runTracking, sendReceiptReminder } from './consignments.ts';
import type { ConsignmentDeps } from './deps.ts';

export function devConsignmentsRouter(deps: ConsignmentDeps): Router {
  const router = Router();
  const asOf = (body: unknown) => {
    const { now } = parseBody(DevConsignmentJobRequestSchema, body);
    return now ? new Date(now) : deps.now();
  };
  router.post(routePath(CONSIGNMENT_API_PATHS.devTracking), async (req, res) => {
    res.json(await runTracking(deps, asOf(req.body)));
  });
  router.post(routePath(CONSIGNMENT_API_PATHS.devReceiptReminders), async (req, res) => {
    res.json(await sendReceiptReminder(deps, asOf(req.body)));
  });
  return router;
}
