/**
 * The e-mail that an order waits for the prescriber's signature (decision 045): our words
 * and a link only. No patient, no medicine, not the staff member's name.
 */
import { ROUTES, SITE } from '@pharmacy/shared';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { body, link } from '../../platform/mail/mail-text.ts';

export function draftWaitingMail(to: string, appOrigin: string): MailMessage {
  return {
    to,
    subject: `An order is waiting for your signature - ${SITE.productName}`,
    text: body(
      'Hello,',
      `An order prepared by your staff is waiting for your signature. Sign in to see it under "To sign":\n${link(appOrigin, ROUTES.dashboard, { view: 'to-sign' })}`,
      `Nothing reaches the pharmacy until you sign it. If you did not expect this email, call the pharmacy on ${SITE.phone}.`,
    ),
  };
}
