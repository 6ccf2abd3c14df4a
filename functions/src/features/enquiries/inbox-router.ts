import { Router, type RequestHandler } from 'express';
import { requireAdmin } from '../../platform/http/auth.ts';
import { enquiryAttachment } from './enquiry-attachment-route.ts';
import { enquiryState } from './enquiry-state-route.ts';

/**
 * The admin's enquiries inbox: read/handled marks and attachment downloads. Guards
 * per route (401 without a token, 403 for anyone but an admin), before any input is read.
 */
export function enquiryInboxRouter(requireCaller: RequestHandler, now: () => Date = () => new Date()): Router {
  const admin = [requireCaller, requireAdmin];
  const router = Router();
  router.post('/enquiry-state', ...admin, enquiryState(now));
  router.get('/enquiry-attachments/:enquiryId', ...admin, enquiryAttachment());
  return router;
}
