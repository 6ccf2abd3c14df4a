/**
 * Dispatch as a pure function (decision 059): given the orders as the transaction read them
 * and the admin's choice, the consignment, the orders moved to Dispatched (or Collected) and
 * the audit entry, or the refusal. The Firestore transaction and the unit tests apply the
 * same rules.
 */
import {
  AUDIT_ACTIONS,
  CONSIGNMENT_ERROR_CODES,
  CONSIGNMENT_MESSAGES,
  auditPatientsOf,
  dispatchProblem,
  isApiCarrier,
  minutesReadyToDelivered,
  s8ReceiptDueAt,
  sydneyDateOf,
  trackingLinkExpiresAt,
  type ParsedDispatchRequest,
  type PatientAddress,
} from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { moveOrder, type Actor, type OrderRecord } from '../orders/index.ts';
import type { ConsignmentRecord, DispatchWrite } from './consignment-record.ts';

export interface DispatchInput {
  requestIds: readonly string[];
  request: ParsedDispatchRequest;
  /** What the carrier gave back when booked through its API; null otherwise. */
  booked: { shipmentId: string; trackingNumber: string } | null;
  consignmentId: string;
  /** SHA-256 of the patient's tracking token. */
  trackingTokenHash: string;
  actor: Actor;
  dispatcher: { uid: string; name: string };
  now: Date;
}

export type DispatchRefusal = { refused: { status: 400 | 404 | 409; code: string; message: string } };

const refuse = (status: 400 | 404 | 409, code: string, message: string): DispatchRefusal => ({ refused: { status, code, message } });

/** An address compared as the carrier would read it: case, spaces and punctuation aside. */
export function addressKey(address: PatientAddress): string {
  const part = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  return [part(address.street), part(address.suburb), address.state, address.postcode.trim()].join('|');
}

/** The one address the order's items go to, null when none has one, or 'mixed'. */
export function orderDestination(order: Pick<OrderRecord, 'items'>): PatientAddress | null | 'mixed' {
  const addresses = new Map<string, PatientAddress>();
  for (const item of order.items) {
    const delivery = item.patient?.delivery;
    if (delivery?.method === 'delivery') addresses.set(addressKey(delivery.address), delivery.address);
  }
  if (addresses.size > 1) return 'mixed';
  return addresses.values().next().value ?? null;
}

/** Whether any of the orders holds a Schedule 8 item. */
export const holdsS8 = (orders: readonly Pick<OrderRecord, 'items'>[]) => orders.some((order) => order.items.some((item) => item.schedule === 'S8'));

/** The checks that need no carrier: run before booking, and again in the transaction. */
export function dispatchRefusal(orders: readonly OrderRecord[], requestIds: readonly string[], request: ParsedDispatchRequest, booked: boolean): DispatchRefusal | { address: PatientAddress | null; containsS8: boolean } {
  if (orders.length !== requestIds.length) return refuse(404, CONSIGNMENT_ERROR_CODES.orderNotFound, CONSIGNMENT_MESSAGES.orderNotFound);
  if (orders.some((order) => order.consignmentId)) return refuse(409, CONSIGNMENT_ERROR_CODES.alreadyDispatched, CONSIGNMENT_MESSAGES.alreadyDispatched);
  if (orders.some((order) => order.status !== 'ready')) return refuse(409, CONSIGNMENT_ERROR_CODES.notReady, CONSIGNMENT_MESSAGES.notReady);
  const containsS8 = holdsS8(orders);
  const problem = dispatchProblem(
    {
      method: request.method,
      // Booked: the carrier's number stands where a typed one would.
      trackingNumber: booked ? '' : request.trackingNumber,
      bookWithCarrier: request.bookWithCarrier,
      authorityToLeave: request.authorityToLeave,
      signatureRequired: request.signatureRequired,
      collectedBy: request.collectedBy,
      idSeen: request.idSeen,
    },
    containsS8,
  );
  if (problem) return refuse(problem.code.startsWith('s8_') ? 409 : 400, problem.code, problem.message);
  if (request.method === 'pickup') return { address: null, containsS8 };
  const destinations = orders.map(orderDestination);
  if (destinations.includes('mixed')) return refuse(409, CONSIGNMENT_ERROR_CODES.mixedAddresses, CONSIGNMENT_MESSAGES.mixedAddresses);
  if (destinations.includes(null)) return refuse(409, CONSIGNMENT_ERROR_CODES.noAddress, CONSIGNMENT_MESSAGES.noAddress);
  const addresses = destinations as PatientAddress[];
  if (new Set(addresses.map(addressKey)).size > 1) return refuse(409, CONSIGNMENT_ERROR_CODES.mixedAddresses, CONSIGNMENT_MESSAGES.mixedAddresses);
  return { address: addresses[0]!, containsS8 };
}

const latest = (dates: readonly (Date | undefined)[]) =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date.getTime() > max.getTime()) ? date : max), null);

export function planDispatch(orders: readonly OrderRecord[], input: DispatchInput): DispatchWrite | DispatchRefusal {
  const { request, booked, now } = input;
  const checked = dispatchRefusal(orders, input.requestIds, request, booked !== null);
  if ('refused' in checked) return checked;
  const pickup = request.method === 'pickup';
  const to = pickup ? 'collected' : 'dispatched';
  const moved: OrderRecord[] = [];
  for (const order of orders) {
    const move = moveOrder({ ...order, consignmentId: input.consignmentId }, { to, actor: input.actor, at: now });
    if (move.kind === 'invalid_transition') return refuse(409, CONSIGNMENT_ERROR_CODES.notReady, CONSIGNMENT_MESSAGES.notReady);
    if (move.kind === 'refused') return refuse(409, move.refusal.code, move.refusal.message);
    moved.push(move.order);
  }
  const trackingNumber = pickup ? null : (booked?.trackingNumber ?? request.trackingNumber);
  const readyAt = latest(orders.map((order) => order.readyAt));
  const consignment: ConsignmentRecord = {
    consignmentId: input.consignmentId,
    orderIds: [...input.requestIds],
    prescriberIds: [...new Set(orders.map((order) => order.prescriberId))],
    address: checked.address,
    method: request.method,
    trackingNumber,
    carrierShipmentId: booked?.shipmentId ?? null,
    authorityToLeave: request.authorityToLeave,
    signatureRequired: pickup ? false : request.signatureRequired,
    status: pickup ? 'collected' : 'dispatched',
    events: [],
    proofOfDelivery: pickup
      ? { signedBy: request.collectedBy, at: now, source: 'pharmacy', idSeen: request.idSeen || null, recordedBy: input.dispatcher.uid }
      : null,
    containsS8: checked.containsS8,
    dispatchedAt: now,
    dispatchedBy: input.dispatcher,
    dispatchedOn: sydneyDateOf(now),
    readyAt,
    deliveredAt: pickup ? now : null,
    minutesReadyToDelivered: pickup ? minutesReadyToDelivered(readyAt, now) : null,
    failedAt: null,
    receiptDueAt: s8ReceiptDueAt({ containsS8: checked.containsS8, method: request.method, dispatchedAt: now }),
    tracked: !pickup && isApiCarrier(request.method) && trackingNumber !== null,
    trackingTokenHash: input.trackingTokenHash,
    trackingExpiresAt: pickup ? trackingLinkExpiresAt(now) : null,
    updatedAt: now,
    mail: {},
  };
  const { details: names, ...patientIds } = auditPatientsOf(orders.flatMap((order) => order.items));
  const audit: AuditRecord = {
    action: AUDIT_ACTIONS.consignmentDispatch,
    ...input.actor,
    target: { type: 'consignment', id: input.consignmentId, label: `${input.consignmentId} (${input.requestIds.join(', ')})` },
    ...patientIds,
    details: {
      orders: input.requestIds.join(', '),
      method: request.method,
      trackingNumber,
      authorityToLeave: consignment.authorityToLeave,
      signatureRequired: consignment.signatureRequired,
      containsS8: consignment.containsS8,
      ...(pickup ? { collectedBy: request.collectedBy } : {}),
      ...names,
    },
  };
  return { consignment, orders: moved, audit };
}
