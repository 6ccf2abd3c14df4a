/**
 * What each reader is shown of a consignment (decision 059): the admin nearly all of it,
 * the prescriber and their staff one order's tracking without the address, other orders or
 * the ID seen, and the patient's link only the status, carrier, number and the pharmacy's phone.
 */
import {
  DISPATCH_METHOD_LABELS,
  SITE,
  carrierTrackingUrl,
  isS8ReceiptOverdue,
  type AdminConsignment,
  type PrescriberConsignment,
  type PublicTracking,
} from '@pharmacy/shared';
import type { ConsignmentRecord } from './consignment-record.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function adminConsignmentOf(consignment: ConsignmentRecord, now: Date): AdminConsignment {
  const { trackingTokenHash: _hash, mail: _mail, ...rest } = consignment;
  return {
    ...rest,
    events: rest.events.map((event) => ({ ...event, at: iso(event.at) })),
    proofOfDelivery: rest.proofOfDelivery ? { ...rest.proofOfDelivery, at: iso(rest.proofOfDelivery.at) } : null,
    dispatchedAt: iso(rest.dispatchedAt),
    readyAt: isoOrNull(rest.readyAt),
    deliveredAt: isoOrNull(rest.deliveredAt),
    failedAt: isoOrNull(rest.failedAt),
    receiptDueAt: isoOrNull(rest.receiptDueAt),
    trackingExpiresAt: isoOrNull(rest.trackingExpiresAt),
    updatedAt: iso(rest.updatedAt),
    s8ReceiptOverdue: isS8ReceiptOverdue(consignment, now),
    trackingUrl: carrierTrackingUrl(consignment.method, consignment.trackingNumber),
  };
}

export function prescriberConsignmentOf(consignment: ConsignmentRecord, requestId: string): PrescriberConsignment {
  return {
    consignmentId: consignment.consignmentId,
    requestId,
    method: consignment.method,
    trackingNumber: consignment.trackingNumber,
    trackingUrl: carrierTrackingUrl(consignment.method, consignment.trackingNumber),
    status: consignment.status,
    signatureRequired: consignment.signatureRequired,
    authorityToLeave: consignment.authorityToLeave,
    events: consignment.events.map((event) => ({ ...event, at: iso(event.at) })),
    dispatchedAt: iso(consignment.dispatchedAt),
    deliveredAt: isoOrNull(consignment.deliveredAt),
    proofOfDelivery: consignment.proofOfDelivery ? { signedBy: consignment.proofOfDelivery.signedBy, at: iso(consignment.proofOfDelivery.at) } : null,
  };
}

export function publicTrackingOf(consignment: ConsignmentRecord): PublicTracking {
  return {
    status: consignment.status,
    carrier: DISPATCH_METHOD_LABELS[consignment.method],
    trackingNumber: consignment.trackingNumber,
    trackingUrl: carrierTrackingUrl(consignment.method, consignment.trackingNumber),
    pharmacyPhone: SITE.phone,
  };
}
