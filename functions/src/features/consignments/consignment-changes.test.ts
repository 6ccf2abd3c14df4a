import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, CONSIGNMENT_ERROR_CODES } from '@pharmacy/shared';
import { NOW, consignment } from './testing/consignment-fixtures.ts';
import { applyCarrierTracking, recordTypedProof, signerOfEvent } from './consignment-changes.ts';

const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const tracking = (...events: [number, string][]) => ({
  trackingNumber: 'AP12345678',
  status: '',
  events: events.map(([hours, description]) => ({ at: at(hours), description, location: 'BALMAIN NSW' })),
});
const ADMIN = { uid: 'admin-uid', actorUid: 'admin-uid', actorEmail: 'admin@pharmacy.test' };

describe('the carrier’s events', () => {
  it('move a consignment to In transit, then Delivered with the signer and time of the event', () => {
    const moving = applyCarrierTracking(consignment(), tracking([1, 'Processed at facility']), at(2));
    expect(moving?.consignment.status).toBe('in_transit');
    expect(moving?.audit).toMatchObject({ action: AUDIT_ACTIONS.consignmentTracking, actorUid: 'system', details: { from: 'dispatched', to: 'in_transit', events: 1 } });

    const delivered = applyCarrierTracking(moving!.consignment, tracking([1, 'Processed at facility'], [20, 'Delivered - signed for by J CITIZEN']), at(21));
    expect(delivered?.consignment).toMatchObject({
      status: 'delivered',
      deliveredAt: at(20),
      minutesReadyToDelivered: 22 * 60,
      proofOfDelivery: { signedBy: 'J CITIZEN', at: at(20), source: 'carrier', idSeen: null, recordedBy: null },
      tracked: false,
      trackingExpiresAt: new Date(at(20).getTime() + 30 * 24 * HOUR),
    });
    expect(delivered?.consignment.events).toHaveLength(2);
  });

  it('changes nothing for events already recorded, and keeps a delivered consignment delivered', () => {
    const once = applyCarrierTracking(consignment(), tracking([1, 'Delivered']), at(2))!.consignment;
    expect(applyCarrierTracking(once, tracking([1, 'Delivered']), at(3))).toBeNull();
    const later = applyCarrierTracking(once, tracking([1, 'Delivered'], [5, 'Attempted delivery']), at(6));
    expect(later?.consignment.status).toBe('delivered');
    expect(later?.audit).toBeNull();
  });

  it('records a failed delivery', () => {
    expect(applyCarrierTracking(consignment(), tracking([3, 'Attempted delivery - card left']), at(4))?.consignment).toMatchObject({ status: 'delivery_failed', failedAt: at(3) });
  });

  it('reads the signer from the event’s words', () => {
    expect(signerOfEvent('Delivered - signed for by J CITIZEN')).toBe('J CITIZEN');
    expect(signerOfEvent('Delivered')).toBeNull();
  });
});

describe('the pharmacy’s typed proof of delivery', () => {
  it('delivers it and clears an S8 receipt once the ID seen is given', () => {
    const s8 = consignment({ containsS8: true, receiptDueAt: at(7 * 24) });
    const refused = recordTypedProof(s8, { signedBy: 'Jane Citizen', signedAt: at(20), idSeen: '' }, ADMIN, at(30));
    expect('refused' in refused && refused.refused.code).toBe(CONSIGNMENT_ERROR_CODES.idSeenRequired);
    const typed = recordTypedProof(s8, { signedBy: 'Jane Citizen', signedAt: at(20), idSeen: 'Licence 123' }, ADMIN, at(30));
    if ('refused' in typed) throw new Error(typed.refused.message);
    expect(typed.consignment).toMatchObject({ status: 'delivered', receiptDueAt: null, proofOfDelivery: { signedBy: 'Jane Citizen', idSeen: 'Licence 123', source: 'pharmacy', recordedBy: 'admin-uid' } });
    expect(typed.audit).toMatchObject({ action: AUDIT_ACTIONS.consignmentProof, actorUid: 'admin-uid' });
  });

  it('completes a delivered S8 whose carrier scan had no ID seen, but not a receipt already complete', () => {
    const scanned = consignment({ containsS8: true, status: 'delivered', deliveredAt: at(20), proofOfDelivery: { signedBy: 'J CITIZEN', at: at(20), source: 'carrier', idSeen: null, recordedBy: null } });
    const typed = recordTypedProof(scanned, { signedBy: 'Jane Citizen', signedAt: at(20), idSeen: 'Licence 123' }, ADMIN, at(30));
    expect('refused' in typed).toBe(false);
    const complete = recordTypedProof(consignment({ status: 'delivered', proofOfDelivery: scanned.proofOfDelivery }), { signedBy: 'X', signedAt: at(20), idSeen: '' }, ADMIN, at(30));
    expect('refused' in complete && complete.refused.code).toBe(CONSIGNMENT_ERROR_CODES.proofAlreadyRecorded);
  });

  it('refuses a time in the future or before dispatch, and a pickup', () => {
    const future = recordTypedProof(consignment(), { signedBy: 'Jane', signedAt: at(40), idSeen: '' }, ADMIN, at(30));
    expect('refused' in future && future.refused.code).toBe(CONSIGNMENT_ERROR_CODES.signedAtFuture);
    const early = recordTypedProof(consignment(), { signedBy: 'Jane', signedAt: at(-1), idSeen: '' }, ADMIN, at(30));
    expect('refused' in early && early.refused.code).toBe(CONSIGNMENT_ERROR_CODES.signedAtBeforeDispatch);
    const pickup = recordTypedProof(consignment({ method: 'pickup' }), { signedBy: 'Jane', signedAt: at(1), idSeen: '' }, ADMIN, at(30));
    expect('refused' in pickup && pickup.refused.code).toBe(CONSIGNMENT_ERROR_CODES.proofNotForPickup);
  });
});
