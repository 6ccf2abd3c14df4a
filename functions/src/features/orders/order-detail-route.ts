import type { RequestHandler } from 'express';
import type { AUDIT_ACTIONS } from '@pharmacy/shared';
import { callerOf } from '../../platform/http/auth.ts';
import { actorOf } from '../../platform/http/actor.ts';
import type { OrderDeps } from './deps.ts';
import type { OrderRecord } from './order-record.ts';
import { isOrderRequestId } from './order-request-id.ts';
import { aboutOrder } from './order-status.ts';
import { orderNotFound } from './order-status-route.ts';

/** The two looks at one order this route answers: its detail on the queue, or its worksheet. */
export type OrderLook = typeof AUDIT_ACTIONS.accessOrder | typeof AUDIT_ACTIONS.accessWorksheet;

/** The order as the admin's screens read it (shared OrderRequestSchema once sent as JSON): without the server's e-mail bookkeeping. */
export function shownOrder({ mail: _mail, needsMailResend: _needsMailResend, originalReminderOn: _reminderOn, ...order }: OrderRecord) {
  return order;
}

/**
 * GET /order-requests/:requestId and /order-worksheets/:requestId (admins): one order
 * request, answered only once the look is recorded (decision 039), so no admin reads an
 * order's patients without an entry naming them. A look the same admin made at the same
 * order within the fold window is the entry already there.
 */
export function orderLook(deps: Pick<OrderDeps, 'store' | 'recordAccess'>, action: OrderLook): RequestHandler<{ requestId: string }> {
  return async (req, res) => {
    const { requestId } = req.params;
    if (!isOrderRequestId(requestId)) throw orderNotFound();
    const order = await deps.store.get(requestId);
    if (!order) throw orderNotFound();
    await deps.recordAccess({ action, ...actorOf(callerOf(res)), ...aboutOrder(order, {}) });
    res.json({ order: shownOrder(order) });
  };
}
