/**
 * The e-mail to an invited staff member: our words, the prescriber's name and the link
 * only. No patient, no medicine, nothing else the prescriber typed.
 */
import { SITE, STAFF_INVITATION_TTL_DAYS } from '@pharmacy/shared';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { body } from '../../platform/mail/mail-text.ts';

export function staffInvitationMail(to: string, prescriberName: string, acceptLink: string): MailMessage {
  return {
    to,
    subject: `${prescriberName} invited you to ${SITE.productName}'s portal`,
    text: body(
      'Hello,',
      `${prescriberName} has invited you to work with them in ${SITE.productName}'s practitioner portal. To accept and choose your password, open this link:\n${acceptLink}`,
      `The link works once and expires in ${STAFF_INVITATION_TTL_DAYS} days.`,
      `If you did not expect this email, you can ignore it, or call the pharmacy on ${SITE.phone}.`,
    ),
  };
}
