import { describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS, COMPOUNDING_ERROR_CODES, ORDER_QUESTION_ERROR_CODES, ORDER_QUESTION_MESSAGES, ORDER_STATUSES, canMoveOrder } from '@pharmacy/shared';
import { MailDeliveryError } from '../../platform/mail/mail-errors.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { emptyOrderStoreContents, memoryOrderStore } from './testing/memory-order-store.ts';
import { SUBMITTED_AT, orderRecord, sentMail, withCheckedCompounding, withTokens } from './testing/order-fixtures.ts';
import { changeOrderStatus, moveOrder } from './order-status.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

const NOW = new Date('2026-03-03T00:00:00.000Z');
const actor = { actorUid: 'admin-uid', actorEmail: 'admin@pharmacy.test' };

function setUp(sendMail: (message: MailMessage) => Promise<void> = async () => undefined) {
  const contents = emptyOrderStoreContents();
  contents.orders.set('HC-260302-K7QX', orderRecord('HC-260302-K7QX'));
  const send = vi.fn(sendMail);
  const deps = { store: memoryOrderStore(contents), sendMail: send, pharmacyEmail: () => 'orders@pharmacy.test', appOrigin: () => 'https://pharmacy.test', now: () => NOW };
  return { contents, send, deps };
}

describe('moving an order request along', () => {
  it('allows only the transitions of the work queue', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const move = moveOrder(withCheckedCompounding(withTokens(orderRecord('HC-260302-K7QX', { status: from }))), { to, actor, at: NOW });
        expect(move.kind, `${from} -> ${to}`).toBe(canMoveOrder(from, to) ? 'changed' : 'invalid_transition');
      }
    }
  });

  it('records the change, who made it and the audit entry, with a notice pending', () => {
    const move = moveOrder(orderRecord('HC-260302-K7QX'), { to: 'in_progress', actor, at: NOW });
    expect(move).toEqual({
      kind: 'changed',
      from: 'received',
      order: expect.objectContaining({
        status: 'in_progress',
        updatedAt: NOW,
        statusHistory: [
          { status: 'received', at: SUBMITTED_AT, by: null },
          { status: 'in_progress', at: NOW, by: 'admin-uid' },
        ],
        mail: { practitioner: sentMail(), pharmacy: sentMail(), statusUpdate: { status: 'pending', attempts: 0, error: null, lastAttemptAt: null } },
        needsMailResend: true,
      }),
      audit: {
        action: AUDIT_ACTIONS.orderStatus,
        ...actor,
        target: { type: 'order', id: 'HC-260302-K7QX', label: 'HC-260302-K7QX Alice Nguyen' },
        details: { from: 'received', to: 'in_progress' },
      },
    });
  });

  it('keeps when an order was made ready and the whole minutes since it was received', () => {
    const order = withCheckedCompounding(withTokens(orderRecord('HC-260302-K7QX', { status: 'in_progress' })));
    const at = new Date(SUBMITTED_AT.getTime() + 90.5 * 60_000);
    const move = moveOrder(order, { to: 'ready', actor, at });
    expect(move.kind === 'changed' && move.order).toMatchObject({ readyAt: at, minutesToReady: 90 });
    const inProgress = moveOrder(orderRecord('HC-260302-K7QX'), { to: 'in_progress', actor, at });
    expect(inProgress.kind === 'changed' && inProgress.order).not.toHaveProperty('readyAt');
  });
});

describe('ready and the record of compounding (decision 050)', () => {
  it('is refused until every item is checked, with how many are', () => {
    const order = withTokens(orderRecord('HC-260302-K7QX', { status: 'in_progress' }));
    const oneChecked = { ...order, compounding: [withCheckedCompounding(order).compounding![0]!, null] };
    for (const unchecked of [order, oneChecked]) {
      expect(moveOrder(unchecked, { to: 'ready', actor, at: NOW })).toMatchObject({ kind: 'refused', refusal: { code: COMPOUNDING_ERROR_CODES.notChecked } });
    }
    expect(moveOrder(oneChecked, { to: 'ready', actor, at: NOW })).toMatchObject({ refusal: { message: expect.stringContaining('(1 of 2 checked)') as string } });
    expect(moveOrder(withCheckedCompounding(order), { to: 'ready', actor, at: NOW }).kind).toBe('changed');
  });
});

describe('an admin changes an order status', () => {
  it('stores it, records it and tells the practitioner', async () => {
    const { contents, send, deps } = setUp();

    expect(await changeOrderStatus({ requestId: 'HC-260302-K7QX', to: 'in_progress', actor }, deps)).toEqual({
      kind: 'changed',
      from: 'received',
      notified: true,
    });
    expect(contents.orders.get('HC-260302-K7QX')).toMatchObject({
      status: 'in_progress',
      mail: { statusUpdate: { status: 'sent', attempts: 1, lastAttemptAt: NOW } },
      needsMailResend: false,
    });
    expect(contents.audit).toHaveLength(1);
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]![0].subject).toBe('Your order request HC-260302-K7QX is now In progress');
  });

  it('keeps the change when the notice cannot be sent, marked for the retry', async () => {
    const { contents, deps } = setUp(async () => {
      throw new MailDeliveryError('fake', 503, ['Service Unavailable']);
    });

    expect(await changeOrderStatus({ requestId: 'HC-260302-K7QX', to: 'cancelled', actor }, deps)).toMatchObject({
      kind: 'changed',
      notified: false,
    });
    expect(contents.orders.get('HC-260302-K7QX')).toMatchObject({
      status: 'cancelled',
      mail: { statusUpdate: { status: 'failed', attempts: 1 } },
      needsMailResend: true,
    });
  });

  it('changes and sends nothing for a move the work queue does not allow, or an unknown order', async () => {
    const { contents, send, deps } = setUp();
    const before = structuredClone(contents.orders.get('HC-260302-K7QX'));

    expect(await changeOrderStatus({ requestId: 'HC-260302-K7QX', to: 'collected', actor }, deps)).toEqual({
      kind: 'invalid_transition',
      from: 'received',
    });
    expect(await changeOrderStatus({ requestId: 'HC-260302-0000', to: 'in_progress', actor }, deps)).toEqual({ kind: 'not_found' });
    expect(contents.orders.get('HC-260302-K7QX')).toEqual(before);
    expect(contents.audit).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('an order request with a question waiting for the prescriber (decision 027)', () => {
  const asked = { status: 'requested', askedAt: NOW, answeredAt: null, messages: 1 } as const;

  it('is refused every move but cancelling, with the reason', () => {
    const order = orderRecord('HC-260302-K7QX', { clarification: asked });
    expect(moveOrder(order, { to: 'in_progress', actor, at: NOW })).toEqual({
      kind: 'refused',
      refusal: { code: ORDER_QUESTION_ERROR_CODES.clarificationOpen, message: ORDER_QUESTION_MESSAGES.clarificationOpen },
    });
    expect(moveOrder(order, { to: 'cancelled', actor, at: NOW }).kind).toBe('changed');
  });

  it('moves on once the question is answered', () => {
    const order = orderRecord('HC-260302-K7QX', { clarification: { ...asked, status: 'answered', answeredAt: NOW, messages: 2 } });
    expect(moveOrder(order, { to: 'in_progress', actor, at: NOW }).kind).toBe('changed');
  });
});
