/**
 * The e-mails of an order request: the practitioner's confirmation and the pharmacy's
 * copy, each listing every item and the request ID, and the practitioner's notice of
 * each status change. Plain text, with the same words as simple HTML.
 *
 * No script is attached: admins download scripts through the admin endpoint, so
 * prescriptions are not copied into mailboxes. Notes (which may describe a patient)
 * go to the pharmacy only, as with enquiries' acknowledgements.
 */
import {
  LOCALE,
  MAIL_SUBMISSION_LABEL,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  SITE,
  TIME_ZONE,
  formatAddress,
  type OrderItem,
  type OrderStatus,
} from '@pharmacy/shared';
import { body } from '../../platform/mail/mail-text.ts';
import { htmlFromText } from '../../platform/mail/mail-html.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import type { OrderRecord } from './order-record.ts';

const sydneyTime = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
const CONTACT = `please contact us on ${SITE.phone} or at ${SITE.email}`;

function mail(to: string, subject: string, text: string, replyTo?: string): MailMessage {
  return { to, subject, text, html: htmlFromText(text), ...(replyTo ? { replyTo } : {}) };
}

function describeItem(item: OrderItem, index: number, withNotes: boolean): string {
  const script = item.script
    ? `Script: uploaded (${item.script.fileName})`
    : `Script: ${MAIL_SUBMISSION_LABEL}. ${ORDER_MESSAGES.mailInstruction}`;
  return [
    `${index + 1}. ${item.formulaLabel}`,
    `Condition: ${item.conditionLabel}`,
    // A custom formula has no strength or amount: its notes say what is wanted.
    ...(item.strength ? [`Strength: ${item.strength}`] : []),
    ...(item.amount ? [`Amount: ${item.amount}`] : []),
    `Quantity: ${item.quantity}`,
    script,
    ...(withNotes && item.notes ? [`Notes: ${item.notes}`] : []),
  ].join('\n');
}

const describeItems = (order: OrderRecord, withNotes: boolean) =>
  order.items.map((item, index) => describeItem(item, index, withNotes));

const greeting = (order: OrderRecord) =>
  order.practitioner.firstName ? `Hello ${order.practitioner.firstName},` : 'Hello,';

export function practitionerConfirmationMail(order: OrderRecord): MailMessage {
  const mailed = order.items.some((item) => item.scriptMethod === 'mail');
  const text = body(
    greeting(order),
    'Thank you for your order request. We have received it and our team will review it.',
    `Request ID: ${order.requestId}\nSubmitted: ${sydneyTime.format(order.createdAt)} (Sydney time)`,
    'Items:',
    ...describeItems(order, false),
    ...(mailed
      ? [
          `Please post the physical scripts marked ${MAIL_SUBMISSION_LABEL} within 7 days to ${SITE.productName}, ${formatAddress()}, with the request ID ${order.requestId}.`,
        ]
      : []),
    `If you have any questions about this request, ${CONTACT}, quoting the request ID.`,
  );
  return mail(order.practitioner.email, `Order request ${order.requestId} received - ${SITE.productName}`, text);
}

export function pharmacyOrderMail(order: OrderRecord, pharmacyEmail: string): MailMessage {
  const { practitioner } = order;
  const name = `${practitioner.firstName} ${practitioner.lastName}`.trim();
  const text = [
    `New order request ${order.requestId} from the practitioner portal.`,
    `Submitted: ${sydneyTime.format(order.createdAt)} (Sydney time)`,
    [
      `Practitioner: ${name}`,
      `Email: ${practitioner.email}`,
      `Role: ${practitioner.role}`,
      `Practitioner number: ${practitioner.practitionerNumber || '-'}`,
      `Clinic: ${practitioner.clinicName || '-'}`,
      `Clinic address: ${practitioner.clinicAddress || '-'}`,
    ].join('\n'),
    `Items (${order.items.length}, total quantity ${order.totalItems}):`,
    ...describeItems(order, true),
    `Order notes:\n${order.notes || '(none)'}`,
    'Uploaded scripts can be downloaded from the admin dashboard. Reply to this e-mail to answer the practitioner.',
  ].join('\n\n');
  return mail(
    pharmacyEmail,
    `New order request ${order.requestId}: ${name}${practitioner.clinicName ? ` (${practitioner.clinicName})` : ''}`,
    text,
    practitioner.email,
  );
}

const STATUS_NEWS: Record<OrderStatus, string> = {
  received: 'We have received it and our team will review it.',
  in_progress: 'Our team has started preparing it.',
  ready: 'It is ready for collection or delivery.',
  dispatched: 'It has been sent on its way.',
  collected: 'It has been collected from the pharmacy.',
  cancelled: `It will not be prepared. If you have any questions, ${CONTACT}, quoting the request ID.`,
};

/** The practitioner's notice that their order request moved to its current status. */
export function orderStatusMail(order: OrderRecord): MailMessage {
  const label = ORDER_STATUS_LABELS[order.status];
  const text = body(
    greeting(order),
    `Your order request ${order.requestId} is now ${label}. ${STATUS_NEWS[order.status]}`,
    'Items:',
    ...describeItems(order, false),
  );
  return mail(order.practitioner.email, `Your order request ${order.requestId} is now ${label}`, text);
}
