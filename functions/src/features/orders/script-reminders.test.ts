import { describe, expect, it, vi } from 'vitest';
import { MailDeliveryError } from '../../platform/mail/mail-errors.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { emptyOrderStoreContents, memoryOrderStore } from './testing/memory-order-store.ts';
import { orderRecord, withTokens } from './testing/order-fixtures.ts';
import { sendOriginalReminders } from './original-reminders.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

/** 9 am in Sydney (AEDT, UTC+11) on the given March 2026 day. */
const sydneyMorning = (day: number) => new Date(Date.UTC(2026, 2, day - 1, 22, 0, 0));

function setUp(sendMail: (message: MailMessage) => Promise<void> = async () => undefined) {
  const contents = emptyOrderStoreContents();
  // Due 9 March; another due 16 March; one with tokens only; one cancelled.
  contents.orders.set('HC-260302-AAAA', orderRecord('HC-260302-AAAA'));
  contents.orders.set(
    'HC-260309-BBBB',
    orderRecord('HC-260309-BBBB', {
      items: orderRecord('x').items.map((item) => ({ ...item, legalScript: { state: 'original_awaited', dueDate: '2026-03-16' } })),
      originalDueDate: '2026-03-16',
      originalReminderOn: '2026-03-14',
    }),
  );
  contents.orders.set('HC-260302-CCCC', withTokens(orderRecord('HC-260302-CCCC')));
  contents.orders.set('HC-260302-DDDD', { ...orderRecord('HC-260302-DDDD'), status: 'cancelled', originalAwaited: false, originalReminderOn: null });
  const send = vi.fn(sendMail);
  const deps = { store: memoryOrderStore(contents), sendMail: send, pharmacyEmail: () => 'orders@pharmacy.test', appOrigin: () => 'https://pharmacy.test', now: () => new Date() };
  return { contents, send, deps };
}

describe('the original script reminders', () => {
  it('choose by the Sydney date of the time given: nothing early, due soon two days ahead, overdue the day after', async () => {
    const { deps, send } = setUp();
    expect(await sendOriginalReminders(deps, sydneyMorning(6))).toMatchObject({ today: '2026-03-06', dueSoon: [], overdue: [] });
    // 7 March in Sydney begins at 13:00 UTC on the 6th.
    expect(await sendOriginalReminders(deps, new Date('2026-03-06T13:00:00Z'))).toMatchObject({ today: '2026-03-07', dueSoon: ['HC-260302-AAAA'] });
    expect(await sendOriginalReminders(deps, sydneyMorning(9))).toMatchObject({ dueSoon: [], overdue: [] });
    expect(await sendOriginalReminders(deps, sydneyMorning(10))).toMatchObject({ dueSoon: [], overdue: ['HC-260302-AAAA'] });
    expect(await sendOriginalReminders(deps, sydneyMorning(17))).toMatchObject({ dueSoon: [], overdue: ['HC-260309-BBBB'] });
    expect(await sendOriginalReminders(deps, sydneyMorning(30))).toMatchObject({ dueSoon: [], overdue: [], failed: [] });
    expect(send.mock.calls.map(([message]) => message.subject)).toEqual([
      'Original script due by 9 March 2026 for order request HC-260302-AAAA',
      'Original script overdue for order request HC-260302-AAAA',
      'Original script overdue for order request HC-260309-BBBB',
    ]);
  });

  it('record a failed reminder on the order for the mail retry, and do not send it twice', async () => {
    const { deps, contents } = setUp(async () => {
      throw new MailDeliveryError('fake', 503, ['Service Unavailable']);
    });
    expect(await sendOriginalReminders(deps, sydneyMorning(7))).toMatchObject({ dueSoon: [], failed: ['HC-260302-AAAA'] });
    expect(contents.orders.get('HC-260302-AAAA')).toMatchObject({
      mail: { originalDueSoon: { status: 'failed', attempts: 1 } },
      needsMailResend: true,
      originalReminderOn: '2026-03-10',
    });
    expect(await sendOriginalReminders(deps, sydneyMorning(8))).toMatchObject({ dueSoon: [], failed: [] });
  });
});
