import type sendgrid from '@sendgrid/mail';
import { onFirstUse } from '../on-first-use.ts';
import { MailDeliveryError } from './mail-errors.ts';
import type { MailTransport } from './mail-message.ts';

type MailClient = typeof sendgrid;

/**
 * SendGrid's client class, loaded with the package on the first e-mail sent (decision 100). The
 * package's module is a ready-made client with its class beside it (`module.exports.MailService`),
 * but its types declare an `export =` of that client with named exports beside, which TypeScript 7
 * refuses to import by name (decision 097): the class is read from the module here, typed as the
 * client it makes.
 */
export const loadMailService = onFirstUse(async () => {
  const { default: module } = await import('@sendgrid/mail');
  return (module as unknown as { MailService: { new (): MailClient; prototype: MailClient } }).MailService;
});

interface SendGridErrorShape {
  code?: unknown;
  message?: unknown;
  response?: { body?: { errors?: Array<{ message?: unknown; field?: unknown }> } };
}

/**
 * Keeps only SendGrid's status and error messages: the raw error can carry
 * response headers and is never logged or rethrown as is.
 */
function toDeliveryError(error: unknown): MailDeliveryError {
  const shape = (error ?? {}) as SendGridErrorShape;
  const statusCode = typeof shape.code === 'number' ? shape.code : null;
  const reasons = (shape.response?.body?.errors ?? [])
    .map((item) => [item.field, item.message].filter((part) => typeof part === 'string').join(': '))
    .filter(Boolean);
  if (reasons.length === 0) {
    reasons.push(typeof shape.message === 'string' && shape.message ? shape.message : 'unknown error');
  }
  return new MailDeliveryError('sendgrid', statusCode, reasons);
}

export function createSendGridTransport(apiKey: string): MailTransport {
  // Own client instance rather than the module singleton: no shared global key.
  const clientOf = onFirstUse(async () => {
    const MailService = await loadMailService();
    const client = new MailService();
    client.setApiKey(apiKey);
    client.setTimeout(20_000);
    return client;
  });
  return {
    name: 'sendgrid',
    async deliver(mail) {
      const client = await clientOf();
      try {
        await client.send({
          to: mail.to,
          from: mail.from,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          attachments: mail.attachments.map((attachment) => ({
            filename: attachment.filename,
            type: attachment.contentType,
            content: attachment.content.toString('base64'),
            disposition: 'attachment',
          })),
        });
      } catch (error) {
        throw toDeliveryError(error);
      }
    },
  };
}
