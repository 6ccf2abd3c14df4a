/**
 * POST /dev/clinic-statements (emulators only; app.ts mounts dev routes nowhere else): runs
 * the monthly statements job (makeClinicStatements, on the 1st of each month when
 * deployed) at once for { month } (YYYY-MM; last month if absent), so the tests and a
 * person on the local stack see statements made and their links in the outbox.
 */
import { Router } from 'express';
import { MonthSchema, STATEMENT_API_PATHS, STATEMENT_MESSAGES } from '@pharmacy/shared';
import { routePath } from '../../platform/http/app.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { runMonthlyStatements, type StatementDeps } from './statements.ts';

export function devStatementsRouter(deps: StatementDeps): Router {
  const router = Router();
  router.post(routePath(STATEMENT_API_PATHS.devRun), async (req, res) => {
    const month = (req.body as { month?: unknown } | undefined)?.month;
    if (month !== undefined && !MonthSchema.safeParse(month).success) throw new HttpError(400, 'invalid_month', STATEMENT_MESSAGES.month);
    res.json(await runMonthlyStatements(deps, month as string | undefined));
  });
  return router;
}
