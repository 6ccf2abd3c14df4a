/**
 * POST /dev/breach-reminders (emulators only; app.ts mounts dev routes nowhere else):
 * runs the breach reminder job at once, as of now or of the instant given, so a person on
 * the local stack (and the API tests) can see what it would send on that day.
 */
import { Router } from 'express';
import { BREACH_API_PATHS, DevBreachRemindersRequestSchema, type DevBreachRemindersResponse } from '@pharmacy/shared';
import { parseBody } from '../../platform/http/request-body.ts';
import { sendBreachReminders, type BreachMailDeps } from './breach-reminders.ts';

export function devBreachRemindersRouter(deps: BreachMailDeps): Router {
  const router = Router();
  router.post(BREACH_API_PATHS.devBreachReminders.slice('/api'.length), async (req, res) => {
    const { now } = parseBody(DevBreachRemindersRequestSchema, req.body);
    const asOf = now ? new Date(now) : deps.now();
    const run = await sendBreachReminders(deps, asOf);
    const body: DevBreachRemindersResponse = { asOf: asOf.toISOString(), ...run };
    res.json(body);
  });
  return router;
}
