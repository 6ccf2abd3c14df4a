/**
 * The e-mails about practitioner accounts: plain text, en-AU, nothing but what the
 * reader needs. Public-facing wording promotes no medicine (TGA advertising rules).
 */
import {
  PRACTITIONER_FILTER_PARAMS,
  ROUTES,
  SITE,
  VERIFICATION_TOKEN_TTL_HOURS,
  type PendingRegistration,
} from '@pharmacy/shared';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { body, link } from '../../platform/mail/mail-text.ts';

/** Firebase Auth's password-reset codes expire after one hour. */
const PASSWORD_RESET_TTL_HOURS = 1;

export const verificationLink = (origin: string, token: string) => link(origin, ROUTES.verify, { token });
export const passwordResetLink = (origin: string, oobCode: string) => link(origin, ROUTES.resetPassword, { oobCode });

export function verificationMail(registration: PendingRegistration, verifyLink: string): MailMessage {
  return {
    to: registration.email,
    subject: `Verify your email address for ${SITE.productName}`,
    text: body(
      // No typed name: this goes to whatever address was typed on the form, unproven.
      'Hello,',
      `Thank you for registering for the ${SITE.productName} practitioner portal. Please verify your email address by opening this link:\n${verifyLink}`,
      `The link works once and expires in ${VERIFICATION_TOKEN_TTL_HOURS} hours. If it has expired, log in to request a new one.`,
      'If you did not register with us, you can ignore this email.',
    ),
  };
}

export function welcomeMail(registration: PendingRegistration, origin: string): MailMessage {
  return {
    to: registration.email,
    subject: `Welcome to ${SITE.productName}`,
    text: body(
      `Hello ${registration.firstName},`,
      'Thank you for verifying your email address. Your practitioner account is now awaiting approval by our team, who review every registration.',
      `We will email you once your registration has been reviewed. After approval you can log in at ${link(origin, ROUTES.practitioners, {})} to place order requests.`,
    ),
  };
}

/** Practitioner Registrations, showing the registrations that wait for a decision, newest first. */
export const pendingRegistrationsLink = (origin: string) =>
  link(origin, ROUTES.admin, { [PRACTITIONER_FILTER_PARAMS.status]: 'pending' });

/**
 * To the pharmacy's admin team: that a registration awaits review, its reference (the
 * account's ID) and a link to the list, where the details are read after signing in.
 * Nothing the registrant typed (name, number, clinic, address, e-mail) and no Reply-To:
 * the mail provider is overseas, and the pharmacy's inbox must not show a stranger's
 * words as if they were ours (decision 017).
 */
export function newRegistrationMail(reference: string, to: string, origin: string): MailMessage {
  return {
    to,
    subject: `New practitioner registration awaiting review: ${reference}`,
    text: body(
      'A practitioner has verified their email address and their registration awaits your review.',
      `Reference: ${reference}`,
      `Read their details and approve or reject the registration in Practitioner Registrations (sign in as an admin):\n${pendingRegistrationsLink(origin)}`,
      "For the registrant's privacy their details are not sent by e-mail.",
    ),
  };
}

export function passwordResetMail(to: string, resetLink: string): MailMessage {
  return {
    to,
    subject: `Reset your ${SITE.productName} password`,
    text: body(
      'Hello,',
      `We received a request to reset the password of your ${SITE.productName} account. To choose a new password, open this link:\n${resetLink}`,
      `The link works once and expires in ${PASSWORD_RESET_TTL_HOURS} hour.`,
      'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
    ),
  };
}

/**
 * To an address with no account that someone asked to reset: the same kind of e-mail,
 * sent the same way, so the request takes the same steps either way (password-reset.ts).
 * Our words only; it names no account and carries nothing the requester typed.
 */
export function noAccountForResetMail(to: string, origin: string): MailMessage {
  return {
    to,
    subject: `Reset your ${SITE.productName} password`,
    text: body(
      'Hello,',
      `We received a request to reset the password of a ${SITE.productName} account for this email address, but there is no account with this address.`,
      `If it was you, you may have registered with another address. Practitioners can register at ${link(origin, ROUTES.register, {})}`,
      'If you did not ask to reset a password, you can ignore this email.',
    ),
  };
}
