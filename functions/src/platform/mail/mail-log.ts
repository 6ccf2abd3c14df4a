/**
 * Log lines about e-mail. They carry counts and transport status only: never the
 * API key, addresses' content beyond a count, subjects or bodies (health information).
 */
import * as logger from 'firebase-functions/logger';
import type { MailDeliveryError } from './mail-errors.ts';
import type { OutgoingMail } from './mail-message.ts';

export function logMailDelivered(transport: string, mail: OutgoingMail): void {
  logger.info('Mail delivered', {
    transport,
    recipients: mail.to.length,
    attachments: mail.attachments.length,
  });
}

export function logMailFailed(error: MailDeliveryError): void {
  logger.error('Mail delivery failed', {
    transport: error.transport,
    statusCode: error.statusCode,
    reasons: error.reasons,
  });
}
