import { describe, expect, it } from 'vitest';
import {
  CONSIGNMENT_ERROR_CODES,
  CONSIGNMENT_MESSAGES,
  DispatchRequestSchema,
  ProofOfDeliveryRequestSchema,
  carrierTrackingUrl,
  dispatchProblem,
  hasSignedReceipt,
  isS8ReceiptOverdue,
  medianMinutes,
  parseTrackingNumber,
  statusOfTrackingEvent,
  trackingLinkExpiresAt,
  type DispatchChoice,
} from './index.ts';

const carrier = (overrides: Partial<DispatchChoice> = {}): DispatchChoice => ({
  method: 'auspost',
  trackingNumber: 'AP12345678',
  bookWithCarrier: false,
  authorityToLeave: false,
  signatureRequired: true,
  collectedBy: '',
  idSeen: '',
  ...overrides,
});

describe('the Schedule 8 dispatch rule', () => {
  it('refuses an S8 with authority to leave, or without a signature', () => {
    expect(dispatchProblem(carrier({ authorityToLeave: true, signatureRequired: false }), true)).toEqual({
      code: CONSIGNMENT_ERROR_CODES.s8AuthorityToLeave,
      message: CONSIGNMENT_MESSAGES.s8AuthorityToLeave,
    });
    expect(dispatchProblem(carrier({ signatureRequired: false }), true)?.code).toBe(CONSIGNMENT_ERROR_CODES.s8SignatureRequired);
    expect(dispatchProblem(carrier(), true)).toBeNull();
  });

  it('lets anything else be left unattended, but not with a signature too', () => {
    expect(dispatchProblem(carrier({ authorityToLeave: true, signatureRequired: false }), false)).toBeNull();
    expect(dispatchProblem(carrier({ authorityToLeave: true, signatureRequired: true }), false)?.code).toBe(CONSIGNMENT_ERROR_CODES.atlWithSignature);
  });

  it('asks a pickup of an S8 for who collected it and the ID seen', () => {
    const pickup = carrier({ method: 'pickup', trackingNumber: '', signatureRequired: false });
    expect(dispatchProblem(pickup, false)?.code).toBe(CONSIGNMENT_ERROR_CODES.collectedByRequired);
    expect(dispatchProblem({ ...pickup, collectedBy: 'Jane Citizen' }, true)?.code).toBe(CONSIGNMENT_ERROR_CODES.idSeenRequired);
    expect(dispatchProblem({ ...pickup, collectedBy: 'Jane Citizen', idSeen: 'Licence 123' }, true)).toBeNull();
    expect(dispatchProblem({ ...pickup, collectedBy: 'Jane', authorityToLeave: true }, false)?.code).toBe(CONSIGNMENT_ERROR_CODES.atlNotForPickup);
  });

  it('books only Australia Post and StarTrack through the account, without a typed number; a courier needs one', () => {
    expect(dispatchProblem(carrier({ bookWithCarrier: true, trackingNumber: '' }), false)).toBeNull();
    expect(dispatchProblem(carrier({ bookWithCarrier: true }), false)?.code).toBe(CONSIGNMENT_ERROR_CODES.bookWithNumber);
    expect(dispatchProblem(carrier({ method: 'courier', bookWithCarrier: true, trackingNumber: '' }), false)?.code).toBe(CONSIGNMENT_ERROR_CODES.bookNotForThisMethod);
    expect(dispatchProblem(carrier({ method: 'courier', trackingNumber: '' }), false)?.code).toBe(CONSIGNMENT_ERROR_CODES.trackingNumberRequired);
  });
});

describe('the S8 receipt', () => {
  const dispatchedAt = new Date('2026-11-20T01:00:00Z');
  const s8 = { containsS8: true, method: 'auspost' as const, dispatchedAt, proofOfDelivery: null };

  it('is overdue from 7 days after dispatch until signed with the ID seen', () => {
    expect(isS8ReceiptOverdue(s8, new Date('2026-11-27T00:59:59Z'))).toBe(false);
    expect(isS8ReceiptOverdue(s8, new Date('2026-11-27T01:00:00Z'))).toBe(true);
    expect(isS8ReceiptOverdue({ ...s8, proofOfDelivery: { idSeen: null } }, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(isS8ReceiptOverdue({ ...s8, proofOfDelivery: { idSeen: 'Licence 123' } }, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });

  it('is never asked of anything but an S8 by carrier', () => {
    expect(isS8ReceiptOverdue({ ...s8, containsS8: false }, new Date('2027-01-01T00:00:00Z'))).toBe(false);
    expect(isS8ReceiptOverdue({ ...s8, method: 'pickup' }, new Date('2027-01-01T00:00:00Z'))).toBe(false);
    expect(hasSignedReceipt({ containsS8: false, proofOfDelivery: { idSeen: null } })).toBe(true);
  });
});

describe('tracking', () => {
  it('reads the carrier’s events as a status', () => {
    expect(statusOfTrackingEvent('Delivered - signed for by J CITIZEN')).toBe('delivered');
    expect(statusOfTrackingEvent('Attempted delivery - card left')).toBe('delivery_failed');
    expect(statusOfTrackingEvent('Awaiting collection at Balmain Post Office')).toBe('delivery_failed');
    expect(statusOfTrackingEvent('Processed at facility')).toBe('in_transit');
    expect(statusOfTrackingEvent('Shipping information approved by Australia Post')).toBeNull();
  });

  it('keeps a tracking number in capitals without spaces, and links Australia Post and StarTrack to the carrier’s page', () => {
    expect(parseTrackingNumber(' ab-123 456 7 ')).toBe('AB1234567');
    expect(parseTrackingNumber('12')).toBeNull();
    expect(carrierTrackingUrl('startrack', 'AB1234567')).toBe('https://auspost.com.au/mypost/track/details/AB1234567');
    expect(carrierTrackingUrl('courier', 'AB1234567')).toBeNull();
  });

  it('expires the patient’s link 30 days after delivery', () => {
    expect(trackingLinkExpiresAt(new Date('2026-11-01T00:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('takes the median of an odd or even count, or none', () => {
    expect(medianMinutes([30, 10, 20])).toBe(20);
    expect(medianMinutes([10, 20, 30, 40])).toBe(25);
    expect(medianMinutes([])).toBeNull();
  });
});

describe('the requests', () => {
  it('refuses a listed order twice, and more than ten', () => {
    expect(DispatchRequestSchema.safeParse({ requestIds: ['A', 'A'], method: 'pickup' }).error?.issues[0]?.message).toBe(CONSIGNMENT_MESSAGES.duplicateOrders);
    expect(DispatchRequestSchema.safeParse({ requestIds: Array.from({ length: 11 }, (_, i) => `HC-${i}`), method: 'pickup' }).error?.issues[0]?.message).toBe(
      CONSIGNMENT_MESSAGES.tooManyOrders,
    );
  });

  it('refuses a malformed tracking number and a signer time without its zone', () => {
    expect(DispatchRequestSchema.safeParse({ requestIds: ['A'], method: 'courier', trackingNumber: '<script>' }).error?.issues[0]?.message).toBe(
      CONSIGNMENT_MESSAGES.trackingNumberFormat,
    );
    expect(ProofOfDeliveryRequestSchema.safeParse({ signedBy: 'Jane', signedAt: '2026-11-28T10:00' }).error?.issues[0]?.message).toBe(CONSIGNMENT_MESSAGES.signedAtRequired);
  });
});
