/**
 * What the carrier's tracking and the pharmacy's proof of delivery change on a consignment,
 * as pure functions (decision 059): the Firestore transaction and the unit tests apply the
 * same rules.
 */
import {
  AUDIT_ACTIONS,
  CONSIGNMENT_ERROR_CODES,
  CONSIGNMENT_MESSAGES,
  CONSIGNMENT_STATUS_LABELS,
  hasSignedReceipt,
  isConsignmentFinished,
  minutesReadyToDelivered,
  statusOfTrackingEvent,
  trackingLinkExpiresAt,
  type ConsignmentStatus,
} from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import type { CarrierTracking } from '../../platform/carrier/carrier.ts';
import type { Actor } from '../orders/index.ts';
import type { ConsignmentRecord, StoredTrackingEvent } from './consignment-record.ts';

/** Who the audit log names for the tracking job: nobody signed in, the carrier's events. */
export const TRACKING_ACTOR: Actor = { actorUid: 'system', actorEmail: 'carrier-tracking' };

const target = (consignment: ConsignmentRecord) => ({
  type: 'consignment',
  id: consignment.consignmentId,
  label: `${consignment.consignmentId} (${consignment.orderIds.join(', ')})`,
});

/** The signer a carrier's delivered event names ("Delivered - signed for by J CITIZEN"), or null. */
export function signerOfEvent(description: string): string | null {
  const match = /signed(?: for)? by:?\s+(.+?)\s*$/i.exec(description);
  const name = match?.[1]?.trim();
  return name ? name.slice(0, 100) : null;
}

const eventKey = (event: Pick<StoredTrackingEvent, 'at' | 'description'>) => `${event.at.toISOString()} ${event.description}`;

/** The consignment once delivered at `at` (by the carrier's event or the typed receipt). */
function delivered(consignment: ConsignmentRecord, at: Date, proof: ConsignmentRecord['proofOfDelivery']): ConsignmentRecord {
  const deliveredAt = consignment.deliveredAt ?? at;
  const next: ConsignmentRecord = {
    ...consignment,
    status: 'delivered',
    deliveredAt,
    minutesReadyToDelivered: minutesReadyToDelivered(consignment.readyAt, deliveredAt),
    proofOfDelivery: proof,
    tracked: false,
    trackingExpiresAt: trackingLinkExpiresAt(deliveredAt),
  };
  // Its receipt is in: no longer overdue, nor due.
  return hasSignedReceipt(next) ? { ...next, receiptDueAt: null } : next;
}

/**
 * The consignment after the carrier's events, with an audit entry when its status moved, or
 * null when the carrier told nothing new. A delivered consignment never moves back.
 */
export function applyCarrierTracking(
  consignment: ConsignmentRecord,
  tracking: CarrierTracking,
  now: Date,
): { consignment: ConsignmentRecord; audit: AuditRecord | null } | null {
  const known = new Set(consignment.events.map(eventKey));
  const fresh: StoredTrackingEvent[] = tracking.events
    .filter((event) => !known.has(eventKey(event)))
    .map((event) => ({ at: event.at, code: statusOfTrackingEvent(event.description) ?? '', description: event.description, location: event.location }));
  if (fresh.length === 0) return null;
  const events = [...consignment.events, ...fresh].sort((a, b) => a.at.getTime() - b.at.getTime());
  let next: ConsignmentRecord = { ...consignment, events, updatedAt: now };
  if (!isConsignmentFinished(consignment.status)) {
    // The latest event that says anything decides.
    const deciding = [...events].reverse().find((event) => statusOfTrackingEvent(event.description) !== null);
    const status = deciding ? statusOfTrackingEvent(deciding.description)! : consignment.status;
    if (status === 'delivered' && deciding) {
      const signer = signerOfEvent(deciding.description);
      const proof = consignment.proofOfDelivery ?? (signer ? { signedBy: signer, at: deciding.at, source: 'carrier' as const, idSeen: null, recordedBy: null } : null);
      next = delivered(next, deciding.at, proof);
    } else if (status === 'delivery_failed' && deciding) {
      next = { ...next, status, failedAt: deciding.at };
    } else {
      next = { ...next, status };
    }
  }
  if (next.status === consignment.status) return { consignment: next, audit: null };
  const audit: AuditRecord = {
    action: AUDIT_ACTIONS.consignmentTracking,
    ...TRACKING_ACTOR,
    target: target(consignment),
    details: { from: consignment.status, to: next.status, events: fresh.length },
  };
  return { consignment: next, audit };
}

/** The receipt the pharmacy typed (POST .../proof-of-delivery). */
export interface TypedProof {
  signedBy: string;
  signedAt: Date;
  idSeen: string;
}

type Refusal = { refused: { code: string; message: string } };
const refuse = (key: keyof typeof CONSIGNMENT_ERROR_CODES & keyof typeof CONSIGNMENT_MESSAGES): Refusal => ({
  refused: { code: CONSIGNMENT_ERROR_CODES[key], message: CONSIGNMENT_MESSAGES[key] },
});

/**
 * The consignment delivered with the pharmacy's proof, and its audit entry, or the refusal.
 * It also completes a delivered Schedule 8 consignment whose carrier scan gave no ID seen.
 */
export function recordTypedProof(
  consignment: ConsignmentRecord,
  proof: TypedProof,
  actor: Actor & { uid: string },
  now: Date,
): { consignment: ConsignmentRecord; audit: AuditRecord } | Refusal {
  if (consignment.method === 'pickup') return refuse('proofNotForPickup');
  if (hasSignedReceipt(consignment)) return refuse('proofAlreadyRecorded');
  if (consignment.containsS8 && proof.idSeen.trim() === '') return refuse('idSeenRequired');
  if (proof.signedAt.getTime() > now.getTime()) return refuse('signedAtFuture');
  if (proof.signedAt.getTime() < consignment.dispatchedAt.getTime()) return refuse('signedAtBeforeDispatch');
  const from: ConsignmentStatus = consignment.status;
  const next = delivered({ ...consignment, updatedAt: now }, proof.signedAt, {
    signedBy: proof.signedBy,
    at: proof.signedAt,
    source: 'pharmacy',
    idSeen: proof.idSeen.trim() || null,
    recordedBy: actor.uid,
  });
  const audit: AuditRecord = {
    action: AUDIT_ACTIONS.consignmentProof,
    actorUid: actor.actorUid,
    actorEmail: actor.actorEmail,
    target: target(consignment),
    details: { from: CONSIGNMENT_STATUS_LABELS[from], to: CONSIGNMENT_STATUS_LABELS[next.status], signedBy: proof.signedBy, idSeen: proof.idSeen.trim() !== '' },
  };
  return { consignment: next, audit };
}
