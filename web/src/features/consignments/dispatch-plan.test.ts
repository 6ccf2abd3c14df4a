import { describe, expect, it } from 'vitest';
import { CONSIGNMENT_MESSAGES, type OrderItem, type PatientSnapshot } from '@pharmacy/shared';
import { orderRequest, storedLine, testPatient } from '@pharmacy/shared/testing';
import { destinationProblem, dispatchFormProblem, dispatchOffer, dispatchPlan, offeredChoice } from './dispatch-plan.ts';

const BALMAIN = { method: 'delivery' as const, address: { street: '1 Darling Street', suburb: 'Balmain', state: 'NSW' as const, postcode: '2041' } };
const NEWTOWN = { method: 'delivery' as const, address: { street: '9 King Street', suburb: 'Newtown', state: 'NSW' as const, postcode: '2042' } };

const patient = (delivery: PatientSnapshot['delivery']) => testPatient({ delivery });
const ready = (requestId: string, items: OrderItem[]) => orderRequest({ requestId, status: 'ready', items });
const line = (delivery: PatientSnapshot['delivery'], s8 = false) => storedLine({ patient: patient(delivery), schedule: s8 ? 'S8' : null });

const choice = { method: 'auspost' as const, trackingNumber: 'AB123456789AU', bookWithCarrier: false, authorityToLeave: false, signatureRequired: false, collectedBy: '', idSeen: '' };

describe('the dispatch dialog for a Schedule 8 item', () => {
  const plan = dispatchPlan([ready('HC-1', [line(BALMAIN, true)])]);

  it('never offers authority to leave and fixes the signature on, by any carrier', () => {
    expect(plan.containsS8).toBe(true);
    for (const method of ['auspost', 'startrack', 'courier'] as const) {
      expect(dispatchOffer(method, true)).toMatchObject({ authorityToLeave: false, signatureFixed: true });
    }
  });

  it('sends a signature and no authority to leave, whatever the form held before the S8 order was chosen', () => {
    expect(offeredChoice({ ...choice, authorityToLeave: true, signatureRequired: false }, true)).toMatchObject({ authorityToLeave: false, signatureRequired: true });
    expect(dispatchFormProblem(plan, { ...choice, authorityToLeave: true })).toBeNull();
  });

  it('asks for who collected it and the ID seen on a pickup', () => {
    expect(dispatchOffer('pickup', true)).toMatchObject({ collectedBy: true, idSeen: true, authorityToLeave: false });
    expect(dispatchFormProblem(plan, { ...choice, method: 'pickup', collectedBy: 'Jane Citizen' })?.message).toBe(CONSIGNMENT_MESSAGES.idSeenRequired);
    expect(dispatchFormProblem(plan, { ...choice, method: 'pickup', collectedBy: 'Jane Citizen', idSeen: 'NSW licence 4521' })).toBeNull();
  });
});

describe('the dispatch dialog for ordinary items', () => {
  const plan = dispatchPlan([ready('HC-1', [line(BALMAIN)]), ready('HC-2', [line(BALMAIN)])]);

  it('offers authority to leave, never with a signature', () => {
    expect(dispatchOffer('auspost', false)).toMatchObject({ authorityToLeave: true, signatureFixed: false, bookWithCarrier: true });
    expect(dispatchOffer('courier', false)).toMatchObject({ authorityToLeave: true, bookWithCarrier: false });
    expect(dispatchFormProblem(plan, { ...choice, authorityToLeave: true, signatureRequired: true })?.message).toBe(CONSIGNMENT_MESSAGES.atlWithSignature);
  });

  it('needs a tracking number unless Australia Post or StarTrack books it', () => {
    expect(dispatchFormProblem(plan, { ...choice, trackingNumber: '' })?.message).toBe(CONSIGNMENT_MESSAGES.trackingNumberRequired);
    expect(dispatchFormProblem(plan, { ...choice, trackingNumber: 'typed first', bookWithCarrier: true })).toBeNull();
    expect(offeredChoice({ ...choice, bookWithCarrier: true }, false).trackingNumber).toBe('');
    expect(dispatchFormProblem(plan, { ...choice, method: 'courier', trackingNumber: '', bookWithCarrier: true })?.message).toBe(CONSIGNMENT_MESSAGES.trackingNumberRequired);
  });
});

describe('where the chosen orders go', () => {
  it('takes orders to one address as one consignment, the same address however it was typed', () => {
    const typedAgain = { method: 'delivery' as const, address: { ...BALMAIN.address, street: ' 1  darling street ' } };
    const plan = dispatchPlan([ready('HC-1', [line(BALMAIN)]), ready('HC-2', [line(typedAgain)])]);
    expect(plan.destinations).toHaveLength(1);
    expect(destinationProblem(plan, 'auspost')).toBeNull();
  });

  it('names orders going to different addresses and sends none of them by carrier', () => {
    const plan = dispatchPlan([ready('HC-1', [line(BALMAIN)]), ready('HC-2', [line(NEWTOWN)])]);
    expect(plan.destinations.map((destination) => destination.requestIds)).toEqual([['HC-1'], ['HC-2']]);
    expect(destinationProblem(plan, 'startrack')?.message).toBe(CONSIGNMENT_MESSAGES.mixedAddresses);
    expect(dispatchFormProblem(plan, choice)?.message).toBe(CONSIGNMENT_MESSAGES.mixedAddresses);
  });

  it('sends an order whose patient picks up only as a pickup', () => {
    const plan = dispatchPlan([ready('HC-1', [line({ method: 'pickup' })])]);
    expect(destinationProblem(plan, 'auspost')?.message).toBe(CONSIGNMENT_MESSAGES.noAddress);
    expect(destinationProblem(plan, 'pickup')).toBeNull();
  });
});
