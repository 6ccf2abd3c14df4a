import { Router, type RequestHandler } from 'express';
import { LABEL_API_PATHS } from '@pharmacy/shared';
import { routePath } from '../../platform/http/app.ts';
import { requireAdmin } from '../../platform/http/auth.ts';
import { orderLabel, type LabelDeps } from './label-route.ts';

/** Dispensing labels (decision 058), admins only, as the other admin order routes: the guards run before anything is read. */
export function labelsRouter(deps: LabelDeps, requireCaller: RequestHandler): Router {
  const router = Router();
  router.get(`${routePath(LABEL_API_PATHS.label)}/:requestId/:itemIndex`, requireCaller, requireAdmin, orderLabel(deps));
  return router;
}
