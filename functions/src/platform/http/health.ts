import { Router } from 'express';
import { REGION, type HealthResponse } from '@pharmacy/shared';

/** GET /health: liveness, no Firestore or Auth involved. */
export function healthRouter(now: () => Date = () => new Date()): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    const body: HealthResponse = { status: 'ok', region: REGION, time: now().toISOString() };
    res.json(body);
  });
  return router;
}
