/**
 * POST /dev/script-reminders (emulators only; app.ts mounts dev routes nowhere else):
 * runs the reminder job at once, as of now or of the instant given, so a person on the
 * local stack (and the API tests) can see what it would send on that day.
 */
import { Router } from 'express';
import { DevScriptRemindersRequestSchema, LEGAL_SCRIPT_API_PATHS, type DevScriptRemindersResponse } from '@pharmacy/shared';
import { parseBody } from '../../platform/http/request-body.ts';
import type { OrderMailDeps } from './order-mail-delivery.ts';
import { sendOriginalReminders } from './script-reminders.ts';

export function devScriptRemindersRouter(deps: OrderMailDeps): Router {
  const router = Router();
  router.post(LEGAL_SCRIPT_API_PATHS.devScriptReminders.slice('/api'.length), async (req, res) => {
    const { now } = parseBody(DevScriptRemindersRequestSchema, req.body);
    const asOf = now ? new Date(now) : deps.now();
    const run = await sendOriginalReminders(deps, asOf);
    const body: DevScriptRemindersResponse = { asOf: asOf.toISOString(), ...run };
    res.json(body);
  });
  return router;
}
