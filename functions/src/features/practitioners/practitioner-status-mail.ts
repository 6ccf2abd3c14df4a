/**
 * What a practitioner is told when an admin confirms a new status for them (spec
 * sections 1 and 4). Plain text, en-AU; it promotes no medicine (TGA advertising rules).
 */
import { ROUTES, SITE, type UserStatus } from '@pharmacy/shared';
import { body, link } from '../../platform/mail/mail-text.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';

export interface StatusMailRecipient {
  firstName: string;
  /** The address in the user's record, never one from a request. */
  email: string;
}

const CONTACT = `please contact us on ${SITE.phone} or at ${SITE.email}`;

export function practitionerStatusMail(to: StatusMailRecipient, status: UserStatus, appOrigin: string): MailMessage {
  const greeting = to.firstName ? `Hello ${to.firstName},` : 'Hello,';
  switch (status) {
    case 'approved':
      return {
        to: to.email,
        subject: `Your ${SITE.productName} practitioner account is approved`,
        text: body(
          greeting,
          'Our team has reviewed and approved your practitioner registration.',
          `You can now log in at ${link(appOrigin, ROUTES.practitioners, {})} to reach the practitioner portal and place order requests.`,
        ),
      };
    case 'rejected':
      return {
        to: to.email,
        subject: `Your ${SITE.productName} practitioner registration`,
        text: body(
          greeting,
          'Our team has reviewed your practitioner registration and was unable to approve it, so your account cannot be used to log in to the practitioner portal.',
          `If you have any questions, or would like to give us more information about your registration, ${CONTACT}.`,
        ),
      };
    case 'pending':
      // An approved or rejected practitioner put back under review: an approved one
      // loses access until then, and must not find out only when login fails.
      return {
        to: to.email,
        subject: `Your ${SITE.productName} practitioner registration is under review`,
        text: body(
          greeting,
          'Your practitioner registration is under review again by our team. Until it has been approved, you cannot log in to the practitioner portal.',
          `We will email you once the review is complete. If you have any questions, ${CONTACT}.`,
        ),
      };
  }
}
