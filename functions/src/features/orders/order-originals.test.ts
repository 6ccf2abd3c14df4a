import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@pharmacy/shared';
import { pendingMail } from '../../platform/mail/mail-state.ts';
import { claimReminder, markOriginalReceived, originalFields, reminderDue } from '../legal-prescriptions/index.ts';
import { moveOrder } from './order-status.ts';
import { ORIGINAL_DUE, orderRecord, sentMail, withTokens } from './testing/order-fixtures.ts';

const actor = { actorUid: 'admin-uid', actorEmail: 'admin@pharmacy.test' };
const order = orderRecord('HC-260302-K7QX');

describe('the reminder an order is due', () => {
  it('is none before two days ahead of the due date, then due soon, then overdue from the day after', () => {
    expect(reminderDue(order, '2026-03-06')).toBeNull();
    expect(reminderDue(order, '2026-03-07')).toBe('originalDueSoon');
    expect(reminderDue(order, ORIGINAL_DUE)).toBe('originalDueSoon');
    expect(reminderDue(order, '2026-03-10')).toBe('originalOverdue');
  });

  it('is each reminder once: after due soon, the next is overdue; after overdue, none', () => {
    const remindedSoon = claimReminder(order, '2026-03-07');
    expect(remindedSoon?.name).toBe('originalDueSoon');
    expect(remindedSoon?.order).toMatchObject({ mail: { originalDueSoon: pendingMail() }, needsMailResend: true, originalReminderOn: '2026-03-10' });
    const soonAgain = { ...remindedSoon!.order, mail: { ...remindedSoon!.order.mail, originalDueSoon: sentMail() } };
    expect(claimReminder(soonAgain, ORIGINAL_DUE)).toBeNull();
    const remindedLate = claimReminder(soonAgain, '2026-03-10');
    expect(remindedLate?.name).toBe('originalOverdue');
    expect(remindedLate?.order.originalReminderOn).toBeNull();
    expect(claimReminder(remindedLate!.order, '2026-04-01')).toBeNull();
  });

  it('skips due soon when the job first sees the order after the due date', () => {
    expect(claimReminder(order, '2026-03-12')?.name).toBe('originalOverdue');
  });

  it('is none for an order with every token, a cancelled one, or one stored before issue 12', () => {
    expect(reminderDue(withTokens(order), '2026-03-12')).toBeNull();
    const cancelled = moveOrder(order, { to: 'cancelled', actor, at: new Date('2026-03-03T00:00:00Z') });
    expect(cancelled.kind === 'changed' && cancelled.order).toMatchObject({ originalAwaited: false, originalReminderOn: null });
    const older = { ...order, items: order.items.map(({ legalScript: _legalScript, ...item }) => item) };
    expect(originalFields(older)).toEqual({ originalAwaited: false, originalDueDate: null, originalReminderOn: null });
  });
});

describe('an admin records an original as received', () => {
  it('changes that item only, with the date and the admin, and records it in the audit log', () => {
    const outcome = markOriginalReceived(order, { itemIndex: 1, receivedOn: '2026-03-05', actor }, 'label');
    expect(outcome.kind).toBe('marked');
    if (outcome.kind !== 'marked') return;
    expect(outcome.order.items[1]?.legalScript).toEqual({
      state: 'original_received',
      dueDate: ORIGINAL_DUE,
      receivedOn: '2026-03-05',
      receivedBy: 'admin-uid',
    });
    expect(outcome.order.items[0]?.legalScript).toEqual(order.items[0]?.legalScript);
    expect(outcome.order.originalAwaited).toBe(true);
    expect(outcome.audit).toEqual({
      action: AUDIT_ACTIONS.orderOriginalReceived,
      ...actor,
      target: { type: 'order', id: 'HC-260302-K7QX', label: 'label' },
      details: { item: 2, receivedOn: '2026-03-05' },
    });
  });

  it('once every original is in, the order waits for none and is reminded of none, and may be made ready', () => {
    const first = markOriginalReceived(order, { itemIndex: 0, receivedOn: '2026-03-05', actor }, 'label');
    const both = first.kind === 'marked' ? markOriginalReceived(first.order, { itemIndex: 1, receivedOn: '2026-03-06', actor }, 'label') : first;
    expect(both.kind === 'marked' && both.order).toMatchObject({ originalAwaited: false, originalDueDate: null, originalReminderOn: null });
    if (both.kind !== 'marked') return;
    const inProgress = { ...both.order, status: 'in_progress' } as const;
    expect(moveOrder(inProgress, { to: 'ready', actor, at: new Date() }).kind).toBe('changed');
  });

  it('refuses an item that does not exist, one not waiting, and a date before the order', () => {
    expect(markOriginalReceived(order, { itemIndex: 5, receivedOn: '2026-03-05', actor }, 'label').kind).toBe('invalid_item');
    expect(markOriginalReceived(withTokens(order), { itemIndex: 0, receivedOn: '2026-03-05', actor }, 'label').kind).toBe('not_awaited');
    expect(markOriginalReceived(order, { itemIndex: 0, receivedOn: '2026-03-01', actor }, 'label').kind).toBe('received_before_order');
    expect(markOriginalReceived(order, { itemIndex: 0, receivedOn: '2026-03-02', actor }, 'label').kind).toBe('marked');
  });
});

describe('moving an order with an awaited original', () => {
  it('to ready is refused with the reason; to cancelled is allowed', () => {
    const inProgress = { ...order, status: 'in_progress' } as const;
    expect(moveOrder(inProgress, { to: 'ready', actor, at: new Date() })).toEqual({
      kind: 'refused',
      refusal: { code: 'original_awaited', message: expect.stringContaining('Items 1 and 2 wait for their original scripts') as string },
    });
    expect(moveOrder(inProgress, { to: 'cancelled', actor, at: new Date() }).kind).toBe('changed');
  });
});
