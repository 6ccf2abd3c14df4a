import { afterEach, describe, expect, it, vi } from 'vitest';
import { MailDeliveryError } from './mail-errors.ts';
import type { OutgoingMail } from './mail-message.ts';
import { createSendGridTransport, loadMailService } from './sendgrid-transport.ts';

const mail: OutgoingMail = {
  to: ['orders@harbourside-compounding.com.au'],
  from: 'no-reply@harbourside-compounding.com.au',
  replyTo: null,
  subject: 'Order request',
  text: 'Body',
  html: null,
  attachments: [{ filename: 'script.pdf', content: Buffer.from('pdf'), contentType: 'application/pdf' }],
};

afterEach(() => vi.restoreAllMocks());

describe('the SendGrid transport', () => {
  it('sends attachments base64-encoded and omits empty optional fields', async () => {
    const send = vi.spyOn((await loadMailService()).prototype, 'send').mockResolvedValue([{} as never, {}]);
    await createSendGridTransport('SG.key').deliver(mail);
    expect(send).toHaveBeenCalledWith({
      to: mail.to,
      from: mail.from,
      subject: 'Order request',
      text: 'Body',
      attachments: [
        { filename: 'script.pdf', type: 'application/pdf', content: 'cGRm', disposition: 'attachment' },
      ],
    });
  });

  it("keeps only SendGrid's status and reasons when it refuses a message", async () => {
    vi.spyOn((await loadMailService()).prototype, 'send').mockRejectedValue(
      Object.assign(new Error('Forbidden'), {
        code: 403,
        response: {
          headers: { authorization: 'Bearer SG.key' },
          body: { errors: [{ field: 'from', message: 'not a verified Sender Identity' }] },
        },
      }),
    );
    const attempt = createSendGridTransport('SG.key').deliver(mail);
    await expect(attempt).rejects.toBeInstanceOf(MailDeliveryError);
    const error = (await attempt.catch((caught: unknown) => caught)) as MailDeliveryError;
    expect(error).toMatchObject({ statusCode: 403, reasons: ['from: not a verified Sender Identity'] });
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain('SG.key');
  });
});
