import { describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { MailDeliveryError } from '../../platform/mail/mail-errors.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { IN_FLIGHT_GRACE_MS } from '../../platform/mail/mail-retry.ts';
import { MAX_MAIL_ATTEMPTS, type MailState } from '../../platform/mail/mail-state.ts';
import { emptyOrderStoreContents, memoryOrderStore } from './testing/memory-order-store.ts';
import { resendOrderMail } from './order-mail-delivery.ts';
import { SUBMITTED_AT, orderRecord, sentMail } from './testing/order-fixtures.ts';
import type { OrderRecord } from './order-record.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

const NOW = new Date(SUBMITTED_AT.getTime() + 60 * 60 * 1000);
const failed = (attempts = 1): MailState => ({ status: 'failed', attempts, error: 'Mail delivery failed', lastAttemptAt: SUBMITTED_AT });

function setUp(orders: OrderRecord[], sendMail: (message: MailMessage) => Promise<void> = async () => undefined) {
  const contents = emptyOrderStoreContents();
  for (const order of orders) contents.orders.set(order.requestId, order);
  const send = vi.fn(sendMail);
  const deps = { store: memoryOrderStore(contents), sendMail: send, pharmacyEmail: () => 'orders@pharmacy.test', appOrigin: () => 'https://pharmacy.test', now: () => NOW };
  return { contents, send, deps };
}

describe('resending order request e-mails', () => {
  it('sends only what failed and clears the flag', async () => {
    const order = orderRecord('HC-260302-AAAA', { mail: { practitioner: failed(), pharmacy: sentMail() }, needsMailResend: true });
    const { contents, send, deps } = setUp([order]);

    expect(await resendOrderMail(deps)).toEqual({ due: 1, sent: 1, failed: 0 });
    expect(send.mock.calls.map(([message]) => message.to)).toEqual(['alice@clinic.test']);
    expect(contents.orders.get('HC-260302-AAAA')).toMatchObject({
      mail: { practitioner: { status: 'sent', attempts: 2, lastAttemptAt: NOW }, pharmacy: sentMail() },
      needsMailResend: false,
    });
  });

  it('sends a failed status notice about the status the order has now', async () => {
    const order = orderRecord('HC-260302-AAAA', {
      status: 'ready',
      mail: { practitioner: sentMail(), pharmacy: sentMail(), statusUpdate: failed() },
      needsMailResend: true,
    });
    const { send, deps } = setUp([order]);

    await resendOrderMail(deps);
    expect(send.mock.calls.map(([message]) => message.subject)).toEqual(['Your order request HC-260302-AAAA is now Ready']);
  });

  it('leaves alone an order changed so recently that its request may still be sending', async () => {
    const running = orderRecord('HC-260302-AAAA', {
      updatedAt: new Date(NOW.getTime() - IN_FLIGHT_GRACE_MS + 1000),
      mail: { practitioner: failed(), pharmacy: sentMail() },
      needsMailResend: true,
    });
    const { send, deps } = setUp([running]);

    expect(await resendOrderMail(deps)).toEqual({ due: 0, sent: 0, failed: 0 });
    expect(send).not.toHaveBeenCalled();
  });

  it('gives up after the last attempt and says so in the logs', async () => {
    const order = orderRecord('HC-260302-AAAA', {
      mail: { practitioner: failed(MAX_MAIL_ATTEMPTS - 1), pharmacy: sentMail() },
      needsMailResend: true,
    });
    const { contents, deps } = setUp([order], async () => {
      throw new MailDeliveryError('sendgrid', 500, ['Internal Server Error']);
    });

    expect(await resendOrderMail(deps)).toEqual({ due: 1, sent: 0, failed: 1 });
    expect(contents.orders.get('HC-260302-AAAA')).toMatchObject({
      mail: { practitioner: { status: 'failed', attempts: MAX_MAIL_ATTEMPTS } },
      needsMailResend: false,
    });
    expect(logger.error).toHaveBeenCalledWith(
      'Gave up sending order request e-mail',
      expect.objectContaining({ orderRequestId: 'HC-260302-AAAA', unsent: ['practitioner'] }),
    );
  });

  it('goes on with the other orders when one cannot be updated', async () => {
    const due = (id: string) => orderRecord(id, { mail: { practitioner: sentMail(), pharmacy: failed() }, needsMailResend: true });
    const { contents, deps } = setUp([due('HC-260302-AAAA'), due('HC-260302-BBBB')]);
    const update = deps.store.updateMail.bind(deps.store);
    vi.spyOn(deps.store, 'updateMail').mockImplementation(async (requestId, ...rest) => {
      if (requestId === 'HC-260302-AAAA') throw new Error('Firestore is unavailable');
      return update(requestId, ...rest);
    });

    expect(await resendOrderMail(deps)).toEqual({ due: 2, sent: 1, failed: 1 });
    expect(contents.orders.get('HC-260302-BBBB')?.needsMailResend).toBe(false);
  });
});
