/**
 * An admin moving an order request along (ORDER_STATUS_TRANSITIONS): the change and
 * its audit entry in one transaction (order-store.ts), then the
 * practitioner's notice. A failed notice is recorded on the order and retried; the
 * status change stands either way.
 */
import {
  AUDIT_ACTIONS,
  auditPatientsOf,
  canMoveOrder,
  orderMoveRefusal,
  orderReadyFields,
  type OrderMoveRefusal,
  type OrderStatus,
} from '@pharmacy/shared';
import { originalFields } from '../legal-prescriptions/index.ts';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { pendingMail } from '../../platform/mail/mail-state.ts';
import { deliverOrderMail, type OrderMailDeps } from './order-mail-delivery.ts';
import type { OrderRecord, StatusChangeRequest } from './order-record.ts';

/** How the audit log names an order: its request ID and who sent it. */
export function orderLabel(order: Pick<OrderRecord, 'requestId' | 'practitioner'>): string {
  return `${order.requestId} ${order.practitioner.firstName} ${order.practitioner.lastName}`.trim();
}

/**
 * What every entry about an order names (decision 039): the order, and the patients it
 * is for, by id and name, beside the action's own details.
 */
export function aboutOrder(
  order: Pick<OrderRecord, 'requestId' | 'practitioner' | 'items'>,
  details: AuditRecord['details'],
): Pick<AuditRecord, 'target' | 'patientIds' | 'details'> {
  const { details: names, ...patientIds } = auditPatientsOf(order.items);
  return { target: { type: 'order', id: order.requestId, label: orderLabel(order) }, ...patientIds, details: { ...details, ...names } };
}

export type OrderMove =
  | { kind: 'invalid_transition'; from: OrderStatus }
  /** The transition exists, but something about the order stands in its way (shared/src/orders/order-move.ts). */
  | { kind: 'refused'; refusal: OrderMoveRefusal }
  | { kind: 'changed'; from: OrderStatus; order: OrderRecord; audit: AuditRecord };

/**
 * The order after the change and the audit entry recording it, or the refusal. Pure,
 * so the Firestore transaction and the unit tests' store apply the same rules.
 */
export function moveOrder(order: OrderRecord, { to, actor, at }: Omit<StatusChangeRequest, 'requestId'>): OrderMove {
  const from = order.status;
  if (!canMoveOrder(from, to)) return { kind: 'invalid_transition', from };
  const refusal = orderMoveRefusal(order, to);
  if (refusal) return { kind: 'refused', refusal };
  const moved: OrderRecord = {
    ...order,
    status: to,
    updatedAt: at,
    statusHistory: [...order.statusHistory, { status: to, at, by: actor.actorUid }],
    // A new notice, pending until sent: it replaces any unsent notice of an earlier status.
    mail: { ...order.mail, statusUpdate: pendingMail() },
    needsMailResend: true,
  };
  // A cancelled order waits for no original and is reminded of none. An order made
  // ready keeps when, for the overview's median time to ready (decision 031).
  const ready = to === 'ready' ? orderReadyFields(moved.createdAt, moved.statusHistory) : null;
  const changed: OrderRecord = { ...moved, ...originalFields(moved), ...ready };
  const audit: AuditRecord = {
    action: AUDIT_ACTIONS.orderStatus,
    ...actor,
    ...aboutOrder(order, { from, to }),
  };
  return { kind: 'changed', from, order: changed, audit };
}

export type OrderStatusResult =
  | { kind: 'not_found' }
  | { kind: 'invalid_transition'; from: OrderStatus }
  | { kind: 'refused'; refusal: OrderMoveRefusal }
  /** notified: whether the practitioner's notice was sent. */
  | { kind: 'changed'; from: OrderStatus; notified: boolean };

export async function changeOrderStatus(
  change: Omit<StatusChangeRequest, 'at'>,
  deps: OrderMailDeps,
): Promise<OrderStatusResult> {
  const outcome = await deps.store.changeStatus({ ...change, at: deps.now() });
  if (outcome.kind !== 'changed') return outcome;
  const mail = await deliverOrderMail(outcome.order, ['statusUpdate'], deps);
  return { kind: 'changed', from: outcome.from, notified: mail.statusUpdate?.status === 'sent' };
}
