import { Router, type RequestHandler } from 'express';
import type { MeResponse } from '@pharmacy/shared';
import { callerOf } from '../../platform/http/auth.ts';

/**
 * GET /me: the signed-in caller as the server sees them. A caller without a
 * users/{uid} record gets 200 with role and status null (not 404), so the browser
 * can tell "signed in, not onboarded yet" from an error.
 */
export function meRouter(requireCaller: RequestHandler): Router {
  const router = Router();
  router.get('/me', requireCaller, (_req, res) => {
    const { uid, email, emailVerified, role, status } = callerOf(res);
    const body: MeResponse = { uid, email, emailVerified, role, status };
    res.json(body);
  });
  return router;
}
