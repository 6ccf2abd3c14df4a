import { Router, type RequestHandler } from 'express';
import { AUDIT_ACTIONS, LEGAL_SCRIPT_API_PATHS, ORDER_API_PATHS, ORDER_ERROR_CODES, ORDER_MESSAGES } from '@pharmacy/shared';
import type { OrderSubmissionDeps } from './order-submission.ts';
import { mailDeps } from '../../platform/mail/mail-deps.ts';
import { requireAdmin, requireApprovedPractitionerOrAdmin } from '../../platform/http/auth.ts';
import type { BodyLimit } from '../../platform/http/body-limit.ts';
import type { OrderDeps } from './deps.ts';
import { medicationDatabase } from '../catalogue/index.ts';
import { ORDER_REQUEST_MAX_BYTES } from './order-form.ts';
import { orderLook } from './order-detail-route.ts';
import { orderListCount, orderListPage, type RecordListAccess } from './order-list-route.ts';
import { firestoreOrderQueue, type OrderQueueSource } from './order-queue-source.ts';
import { recordListAccess } from '../../platform/audit/audit-log.ts';
import { orderScript } from './order-script-route.ts';
import { originalReceived } from '../legal-prescriptions/index.ts';
import { orderNotFound, orderStatus } from './order-status-route.ts';
import { isOrderRequestId } from './order-request-id.ts';
import { submitOrderRequest } from './submit-order.ts';
import { routePath } from '../../platform/http/app.ts';

export type { OrderDeps } from './deps.ts';


const orderers = (requireCaller: RequestHandler) => [requireCaller, requireApprovedPractitionerOrAdmin];

/** What submitting an order needs: its store, the e-mails and the clock. */
export function orderSubmissionDeps(deps: OrderDeps, now: () => Date): OrderSubmissionDeps {
  return { ...mailDeps(deps.settings, deps.sendMail, now), store: deps.store, requestCode: deps.requestCode };
}

/**
 * Ordering (spec sections 5 and 7) and the admin's side of orders, except the submit
 * (orderSubmitRouter). Every route checks the caller's token (401) and role and status
 * (403) before it reads its input; the guards are per route because this router is
 * mounted at the root.
 */
export function ordersRouter(
  deps: OrderDeps,
  requireCaller: RequestHandler,
  now: () => Date = () => new Date(),
  queue: { source: OrderQueueSource; record: RecordListAccess } = { source: firestoreOrderQueue, record: (record, shown) => recordListAccess(record, shown) },
): Router {
  const admins = [requireCaller, requireAdmin];
  const router = Router();
  // The queue and its count (decision 063): before the detail's /:requestId, which they are not.
  router.get(routePath(ORDER_API_PATHS.list), ...admins, orderListPage(queue.source, queue.record, now));
  router.get(routePath(ORDER_API_PATHS.count), ...admins, orderListCount(queue.source, now));
  router.get(routePath(ORDER_API_PATHS.medicationDatabase), ...orderers(requireCaller), medicationDatabase(deps.readStoredCatalogue));
  router.post(routePath(ORDER_API_PATHS.status), ...admins, orderStatus(orderSubmissionDeps(deps, now), deps.afterMove));
  router.get(`${routePath(ORDER_API_PATHS.scripts)}/:requestId/:itemIndex`, ...admins, orderScript(deps));
  router.get(`${routePath(ORDER_API_PATHS.detail)}/:requestId`, ...admins, orderLook(deps, AUDIT_ACTIONS.accessOrder));
  router.get(`${routePath(ORDER_API_PATHS.worksheet)}/:requestId`, ...admins, orderLook(deps, AUDIT_ACTIONS.accessWorksheet));
  router.post(routePath(LEGAL_SCRIPT_API_PATHS.originalReceived), ...admins, originalReceived({ store: deps.store, isOrderRequestId, orderNotFound }, now));
  return router;
}

/** The submit, which carries the scripts: served by the uploads function (decision 021). */
export function orderSubmitRouter(deps: OrderDeps, requireCaller: RequestHandler, now: () => Date = () => new Date()): Router {
  const router = Router();
  router.post(routePath(ORDER_API_PATHS.submit), ...orderers(requireCaller), submitOrderRequest(deps, orderSubmissionDeps(deps, now)));
  return router;
}

/** The submit's body, refused from its size before it is parsed: the scripts' limit, in its words. */
export const ORDER_SUBMIT_BODY_LIMIT: BodyLimit = {
  path: routePath(ORDER_API_PATHS.submit),
  maxBytes: ORDER_REQUEST_MAX_BYTES,
  code: ORDER_ERROR_CODES.fileTooLarge,
  message: ORDER_MESSAGES.uploadTooLarge,
};
