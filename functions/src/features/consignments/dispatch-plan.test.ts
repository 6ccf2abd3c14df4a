import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, CONSIGNMENT_ERROR_CODES } from '@pharmacy/shared';
import { ADDRESS, NOW, dispatchInput, dispatchRequest, readyOrder } from './testing/consignment-fixtures.ts';
import { addressKey, planDispatch } from './dispatch-plan.ts';

const plan = (orders: ReturnType<typeof readyOrder>[], overrides: Parameters<typeof dispatchRequest>[0] = {}) => {
  const request = dispatchRequest({ requestIds: orders.map((order) => order.requestId), ...overrides });
  return planDispatch(orders, dispatchInput(request));
};

describe('planning a dispatch', () => {
  it('makes one consignment of two Ready orders to one address, each order Dispatched in it, with one audit entry', () => {
    const orders = [readyOrder('HC-261128-AAAA'), readyOrder('HC-261128-BBBB', { address: { ...ADDRESS, street: '12  darling street.' } })];
    const write = plan(orders);
    if ('refused' in write) throw new Error(write.refused.message);
    expect(write.consignment).toMatchObject({ orderIds: ['HC-261128-AAAA', 'HC-261128-BBBB'], status: 'dispatched', address: ADDRESS, trackingNumber: 'CR12345678', tracked: false, receiptDueAt: null });
    expect(write.orders.map((order) => [order.status, order.consignmentId, order.statusHistory.at(-1)])).toEqual([
      ['dispatched', 'CN-261128-TEST', { status: 'dispatched', at: NOW, by: 'admin-uid' }],
      ['dispatched', 'CN-261128-TEST', { status: 'dispatched', at: NOW, by: 'admin-uid' }],
    ]);
    expect(write.orders.every((order) => order.mail.statusUpdate?.status === 'pending')).toBe(true);
    expect(write.audit).toMatchObject({ action: AUDIT_ACTIONS.consignmentDispatch, target: { type: 'consignment', id: 'CN-261128-TEST' }, patientIds: ['patient-1'] });
  });

  it('refuses orders going to different addresses, or a carrier for an order with none', () => {
    const mixed = plan([readyOrder('HC-261128-AAAA'), readyOrder('HC-261128-BBBB', { address: { ...ADDRESS, postcode: '2000' } })]);
    expect('refused' in mixed && mixed.refused).toMatchObject({ status: 409, code: CONSIGNMENT_ERROR_CODES.mixedAddresses });
    const none = plan([readyOrder('HC-261128-AAAA', { address: null })]);
    expect('refused' in none && none.refused.code).toBe(CONSIGNMENT_ERROR_CODES.noAddress);
  });

  it('refuses an order that is not Ready, one missing, and one already sent', () => {
    const received = plan([{ ...readyOrder('HC-261128-AAAA'), status: 'in_progress' }]);
    expect('refused' in received && received.refused.code).toBe(CONSIGNMENT_ERROR_CODES.notReady);
    const missing = planDispatch([], dispatchInput(dispatchRequest()));
    expect('refused' in missing && missing.refused).toMatchObject({ status: 404, code: CONSIGNMENT_ERROR_CODES.orderNotFound });
    const sent = plan([{ ...readyOrder('HC-261128-AAAA'), consignmentId: 'CN-261127-XXXX' }]);
    expect('refused' in sent && sent.refused.code).toBe(CONSIGNMENT_ERROR_CODES.alreadyDispatched);
  });

  it('refuses an S8 left unattended; with a signature its receipt falls due 7 days on', () => {
    const orders = [readyOrder('HC-261128-AAAA', { s8: true })];
    const unattended = plan(orders, { authorityToLeave: true });
    expect('refused' in unattended && unattended.refused).toMatchObject({ status: 409, code: CONSIGNMENT_ERROR_CODES.s8AuthorityToLeave });
    const signed = plan(orders, { signatureRequired: true });
    if ('refused' in signed) throw new Error(signed.refused.message);
    expect(signed.consignment).toMatchObject({ containsS8: true, receiptDueAt: new Date(NOW.getTime() + 7 * 24 * 60 * 60 * 1000) });
  });

  it('records a pickup as Collected, with who collected it and the minutes from Ready', () => {
    const write = plan([readyOrder('HC-261128-AAAA', { address: null })], { method: 'pickup', trackingNumber: '', collectedBy: 'Jane Citizen' });
    if ('refused' in write) throw new Error(write.refused.message);
    expect(write.consignment).toMatchObject({ status: 'collected', address: null, deliveredAt: NOW, minutesReadyToDelivered: 120, proofOfDelivery: { signedBy: 'Jane Citizen', source: 'pharmacy' } });
    expect(write.orders[0]!.status).toBe('collected');
  });

  it('compares addresses as the carrier reads them', () => {
    expect(addressKey({ ...ADDRESS, street: '12 DARLING ST' })).not.toBe(addressKey(ADDRESS));
    expect(addressKey({ ...ADDRESS, street: ' 12 Darling Street, ' })).toBe(addressKey(ADDRESS));
  });
});
