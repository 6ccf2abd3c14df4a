import type { RequestHandler } from 'express';
import { ORDER_ERROR_CODES, ORDER_STATUS_LABELS, OrderStatusUpdateSchema, type OrderStatus, type OrderStatusResponse } from '@pharmacy/shared';
import type { OrderMailDeps } from './order-mail-delivery.ts';
import { isOrderRequestId } from './order-request-id.ts';
import { changeOrderStatus } from './order-status.ts';
import { callerOf, recentSignInRequired, signedInRecently } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { actorOf } from '../../platform/http/actor.ts';

export const orderNotFound = () =>
  new HttpError(404, ORDER_ERROR_CODES.orderNotFound, 'That order request does not exist.');

/**
 * POST /order-status (admins): moves an order request to its next status, records
 * it in the audit log and tells the practitioner. Cancelling cannot be undone (no move
 * leaves cancelled), so it needs a recent sign-in like the other such actions
 * (decision 022); the routine moves along the queue do not.
 */
export function orderStatus(deps: OrderMailDeps, afterMove?: (requestId: string, to: OrderStatus) => Promise<void>): RequestHandler {
  return async (req, res) => {
    const { requestId, status } = OrderStatusUpdateSchema.parse(req.body);
    const caller = callerOf(res);
    if (status === 'cancelled' && !signedInRecently(caller, deps.now())) throw recentSignInRequired();
    // Anything else cannot name a document (and might not be a valid Firestore path).
    if (!isOrderRequestId(requestId)) throw orderNotFound();
    const result = await changeOrderStatus({ requestId, to: status, actor: actorOf(caller) }, deps);
    if (result.kind === 'not_found') throw orderNotFound();
    if (result.kind === 'invalid_transition') {
      throw new HttpError(
        409,
        ORDER_ERROR_CODES.invalidTransition,
        `An order request that is ${ORDER_STATUS_LABELS[result.from]} cannot be moved to ${ORDER_STATUS_LABELS[status]}.`,
      );
    }
    if (result.kind === 'refused') throw new HttpError(409, result.refusal.code, result.refusal.message);
    // The invoice (decision 078): never stops the move; the order stays marked invoiceDue for the retry.
    if (afterMove && (status === 'dispatched' || status === 'collected')) await afterMove(requestId, status).catch(() => undefined);
    const body: OrderStatusResponse = { success: true, status, notified: result.notified };
    res.json(body);
  };
}
