/**
 * The two e-mails of every enquiry: the pharmacy's copy with every detail and the
 * file, and the sender's acknowledgement. The acknowledgement echoes no health
 * information (no notes, no file, not even its name), since e-mail to the sender
 * may be read by others; it offers the phone number and opening hours instead.
 */
import { LOCALE, SITE, TIME_ZONE, formatAddress, type AttachmentContentType } from '@pharmacy/shared';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import type { Enquiry } from './enquiry-record.ts';
import { formatSize } from '../../platform/format-size.ts';
import { formatAustralianPhone } from './phone.ts';

const TYPE_LABELS: Record<AttachmentContentType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
};

const receivedAt = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });

export function pharmacyMail(enquiry: Enquiry, pharmacyEmail: string, attachmentContent: Buffer | null): MailMessage {
  const { attachment } = enquiry;
  const text = [
    enquiry.subject,
    '',
    `First name: ${enquiry.firstName}`,
    `Last name: ${enquiry.lastName}`,
    `Email: ${enquiry.email}`,
    `Contact number: ${formatAustralianPhone(enquiry.contactNumber)}`,
    `Attachment: ${attachment ? `${attachment.fileName} (${TYPE_LABELS[attachment.contentType]}, ${formatSize(attachment.size)})` : 'none'}`,
    '',
    'Notes:',
    enquiry.notes ?? '(none)',
    '',
    `Received: ${receivedAt.format(enquiry.createdAt)} (Sydney time)`,
    `Reference: ${enquiry.id}`,
    '',
    'Reply to this e-mail to answer the sender.',
  ].join('\n');
  return {
    to: pharmacyEmail,
    replyTo: enquiry.email,
    subject: `${enquiry.subject}: ${enquiry.firstName} ${enquiry.lastName}`,
    text,
    attachments:
      attachment && attachmentContent
        ? [{ filename: attachment.fileName, content: attachmentContent, contentType: attachment.contentType }]
        : [],
  };
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
    `Hi ${enquiry.firstName},`,
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
