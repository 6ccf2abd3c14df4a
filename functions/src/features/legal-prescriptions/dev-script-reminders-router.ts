/**
 * POST /dev/script-reminders (emulators only; app.ts mounts dev routes nowhere else):
 * runs the reminder job at once, as of now or of the instant given, so a person on the
 * local stack (and the API tests) can see what it would send on that day.
 */
import { Router } from 'express';
import { DevScriptRemindersRequestSchema, LEGAL_SCRIPT_API_PATHS, type DevScriptRemindersResponse } from '@pharmacy/shared';
import { parseBody } from '../../platform/http/request-body.ts';
import type { ReminderRun } from './script-reminders.ts';

/** `run` is the reminder job as index.ts wires it (orders' sendOriginalReminders). */
export function devScriptRemindersRouter(run: (asOf: Date) => Promise<ReminderRun>, now: () => Date): Router {
  const router = Router();
  router.post(LEGAL_SCRIPT_API_PATHS.devScriptReminders.slice('/api'.length), async (req, res) => {
    const { now: requested } = parseBody(DevScriptRemindersRequestSchema, req.body);
    const asOf = requested ? new Date(requested) : now();
    const body: DevScriptRemindersResponse = { asOf: asOf.toISOString(), ...(await run(asOf)) };
    res.json(body);
  });
  return router;
}
