import { Router, type RequestHandler } from 'express';
import { QUOTE_API_PATHS } from '@pharmacy/shared';
import { requireAdmin } from '../../platform/http/auth.ts';
import { routePath } from '../../platform/http/app.ts';
import { answer, reprice, type QuoteDeps } from './quote-routes.ts';

/** Quotes (decision 080): the admin re-prices; the prescriber or the preparing staff member answers. */
export function quotesRouter(deps: QuoteDeps, requireCaller: RequestHandler): Router {
  const router = Router();
  router.post(routePath(QUOTE_API_PATHS.reprice), requireCaller, requireAdmin, reprice(deps));
  router.post(routePath(QUOTE_API_PATHS.answer), requireCaller, answer(deps));
  return router;
}
