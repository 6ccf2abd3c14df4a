/**
 * The e-mail to a new admin: our words and the link only. It names no patient and
 * carries nothing the inviting admin typed beyond the address it goes to.
 */
import { ROUTES, SITE } from '@pharmacy/shared';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { body, link } from '../../platform/mail/mail-text.ts';

export function adminInvitationMail(to: string, setPasswordLink: string, origin: string): MailMessage {
  return {
    to,
    subject: `Your ${SITE.productName} admin account`,
    text: body(
      'Hello,',
      `An admin of ${SITE.productName} has added you as an admin of the pharmacy's portal. To choose your password, open this link:\n${setPasswordLink}`,
      `The link works once and expires in 1 hour. If it has expired, use "Forgot password" at ${link(origin, ROUTES.practitioners, {})}`,
      `When you first sign in, a code is texted to the mobile the pharmacy has on record for you: admins sign in with that phone only. If the number is not yours, do not sign in: call the pharmacy on ${SITE.phone}.`,
      `If you did not expect this email, call the pharmacy on ${SITE.phone}.`,
    ),
  };
}
