import type { NewOutboxMessage } from './outbox.ts';
import { MailDeliveryError } from './mail-errors.ts';
import type { MailTransport, OutgoingMail } from './mail-message.ts';

export type RecordOutboxMessage = (message: NewOutboxMessage) => Promise<unknown>;

/**
 * What the outbox keeps of a message: everything SendGrid would have received,
 * except attachment content (prescriptions are health information and can be
 * large), of which only name, size and type are kept.
 */
export function toOutboxMessage(mail: OutgoingMail, capturedAt: Date): NewOutboxMessage {
  return {
    to: mail.to,
    from: mail.from,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      size: attachment.content.byteLength,
      contentType: attachment.contentType,
    })),
    createdAt: capturedAt.toISOString(),
  };
}

/**
 * Tests' way to make delivery fail on the emulators: mail to an address at this
 * domain is refused like SendGrid refusing a message (`.test` is reserved, so no
 * real address has it). Production never uses the outbox transport.
 */
export const MAIL_FAILURE_DOMAIN = '@mail-failure.test';

/** The SendGrid stand-in on the emulators: records the message in COLLECTIONS.devOutbox. */
export function createOutboxTransport(
  record: RecordOutboxMessage,
  now: () => Date = () => new Date(),
): MailTransport {
  return {
    name: 'outbox',
    async deliver(mail) {
      if (mail.to.some((to) => to.toLowerCase().endsWith(MAIL_FAILURE_DOMAIN))) {
        throw new MailDeliveryError('outbox', null, [`simulated failure for a recipient at ${MAIL_FAILURE_DOMAIN}`]);
      }
      await record(toOutboxMessage(mail, now()));
    },
  };
}
