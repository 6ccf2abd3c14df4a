import sendgrid from '@sendgrid/mail';
import { MailDeliveryError } from './mail-errors.ts';
import type { MailTransport } from './mail-message.ts';

/**
 * SendGrid's client class. The package's module is a ready-made client with its class beside
 * it (`module.exports.MailService`), but its types declare an `export =` of that client with
 * named exports beside, which TypeScript 7 refuses to import by name (decision 097): the class
 * is read from the module here, typed as the client it makes.
 */
export const MailService = (sendgrid as unknown as { MailService: { new (): typeof sendgrid; prototype: typeof sendgrid } }).MailService;

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
  const client = new MailService();
  client.setApiKey(apiKey);
  client.setTimeout(20_000);
  return {
    name: 'sendgrid',
    async deliver(mail) {
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
