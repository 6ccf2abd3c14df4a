/**
 * The two e-mails of every enquiry: the pharmacy's notice and the sender's
 * acknowledgement. Both go through the mail provider, which is overseas, so neither
 * carries health information. The pharmacy's notice says that an enquiry arrived,
 * its reference, and links to the admin's enquiries inbox, where the sender's
 * details, notes and file are read after signing in; the file stays in Sydney.
 * The sender's acknowledgement echoes no health
 * information (no notes, no file, not even its name), since e-mail to the sender
 * may be read by others; it offers the phone number and opening hours instead. It
 * does not greet the sender by the name they typed either: anyone can type any
 * address and any "name" ("Click https://… to pay"), and the pharmacy must not
 * deliver a stranger's words to an inbox.
 */
import { LOCALE, ROUTES, SITE, TIME_ZONE, formatAddress, type AttachmentContentType } from '@pharmacy/shared';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import type { Enquiry } from './enquiry-record.ts';
import { formatSize } from '../../platform/format-size.ts';
import { link } from '../../platform/mail/mail-text.ts';

const TYPE_LABELS: Record<AttachmentContentType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
};

const receivedAt = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });

const ARRIVALS: Record<Enquiry['kind'], string> = {
  contact: 'A new contact enquiry has arrived through the website.',
  script: 'A new script upload has arrived through the website.',
};

/** The admin's enquiries inbox (the web's /admin?view=enquiries). */
export const enquiryInboxLink = (origin: string) => link(origin, ROUTES.admin, { view: 'enquiries' });

export function pharmacyMail(enquiry: Enquiry, pharmacyEmail: string, appOrigin: string): MailMessage {
  const { attachment } = enquiry;
  const text = [
    ARRIVALS[enquiry.kind],
    '',
    `Reference: ${enquiry.id}`,
    `Received: ${receivedAt.format(enquiry.createdAt)} (Sydney time)`,
    // The kind and size only: a file's name may say what the prescription is for.
    `File: ${attachment ? `${TYPE_LABELS[attachment.contentType]}, ${formatSize(attachment.size)}` : 'none'}`,
    // Whether there is one, never the token: it unlocks the prescription.
    ...(enquiry.kind === 'script' ? [`E-script token: ${enquiry.escriptToken ? 'given (read it in the inbox)' : 'none'}`] : []),
    '',
    `Read it, and the sender's details, in the enquiries inbox (sign in as an admin):`,
    enquiryInboxLink(appOrigin),
    '',
    "For the sender's privacy their details, notes and file are not sent by e-mail.",
  ].join('\n');
  return { to: pharmacyEmail, subject: `${enquiry.subject}: ${enquiry.id}`, text };
}

const ACKNOWLEDGEMENTS = {
  contact: {
    subject: `We have received your enquiry - ${SITE.productName}`,
    received: 'We have received your enquiry and will get back to you shortly.',
  },
  script: {
    subject: `We have received your script - ${SITE.productName}`,
    received:
      'We have received your prescription script. Our team will review it and contact you if we need more information.',
  },
} as const;

export function acknowledgementMail(enquiry: Enquiry): MailMessage {
  const wording = ACKNOWLEDGEMENTS[enquiry.kind];
  const text = [
    // No name: what a visitor typed is never sent back out in the pharmacy's words.
    'Hello,',
    '',
    `Thank you for contacting ${SITE.productName}. ${wording.received}`,
    '',
    `If your request is urgent, please call us on ${SITE.phone}.`,
    '',
    'Opening hours:',
    ...SITE.openingHours.map(({ days, hours }) => `${days}: ${hours}`),
    '',
    `Reference: ${enquiry.id}`,
    '',
    SITE.productName,
    formatAddress(),
    SITE.email,
  ].join('\n');
  return { to: enquiry.email, replyTo: SITE.email, subject: wording.subject, text };
}
