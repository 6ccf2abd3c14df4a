/**
 * POST /dev/invoice-retry (emulators only; app.ts mounts dev routes nowhere else): runs the
 * invoices' retry job (retryInvoices, every 15 minutes when deployed) at once, so the tests
 * and a person on the local stack see the orders still due their invoice issued.
 */
import { Router } from 'express';
import { INVOICE_API_PATHS } from '@pharmacy/shared';
import { routePath } from '../../platform/http/app.ts';
import { retryDueInvoices, type InvoiceDeps } from './issue-invoice.ts';

export function devInvoicesRouter(deps: InvoiceDeps): Router {
  const router = Router();
  router.post(routePath(INVOICE_API_PATHS.devRetry), async (_req, res) => {
    res.json(await retryDueInvoices(deps));
  });
  return router;
}
