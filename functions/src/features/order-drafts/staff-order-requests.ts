/**
 * GET /prescribers/:prescriberId/order-requests (after requireWorkingFor): the prescriber's
 * latest requests as their staff follow them, with each request's status, legal-script state
 * and whether a question is open (its `clarification` summary: times and a count, never the
 * thread). Staff no longer read requests from Firestore (issue 32, decision 064): each request
 * shown is recorded in the access log (access.order naming its patients, folded per request,
 * person and 10 minutes like an admin's look) before the answer.
 */
import type { RequestHandler } from 'express';
import { AUDIT_ACTIONS } from '@pharmacy/shared';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { aboutOrder, type OrderRecord } from '../orders/index.ts';
import { prescriberOf } from '../staff/index.ts';
import type { OrderDraftDeps } from './order-drafts.ts';

/** As many as the prescriber's own My Requests shows. */
export const STAFF_ORDER_LIST_LIMIT = 50;

/** The request as the staff screen reads it (shared OrderRequestSchema once sent as JSON): without the server's e-mail bookkeeping. */
function shown({ mail: _mail, needsMailResend: _resend, originalReminderOn: _reminder, ...order }: OrderRecord) {
  return order;
}

export function staffOrderRequests(deps: Pick<OrderDraftDeps, 'store' | 'orders'>): RequestHandler {
  return async (_req, res) => {
    const orders = await deps.store.requestsOf(prescriberOf(res), STAFF_ORDER_LIST_LIMIT);
    const actor = actorOf(callerOf(res));
    await Promise.all(orders.map((order) => deps.orders.recordAccess({ action: AUDIT_ACTIONS.accessOrder, ...actor, ...aboutOrder(order, { view: 'staff-list' }) })));
    res.json({ orders: orders.map(shown) });
  };
}
