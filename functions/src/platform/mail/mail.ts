/**
 * sendMail: one code path for the emulators and production up to the transport
 * (local outbox vs SendGrid), chosen from configuration.
 */
import { getConfig, type AppConfig } from '../config.ts';
import { recordOutboxMessage } from './outbox.ts';
import { MailDeliveryError } from './mail-errors.ts';
import { logMailDelivered, logMailFailed } from './mail-log.ts';
import { MailMessageSchema, type MailMessage, type MailTransport, type OutgoingMail } from './mail-message.ts';
import { createOutboxTransport } from './outbox-transport.ts';
import { createSendGridTransport } from './sendgrid-transport.ts';

export { MailDeliveryError } from './mail-errors.ts';
export type { MailAttachment, MailMessage } from './mail-message.ts';

export type SendMail = (message: MailMessage) => Promise<void>;

export function createSendMail(transport: MailTransport, defaultFrom: string): SendMail {
  return async (message) => {
    const parsed = MailMessageSchema.safeParse(message);
    if (!parsed.success) {
      // A programming error, reported like a failed delivery so callers record it.
      const fields = parsed.error.issues.map((issue) => issue.path.join('.') || 'message');
      const error = new MailDeliveryError(transport.name, null, [`invalid message: ${fields.join(', ')}`]);
      logMailFailed(error);
      throw error;
    }
    const { to, from, replyTo, subject, text, html, attachments } = parsed.data;
    const mail: OutgoingMail = {
      to: typeof to === 'string' ? [to] : to,
      from: from ?? defaultFrom,
      replyTo: replyTo ?? null,
      subject,
      text,
      html: html ?? null,
      attachments: attachments ?? [],
    };
    try {
      await transport.deliver(mail);
    } catch (cause) {
      const error =
        cause instanceof MailDeliveryError
          ? cause
          : new MailDeliveryError(transport.name, null, [cause instanceof Error ? cause.message : 'unknown error']);
      logMailFailed(error);
      throw error;
    }
    logMailDelivered(transport.name, mail);
  };
}

export function transportFor(config: AppConfig): MailTransport {
  if (config.isEmulator) return createOutboxTransport(recordOutboxMessage);
  if (!config.sendgridApiKey) throw new Error('SENDGRID_API_KEY is required outside the emulators.');
  return createSendGridTransport(config.sendgridApiKey);
}

let configured: SendMail | undefined;

/** Sends one e-mail; throws MailDeliveryError when it could not be handed over. */
export async function sendMail(message: MailMessage): Promise<void> {
  if (!configured) {
    const config = getConfig();
    configured = createSendMail(transportFor(config), config.mailFrom);
  }
  await configured(message);
}
