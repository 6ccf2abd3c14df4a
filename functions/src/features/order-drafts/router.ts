import { Router, type RequestHandler } from 'express';
import { ORDER_DRAFT_API_PATHS, SIGNING_SIGN_IN_MINUTES, STAFF_API_PATHS } from '@pharmacy/shared';
import { requireRecentSignIn } from '../../platform/http/auth.ts';
import type { BodyLimit } from '../../platform/http/body-limit.ts';
import { routePath } from '../../platform/http/app.ts';
import { ORDER_SUBMIT_BODY_LIMIT } from '../orders/index.ts';
import { requireApprovedPrescriber, requireWorkingFor } from '../staff/index.ts';
import { draftScript, sendBackDraft, signDraft } from './order-draft-sign.ts';
import { requireDraftSaver, saveOrderDraft, type OrderDraftDeps } from './order-drafts.ts';
import { staffOrderRequests } from './staff-order-requests.ts';

/**
 * Order drafts (decision 045): the prescriber sends a draft back or signs it; the draft's
 * prescriber and their staff read its script copies. Guards are per route: this router is
 * mounted at the root.
 */
export function orderDraftsRouter(deps: OrderDraftDeps, requireCaller: RequestHandler, now: () => Date = () => new Date()): Router {
  const router = Router();
  const signer = [requireCaller, requireApprovedPrescriber];
  router.post(routePath(ORDER_DRAFT_API_PATHS.sendBack), ...signer, sendBackDraft(deps, now));
  router.post(routePath(ORDER_DRAFT_API_PATHS.sign), ...signer, requireRecentSignIn(now, SIGNING_SIGN_IN_MINUTES), signDraft(deps, now));
  router.get(`${routePath(ORDER_DRAFT_API_PATHS.scripts)}/:draftId/:itemIndex`, requireCaller, draftScript(deps));
  // The prescriber's requests as their staff follow them, each look recorded (decision 064).
  router.get(`${routePath(STAFF_API_PATHS.prescribers)}/:prescriberId/order-requests`, requireCaller, requireWorkingFor(deps.staff), staffOrderRequests(deps));
  return router;
}

/** Saving a draft, which carries the scripts: served by the uploads function like the submit (decision 021). */
export function orderDraftUploadRouter(deps: OrderDraftDeps, requireCaller: RequestHandler, now: () => Date = () => new Date()): Router {
  const router = Router();
  router.post(routePath(ORDER_DRAFT_API_PATHS.save), requireCaller, requireDraftSaver(deps), saveOrderDraft(deps, now));
  return router;
}

/** A draft's body, refused from its size before it is parsed: the submit's limit, in its words. */
export const ORDER_DRAFT_BODY_LIMIT: BodyLimit = { ...ORDER_SUBMIT_BODY_LIMIT, path: routePath(ORDER_DRAFT_API_PATHS.save) };
