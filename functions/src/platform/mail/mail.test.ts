import { describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { createSendMail, MailDeliveryError } from './mail.ts';
import type { MailTransport, OutgoingMail } from './mail-message.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), error: vi.fn() }));

function fakeTransport(deliver: (mail: OutgoingMail) => Promise<void> = async () => undefined) {
  const transport: MailTransport & { sent: OutgoingMail[] } = {
    name: 'fake',
    sent: [],
    async deliver(mail) {
      transport.sent.push(mail);
      await deliver(mail);
    },
  };
  return transport;
}

const FROM = 'no-reply@harbourside-compounding.com.au';

describe('sendMail', () => {
  it('fills in the default sender and normalises recipients', async () => {
    const transport = fakeTransport();
    await createSendMail(transport, FROM)({ to: 'a@example.com', subject: 'Hi', text: 'Body' });
    expect(transport.sent).toEqual([
      { to: ['a@example.com'], from: FROM, replyTo: null, subject: 'Hi', text: 'Body', html: null, attachments: [] },
    ]);
  });

  it('wraps a transport failure in MailDeliveryError and logs no body', async () => {
    const transport = fakeTransport(async () => {
      throw new Error('socket hang up');
    });
    const send = createSendMail(transport, FROM);
    const attempt = send({ to: 'a@example.com', subject: 'Script for Jane', text: 'Jane Citizen, DOB 1980' });
    await expect(attempt).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(attempt).rejects.toMatchObject({ transport: 'fake', reasons: ['socket hang up'] });
    const logged = JSON.stringify(vi.mocked(logger.error).mock.calls);
    expect(logged).toContain('socket hang up');
    expect(logged).not.toContain('Jane');
  });

  it('reports an invalid message as a failed delivery without calling the transport', async () => {
    const transport = fakeTransport();
    const attempt = createSendMail(transport, FROM)({ to: 'not-an-address', subject: '', text: 'x' });
    await expect(attempt).rejects.toMatchObject({ reasons: ['invalid message: to, subject'] });
    expect(transport.sent).toEqual([]);
  });

  it('logs a delivery with counts only', async () => {
    const transport = fakeTransport();
    await createSendMail(transport, FROM)({
      to: ['a@example.com', 'b@example.com'],
      subject: 'Order for Jane',
      text: 'secret body',
      attachments: [{ filename: 'a.pdf', content: Buffer.from('x'), contentType: 'application/pdf' }],
    });
    expect(logger.info).toHaveBeenLastCalledWith('Mail delivered', { transport: 'fake', recipients: 2, attachments: 1 });
  });
});
