/** Test helper: Ready orders and a consignment as the consignment services see them. */
import { orderAt, storedLine, testPatient } from '@pharmacy/shared/testing';
import type { ParsedDispatchRequest, PatientAddress } from '@pharmacy/shared';
import type { OrderRecord } from '../../orders/index.ts';
import type { ConsignmentRecord } from '../consignment-record.ts';
import type { DispatchInput } from '../dispatch-plan.ts';

export const NOW = new Date('2026-11-28T01:00:00.000Z');
const READY_AT = new Date('2026-11-27T23:00:00.000Z');
export const ADDRESS: PatientAddress = { street: '12 Darling Street', suburb: 'Balmain', state: 'NSW', postcode: '2041' };

const sent = { status: 'sent' as const, attempts: 1, error: null, lastAttemptAt: READY_AT };

/** A Ready order of one item for Jane Citizen, delivered to `address` (null: she collects); `s8` makes it Schedule 8. */
export function readyOrder(requestId: string, { address = ADDRESS, s8 = false }: { address?: PatientAddress | null; s8?: boolean } = {}): OrderRecord {
  const patient = testPatient({ delivery: address ? { method: 'delivery', address } : { method: 'pickup' } });
  const received = new Date(READY_AT.getTime() - 2 * 60 * 60 * 1000);
  return {
    ...orderAt(received, { requestId, items: [storedLine({ patient, ...(s8 ? { schedule: 'S8' as const } : {}) })], status: 'ready' }),
    statusHistory: [
      { status: 'received', at: received, by: null },
      { status: 'ready', at: READY_AT, by: 'admin-uid' },
    ],
    readyAt: READY_AT,
    minutesToReady: 120,
    mail: { practitioner: sent, pharmacy: sent },
    needsMailResend: false,
    originalReminderOn: null,
  };
}

export function dispatchRequest(overrides: Partial<ParsedDispatchRequest> = {}): ParsedDispatchRequest {
  return { requestIds: ['HC-261128-AAAA'], method: 'courier', trackingNumber: 'CR12345678', bookWithCarrier: false, authorityToLeave: false, signatureRequired: false, collectedBy: '', idSeen: '', ...overrides };
}

export function dispatchInput(request: ParsedDispatchRequest, overrides: Partial<DispatchInput> = {}): DispatchInput {
  return {
    requestIds: request.requestIds,
    request,
    booked: null,
    consignmentId: 'CN-261128-TEST',
    trackingTokenHash: 'f'.repeat(64),
    actor: { actorUid: 'admin-uid', actorEmail: 'admin@pharmacy.test' },
    dispatcher: { uid: 'admin-uid', name: 'Ada Admin' },
    now: NOW,
    ...overrides,
  };
}

/** A consignment by Australia Post, dispatched at NOW, not delivered. */
export function consignment(overrides: Partial<ConsignmentRecord> = {}): ConsignmentRecord {
  return {
    consignmentId: 'CN-261128-TEST',
    orderIds: ['HC-261128-AAAA'],
    prescriberIds: ['alice-uid'],
    address: ADDRESS,
    method: 'auspost',
    trackingNumber: 'AP12345678',
    carrierShipmentId: null,
    authorityToLeave: false,
    signatureRequired: true,
    status: 'dispatched',
    events: [],
    proofOfDelivery: null,
    containsS8: false,
    dispatchedAt: NOW,
    dispatchedBy: { uid: 'admin-uid', name: 'Ada Admin' },
    dispatchedOn: '2026-11-28',
    readyAt: READY_AT,
    deliveredAt: null,
    minutesReadyToDelivered: null,
    failedAt: null,
    receiptDueAt: null,
    tracked: true,
    trackingTokenHash: 'f'.repeat(64),
    trackingExpiresAt: null,
    updatedAt: NOW,
    mail: {},
    ...overrides,
  };
}
