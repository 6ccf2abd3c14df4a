/**
 * The demo pharmacy's consignments (issue 33 parts 2-6, decision 061), made from the demo
 * orders already handed over, so each agrees with its order: a Dispatched order went by
 * carrier, a Collected one was picked up. Among the dispatched: the newest is in transit
 * (its patient's tracking link ends in DEMO_TRACKING_TOKEN), the next failed delivery, one sent
 * more than 7 days ago holds a Schedule 8 item whose signed receipt never came back (the
 * overview's "S8 receipts overdue"), and the rest were delivered and signed for.
 *
 * The demo orders hold no Schedule 8 item (the built-in catalogue has none), so the
 * overdue one's first item is made the demo sheet's S8 formula here, with the NSW Health
 * authority and interval an S8 item carries; demo-orders.ts is left as it is.
 * Pure: the same documents and `now` give the same consignments.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { ConsignmentRecordSchema } from '../../../functions/src/features/consignments/consignment-record.ts';
import {
  CONSIGNMENT_COLLECTIONS,
  ORDER_COLLECTIONS,
  S8_RECEIPT_DAYS,
  TRACKING_LINK_DAYS,
  minutesReadyToDelivered,
  sydneyDateOf,
  type DispatchMethod,
} from '@pharmacy/shared';
import { DEMO_S8_FORMULA } from './demo-catalogue.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A tracking token is 43 base64url characters, as the function makes them (consignments.ts); the demo's are padded to that. */
const TOKEN_LENGTH = 43;
const demoToken = (name: string) => name.padEnd(TOKEN_LENGTH, '0');

/** The in-transit consignment's tracking link for the patient: http://127.0.0.1:5000/track/demo-parcel-on-its-way000000000000000000000. */
export const DEMO_TRACKING_TOKEN = demoToken('demo-parcel-on-its-way');


interface DemoWrite {
  path: string;
  data: Record<string, unknown>;
}

export interface HandedOver {
  path: string;
  data: Record<string, unknown>;
  requestId: string;
  status: 'dispatched' | 'collected';
  at: Date;
}

const asDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : null);
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const later = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR_MS);

/** The orders handed over, newest first, with when (their consignments here, their invoices in demo-invoices.ts). */
export function handedOver(orders: readonly DemoWrite[]): HandedOver[] {
  return orders
    .flatMap(({ path, data }): HandedOver[] => {
      const status = data.status;
      if (status !== 'dispatched' && status !== 'collected') return [];
      const history = (data.statusHistory as { status: string; at: unknown }[] | undefined) ?? [];
      const at = asDate(history.find((change) => change.status === status)?.at);
      return at ? [{ path, data, requestId: String(data.requestId), status, at }] : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

type Item = Record<string, unknown> & { patient?: { givenName?: string; familyName?: string; delivery?: { method: string; address?: unknown } } };

/** The overdue order's first item, made the demo sheet's Schedule 8 formula. */
function asS8(order: HandedOver): void {
  const [first, ...rest] = order.data.items as Item[];
  if (!first) return;
  const s8: Item = {
    ...first,
    condition: 'pain',
    conditionLabel: 'Pain',
    formula: DEMO_S8_FORMULA.value,
    formulaLabel: DEMO_S8_FORMULA.label,
    strength: '5%',
    amount: '30g',
    description: 'Transdermal cream for neuropathic pain; a controlled drug needing a NSW Health authority.',
    schedule: 'S8',
    storage: 'refrigerated',
    s8Prescription: { authorityNumber: 'AU4521873', repeatIntervalDays: 28 },
    directions: 'Apply 0.5 g to the painful area twice daily',
  };
  order.data.items = [s8, ...rest];
}

interface Plan {
  method: DispatchMethod;
  status: 'in_transit' | 'delivered' | 'delivery_failed' | 'collected';
  s8: boolean;
  token: string;
}

function consignmentOf(order: HandedOver, plan: Plan, index: number, now: Date, admin: { uid: string; name: string }, prescriberId: string): DemoWrite {
  const items = order.data.items as Item[];
  const delivery = items[0]?.patient?.delivery;
  const address = plan.method === 'pickup' || delivery?.method !== 'delivery' ? null : (delivery.address ?? null);
  const dispatchedAt = order.at;
  const readyAt = asDate(order.data.readyAt);
  const carrier = plan.method === 'auspost' || plan.method === 'startrack';
  const trackingNumber = plan.method === 'pickup' ? null : plan.method === 'courier' ? `SYD${String(index).padStart(6, '0')}` : `33LPX${String(4000 + index)}01000931509`;
  const depot = plan.method === 'startrack' ? 'ALEXANDRIA NSW' : 'STRATHFIELD NSW';
  const events =
    plan.method === 'pickup'
      ? []
      : [
          { at: later(dispatchedAt, 2), code: 'AAE', description: 'Shipping information received by Australia Post', location: '' },
          { at: later(dispatchedAt, 9), code: 'ADT', description: 'In transit', location: depot },
          ...(plan.status === 'delivered' ? [{ at: later(dispatchedAt, 26), code: 'DLV', description: 'Delivered', location: address ? String((address as { suburb: string }).suburb).toUpperCase() : '' }] : []),
          ...(plan.status === 'delivery_failed' ? [{ at: later(dispatchedAt, 27), code: 'ATT', description: 'Attempted delivery - card left, awaiting collection', location: depot }] : []),
        ];
  const patient = items[0]?.patient;
  const signer = patient ? `${patient.givenName ?? ''} ${patient.familyName ?? ''}`.trim() : 'Recipient';
  const finishedAt = plan.status === 'delivered' ? later(dispatchedAt, 26) : plan.status === 'collected' ? dispatchedAt : null;
  const proofOfDelivery =
    finishedAt === null
      ? null
      : plan.status === 'collected'
        ? { signedBy: signer, at: finishedAt, source: 'pharmacy', idSeen: null, recordedBy: admin.uid }
        : // The carrier's scan names who signed; an S8's ID seen comes only from the returned receipt.
          { signedBy: signer, at: finishedAt, source: 'carrier', idSeen: null, recordedBy: null };
  const receiptDueAt = plan.s8 ? new Date(dispatchedAt.getTime() + S8_RECEIPT_DAYS * DAY_MS) : null;
  const data = {
    // As the function names them (CN-YYMMDD-XXXX, the Sydney day of dispatch), D and a number for the demo's.
    consignmentId: `CN-${sydneyDateOf(dispatchedAt).slice(2).replaceAll('-', '')}-D${String(index + 1).padStart(3, '0')}`,
    orderIds: [order.requestId],
    prescriberIds: [prescriberId],
    address,
    method: plan.method,
    trackingNumber,
    carrierShipmentId: null,
    authorityToLeave: carrier && !plan.s8 && index % 2 === 0,
    signatureRequired: plan.s8 || (carrier && index % 2 === 1),
    status: plan.status,
    events,
    proofOfDelivery,
    containsS8: plan.s8,
    dispatchedAt,
    dispatchedBy: admin,
    dispatchedOn: sydneyDateOf(dispatchedAt),
    readyAt,
    deliveredAt: finishedAt,
    minutesReadyToDelivered: minutesReadyToDelivered(readyAt, finishedAt),
    failedAt: plan.status === 'delivery_failed' ? later(dispatchedAt, 27) : null,
    receiptDueAt,
    tracked: carrier && plan.status !== 'delivered',
    trackingTokenHash: tokenHash(plan.token),
    trackingExpiresAt: finishedAt ? new Date(finishedAt.getTime() + TRACKING_LINK_DAYS * DAY_MS) : null,
    updatedAt: events.at(-1)?.at ?? dispatchedAt,
    // Written straight into the emulators: no e-mail was due or sent.
    mail: {},
  };
  // The order names its consignment, as the dispatch writes it (GET /api/order-consignments reads it).
  order.data.consignmentId = data.consignmentId;
  return { path: `${CONSIGNMENT_COLLECTIONS.consignments}/${data.consignmentId}`, data: timestamps(data) as Record<string, unknown> };
}

/** Dates as Firestore Timestamps, everywhere in the value, as the Admin SDK stores them. */
function timestamps(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(timestamps);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, timestamps(field)]));
  return value;
}

/**
 * The consignments of the demo orders handed over. Names each order's consignment on it and
 * changes the overdue order's first item to the S8 formula, in `documents` (the order
 * requests' data), and returns the consignment
 * documents to write beside them, each checked against the stored consignment schema.
 */
export function demoConsignments(
  documents: readonly DemoWrite[],
  { now, admin, prescriberId }: { now: Date; admin: { uid: string; name: string }; prescriberId: string },
): DemoWrite[] {
  const orders = handedOver(documents.filter(({ path, data }) => path.startsWith(`${ORDER_COLLECTIONS.orderRequests}/`) && data.prescriberId === prescriberId));
  const dispatched = orders.filter((order) => order.status === 'dispatched');
  // The S8 overdue: the newest dispatched more than S8_RECEIPT_DAYS and a day ago, past the two newest.
  const overdue = dispatched.slice(2).find((order) => now.getTime() - order.at.getTime() > (S8_RECEIPT_DAYS + 1) * DAY_MS);
  if (overdue) asS8(overdue);
  let carrierIndex = 0;
  const consignments = orders.map((order, index) => {
    if (order.status === 'collected') return consignmentOf(order, { method: 'pickup', status: 'collected', s8: false, token: demoToken(`demo-collected-${index}`) }, index, now, admin, prescriberId);
    const position = carrierIndex++;
    const status = position === 0 ? 'in_transit' : position === 1 ? 'delivery_failed' : 'delivered';
    const method: DispatchMethod = position === 3 ? 'startrack' : position === 4 ? 'courier' : 'auspost';
    const token = position === 0 ? DEMO_TRACKING_TOKEN : demoToken(`demo-parcel-${index}`);
    return consignmentOf(order, { method, status, s8: order === overdue, token }, index, now, admin, prescriberId);
  });
  for (const { path, data } of consignments) {
    const result = ConsignmentRecordSchema.safeParse(data);
    if (!result.success) throw new Error(`Demo consignment ${path} does not match its schema: ${z.prettifyError(result.error)}`);
  }
  return consignments;
}
