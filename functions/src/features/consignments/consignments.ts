/**
 * The consignment services (decision 059): dispatch (checks, the carrier's booking, the one
 * transaction, then the e-mails), the pharmacy's proof of delivery, the tracking job and the
 * daily overdue-receipts e-mail. Each is given its time, so tests never wait for a day to pass.
 */
import { randomBytes } from 'node:crypto';
import * as logger from 'firebase-functions/logger';
import {
  CONSIGNMENT_ERROR_CODES,
  CONSIGNMENT_MESSAGES,
  SITE,
  isApiCarrier,
  noticeEmailOf,
  type ParsedDispatchRequest,
} from '@pharmacy/shared';
import { errorMessage } from '../../platform/error-message.ts';
import { CarrierRefusedError, CarrierUnavailableError, type CarrierClient } from '../../platform/carrier/carrier.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { attemptMail, needsResend, pendingMail, type MailState } from '../../platform/mail/mail-state.ts';
import { resendDueMail, type RetryCounts } from '../../platform/mail/mail-retry.ts';
import { sha256Hex } from '../../platform/sha256.ts';
import { deliverOrderMail, randomRequestCode, type Actor, type OrderRecord } from '../orders/index.ts';
import { applyCarrierTracking, recordTypedProof, type TypedProof } from './consignment-changes.ts';
import { deliveryFailedMail, patientTrackingMail, receiptsOverdueMail, trackingLinkOf } from './consignment-mail.ts';
import type { ConsignmentRecord } from './consignment-record.ts';
import type { ConsignmentDeps } from './deps.ts';
import { dispatchRefusal, planDispatch } from './dispatch-plan.ts';

/** An unguessable token for the patient's link: 32 random bytes, base64url (43 characters). */
export const newTrackingToken = () => randomBytes(32).toString('base64url');
/** The token's hash as stored and looked up. */
export const trackingTokenHash = (token: string) => sha256Hex(token);

const sydneyDay = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: '2-digit', month: '2-digit', day: '2-digit' });
/** CN-YYMMDD-XXXX: the Sydney day and four random characters, like a request ID (read out on the phone). */
export function newConsignmentId(at: Date): string {
  const parts = Object.fromEntries(sydneyDay.formatToParts(at).map((part) => [part.type, part.value]));
  return `CN-${parts.year}${parts.month}${parts.day}-${randomRequestCode()}`;
}
export const CONSIGNMENT_ID_PATTERN = /^CN-\d{6}-[0-9A-Z]{4}$/;

/** The pharmacy as the sender on the carrier's label. */
const PHARMACY_SENDER = {
  name: SITE.productName,
  lines: [SITE.address.street],
  suburb: SITE.address.suburb,
  state: SITE.address.state,
  postcode: SITE.address.postcode,
  phone: SITE.phone.replace(/\D/g, ''),
};

const refused = (status: number, code: string, message: string) => new HttpError(status, code, message);

/** The addressee the carrier prints: the first item's patient (an animal's owner), never a medicine. */
function addresseeOf(orders: readonly OrderRecord[]): string {
  const patient = orders.flatMap((order) => order.items).find((item) => item.patient)?.patient;
  return patient ? `${patient.givenName} ${patient.familyName}`.trim() : 'The patient';
}

async function book(carrier: CarrierClient, orders: readonly OrderRecord[], request: ParsedDispatchRequest, consignmentId: string, address: NonNullable<ConsignmentRecord['address']>) {
  try {
    return await carrier.createShipment({
      reference: consignmentId,
      product: request.method === 'startrack' ? 'startrack' : 'auspost',
      from: PHARMACY_SENDER,
      to: { name: addresseeOf(orders), lines: [address.street], suburb: address.suburb, state: address.state, postcode: address.postcode },
      authorityToLeave: request.authorityToLeave,
      signatureRequired: request.signatureRequired,
    });
  } catch (error) {
    if (error instanceof CarrierRefusedError) throw refused(502, CONSIGNMENT_ERROR_CODES.carrierRefused, `${CONSIGNMENT_MESSAGES.carrierRefused}${error.reasons.join('; ')}`);
    if (error instanceof CarrierUnavailableError) throw refused(503, CONSIGNMENT_ERROR_CODES.carrierUnavailable, CONSIGNMENT_MESSAGES.carrierUnavailable);
    throw error;
  }
}

export interface DispatchResult {
  consignment: ConsignmentRecord;
  patientNotified: boolean;
}

/**
 * Dispatches the orders as one consignment. The checks run first on the orders as they are,
 * so a refusal books nothing with the carrier; the transaction checks again.
 */
export async function dispatchOrders(
  requestIds: readonly string[],
  request: ParsedDispatchRequest,
  actor: Actor & { uid: string; name: string },
  deps: ConsignmentDeps,
): Promise<DispatchResult> {
  const now = deps.now();
  const before = await deps.store.getOrders(requestIds);
  const checked = dispatchRefusal(before, requestIds, request, false);
  if ('refused' in checked) throw refused(checked.refused.status, checked.refused.code, checked.refused.message);
  const consignmentId = (deps.newConsignmentId ?? newConsignmentId)(now);
  let booked: { shipmentId: string; trackingNumber: string } | null = null;
  if (request.bookWithCarrier && isApiCarrier(request.method) && checked.address) {
    const carrier = deps.carrier();
    if (!carrier) throw refused(503, CONSIGNMENT_ERROR_CODES.carrierUnavailable, CONSIGNMENT_MESSAGES.carrierUnavailable);
    booked = await book(carrier, before, request, consignmentId, checked.address);
  }
  const token = (deps.newToken ?? newTrackingToken)();
  const outcome = await deps.store.dispatch(requestIds, (orders) =>
    planDispatch(orders, {
      requestIds,
      request,
      booked,
      consignmentId,
      trackingTokenHash: trackingTokenHash(token),
      actor: { actorUid: actor.actorUid, actorEmail: actor.actorEmail },
      dispatcher: { uid: actor.uid, name: actor.name },
      now,
    }),
  );
  if (outcome.kind === 'refused') {
    if (booked) logger.warn('A carrier booking was left unused: the dispatch was refused in its transaction', { consignmentId, shipmentId: booked.shipmentId });
    throw refused(outcome.status, outcome.code, outcome.message);
  }
  // Each order's invoice (decision 078): a failure never stops the dispatch, the order stays marked invoiceDue for the retry.
  if (deps.afterDispatch) await deps.afterDispatch(outcome.orders.map((order) => order.requestId)).catch(() => undefined);
  // The prescribers' status e-mails, as the status route sends them; a failure is retried by retryOrderMail.
  await Promise.all(outcome.orders.map((order) => deliverOrderMail(order, ['statusUpdate'], deps.orderMail).catch(() => undefined)));
  const patientNotified = await notifyPatients(outcome.consignment, outcome.orders, token, deps);
  return { consignment: outcome.consignment, patientNotified };
}

/**
 * The tracking link, e-mailed once to each patient of the consignment whose current record
 * holds an e-mail and their consent to notices. The token exists only now (its hash is
 * stored), so a failed e-mail is not retried: the answer says so and the admin can tell them.
 */
async function notifyPatients(consignment: ConsignmentRecord, orders: readonly OrderRecord[], token: string, deps: ConsignmentDeps): Promise<boolean> {
  if (consignment.method === 'pickup') return false;
  const patientIds = [...new Set(orders.flatMap((order) => order.items.flatMap((item) => (item.patient ? [item.patient.patientId] : []))))];
  if (patientIds.length === 0) return false;
  try {
    const patients = await deps.patients.getMany(patientIds);
    const to = [...new Set([...patients.values()].flatMap((patient) => noticeEmailOf(patient) ?? []))];
    if (to.length === 0) return false;
    const state = await attemptMail(pendingMail(), () => deps.sendMail(patientTrackingMail(to, trackingLinkOf(deps.appOrigin(), token))), deps.now());
    // Never retried: the token is not kept (its hash is).
    await deps.store.updateMail(consignment.consignmentId, { patientTracking: state }, false);
    return state.status === 'sent';
  } catch (error) {
    logger.error('Could not send the patient their tracking link', { consignmentId: consignment.consignmentId, error: errorMessage(error) });
    return false;
  }
}

/** The pharmacy's typed proof of delivery (POST .../proof-of-delivery). */
export async function recordProof(consignmentId: string, proof: TypedProof, actor: Actor & { uid: string }, deps: ConsignmentDeps): Promise<ConsignmentRecord> {
  const now = deps.now();
  const outcome = await deps.store.change({ consignmentId, change: (current) => recordTypedProof(current, proof, actor, now) });
  if (outcome.kind === 'not_found') throw refused(404, CONSIGNMENT_ERROR_CODES.consignmentNotFound, CONSIGNMENT_MESSAGES.consignmentNotFound);
  if (outcome.kind === 'refused') throw refused(409, outcome.code, outcome.message);
  return outcome.consignment;
}

/** At most this many consignments a run asks the carrier about; the rest wait for the next run. */
export const TRACKING_BATCH_SIZE = 200;

export interface TrackingRun {
  asOf: string;
  checked: number;
  /** Consignments whose status moved, with where to. */
  moved: { consignmentId: string; status: string }[];
  /** Consignments that could not be updated, or the whole run when the carrier could not be asked. */
  failed: string[];
}

/**
 * The delivery-failed notice to the orders' prescribers and the pharmacy (request IDs and
 * links only), unless sent already; a failure is retried by retryConsignmentMail.
 */
async function notifyDeliveryFailed(consignment: ConsignmentRecord, deps: ConsignmentDeps, now: Date): Promise<MailState> {
  const orders = await deps.store.getOrders(consignment.orderIds);
  const to = [...new Set([...orders.map((order) => order.practitioner.email).filter(Boolean), deps.pharmacyEmail()])];
  const state = await attemptMail(consignment.mail.deliveryFailed ?? pendingMail(), () => deps.sendMail(deliveryFailedMail(to, consignment.orderIds, deps.appOrigin())), now);
  await deps.store.updateMail(consignment.consignmentId, { deliveryFailed: state }, needsResend([state]));
  return state;
}

/** The scheduled retry's part for consignments (mail-retry.ts): the delivery-failed notices. */
export function resendConsignmentMail(deps: ConsignmentDeps): Promise<RetryCounts> {
  const now = deps.now();
  return resendDueMail<ConsignmentRecord>(
    {
      kind: 'consignment',
      idField: 'consignmentId',
      idOf: (consignment) => consignment.consignmentId,
      listDue: (before, limit) => deps.store.listNeedingMailResend(before, limit),
      async resend(consignment): Promise<{ before: Record<string, MailState>; after: Record<string, MailState> }> {
        const before = consignment.mail.deliveryFailed;
        if (!before) {
          await deps.store.updateMail(consignment.consignmentId, {}, false);
          return { before: {}, after: {} };
        }
        return { before: { deliveryFailed: before }, after: { deliveryFailed: await notifyDeliveryFailed(consignment, deps, now) } };
      },
    },
    now,
  );
}

/** Asks the carrier about every tracked consignment and moves each on its events (the scheduled job, every 30 minutes). */
export async function runTracking(deps: ConsignmentDeps, now: Date): Promise<TrackingRun> {
  const run: TrackingRun = { asOf: now.toISOString(), checked: 0, moved: [], failed: [] };
  const carrier = deps.carrier();
  if (!carrier) return run;
  const tracked = (await deps.store.listTracked(TRACKING_BATCH_SIZE)).filter((consignment) => consignment.trackingNumber);
  if (tracked.length === 0) return run;
  let found;
  try {
    found = await carrier.getTrackingEvents(tracked.map((consignment) => consignment.trackingNumber!));
  } catch (error) {
    logger.error('Could not read tracking events from the carrier', { error: errorMessage(error) });
    return { ...run, failed: ['carrier'] };
  }
  for (const consignment of tracked) {
    run.checked += 1;
    const tracking = found.get(consignment.trackingNumber!);
    if (!tracking) continue;
    try {
      const outcome = await deps.store.change({ consignmentId: consignment.consignmentId, change: (current) => applyCarrierTracking(current, tracking, now) });
      if (outcome.kind !== 'changed' || outcome.before.status === outcome.consignment.status) continue;
      run.moved.push({ consignmentId: consignment.consignmentId, status: outcome.consignment.status });
      if (outcome.consignment.status === 'delivery_failed') await notifyDeliveryFailed(outcome.consignment, deps, now);
    } catch (error) {
      run.failed.push(consignment.consignmentId);
      logger.error('Could not move a consignment on its tracking events', { consignmentId: consignment.consignmentId, error: errorMessage(error) });
    }
  }
  if (run.moved.length > 0 || run.failed.length > 0) logger.info('Tracked consignments', { checked: run.checked, moved: run.moved.length, failed: run.failed.length });
  return run;
}

export interface ReceiptReminderRun {
  asOf: string;
  overdue: number;
  /** Whether the pharmacy was e-mailed (only when something is overdue). */
  sent: boolean;
}

/** The daily e-mail to the pharmacy: how many Schedule 8 receipts are overdue, and a link. */
export async function sendReceiptReminder(deps: ConsignmentDeps, now: Date): Promise<ReceiptReminderRun> {
  const overdue = await deps.store.countReceiptsOverdue(now);
  if (overdue === 0) return { asOf: now.toISOString(), overdue, sent: false };
  await deps.sendMail(receiptsOverdueMail(deps.pharmacyEmail(), overdue, deps.appOrigin()));
  return { asOf: now.toISOString(), overdue, sent: true };
}
