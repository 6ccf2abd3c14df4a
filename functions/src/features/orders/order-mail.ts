/**
 * The e-mails of an order request: the practitioner's confirmation, the pharmacy's
 * notice and the practitioner's notice of each status change.
 *
 * The mail provider is overseas (decision 017): these e-mails carry the request ID, how
 * many items, whether scripts must be posted, and links into the portal, never a patient,
 * a medicine, a note, a file name or anything else typed into the order. The details are
 * read in the portal after signing in. No script is attached. Greetings are a plain
 * "Hello," like every e-mail of ours.
 */
import {
  LOCALE,
  MAIL_SUBMISSION_LABEL,
  ORDER_STATUS_LABELS,
  ROUTES,
  SITE,
  TIME_ZONE,
  awaitedItemIndexes,
  formatAddress,
  formatCalendarDate,
  type OrderStatus,
} from '@pharmacy/shared';
import { body, link } from '../../platform/mail/mail-text.ts';
import { htmlFromText } from '../../platform/mail/mail-html.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import type { OrderRecord } from './order-record.ts';

const sydneyTime = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
const CONTACT = `please contact us on ${SITE.phone} or at ${SITE.email}`;
const GREETING = 'Hello,';

function mail(to: string, subject: string, text: string): MailMessage {
  return { to, subject, text, html: htmlFromText(text) };
}

const itemCount = (order: OrderRecord) => `${order.items.length} ${order.items.length === 1 ? 'item' : 'items'}`;

/** Where the practitioner reads the request: My Requests on their dashboard. */
const myRequests = (order: OrderRecord, appOrigin: string) =>
  `See the request in My Requests: ${link(appOrigin, ROUTES.dashboard, {})}`;

/** Where and how to post an original: the pharmacy's address and the request ID to quote. */
const postTo = (order: OrderRecord) => `to ${SITE.productName}, ${formatAddress()}, with the request ID ${order.requestId}`;

/** What the practitioner must post: mailed items, and items sent with a copy of the script but no e-script token (decision 026). */
function postingInstruction(order: OrderRecord): string[] {
  const awaited = awaitedItemIndexes(order.items).map((index) => order.items[index]);
  if (awaited.length === 0) return [];
  const mailed = awaited.filter((item) => item?.scriptMethod === 'mail').length;
  const copies = awaited.length - mailed;
  const kinds = [
    mailed > 0 ? `${copies > 0 ? `${mailed} ` : ''}marked ${MAIL_SUBMISSION_LABEL}` : '',
    copies > 0 ? `${mailed > 0 ? `${copies} ` : ''}sent with a copy of the script only, which is not a prescription we may dispense from` : '',
  ].filter(Boolean);
  const items = awaited.length === 1 ? 'One item needs' : `${awaited.length} items need`;
  const due = order.originalDueDate ? ` (by ${formatCalendarDate(order.originalDueDate)})` : '';
  const them = awaited.length === 1 ? 'it' : 'them';
  return [
    `${items} the original paper script${awaited.length === 1 ? '' : 's'} (${kinds.join('; ')}): please post ${them} within 7 days${due} ${postTo(order)}.`,
  ];
}

export function practitionerConfirmationMail(order: OrderRecord, appOrigin: string): MailMessage {
  const text = body(
    GREETING,
    'Thank you for your order request. We have received it and our team will review it.',
    `Request ID: ${order.requestId}\nSubmitted: ${sydneyTime.format(order.createdAt)} (Sydney time)\nItems: ${order.items.length}`,
    ...postingInstruction(order),
    myRequests(order, appOrigin),
    `If you have any questions about this request, ${CONTACT}, quoting the request ID.`,
  );
  return mail(order.practitioner.email, `Order request ${order.requestId} received - ${SITE.productName}`, text);
}

/** The pharmacy's notice: a link to the request in the orders queue, where the details are. */
export function pharmacyOrderMail(order: OrderRecord, pharmacyEmail: string, appOrigin: string): MailMessage {
  const text = [
    `New order request ${order.requestId} from the practitioner portal (${itemCount(order)}).`,
    `Submitted: ${sydneyTime.format(order.createdAt)} (Sydney time)`,
    `Open it in the orders queue (sign in as an admin): ${link(appOrigin, ROUTES.admin, { view: 'orders' })}`,
    'The prescriber, items, notes and scripts are there; this e-mail carries none of them, since it passes through an overseas mail provider.',
  ].join('\n\n');
  return mail(pharmacyEmail, `New order request ${order.requestId}`, text);
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
export function orderStatusMail(order: OrderRecord, appOrigin: string): MailMessage {
  const label = ORDER_STATUS_LABELS[order.status];
  const text = body(GREETING, `Your order request ${order.requestId} is now ${label}. ${STATUS_NEWS[order.status]}`, myRequests(order, appOrigin));
  return mail(order.practitioner.email, `Your order request ${order.requestId} is now ${label}`, text);
}

/**
 * The reminders about awaited originals (legal-prescriptions' script-reminders.ts): the request ID, the due
 * date, how many items and where to post; never which medicine or patient.
 */
export function originalReminderMail(order: OrderRecord, kind: 'dueSoon' | 'overdue', appOrigin: string): MailMessage {
  const awaited = awaitedItemIndexes(order.items).length;
  const scripts = awaited === 1 ? 'the original paper script for one item' : `the original paper scripts for ${awaited} items`;
  const due = order.originalDueDate ? formatCalendarDate(order.originalDueDate) : '';
  const news =
    kind === 'dueSoon'
      ? `We are still waiting for ${scripts} of your order request ${order.requestId}. They are due by ${due}.`
      : `We have not yet received ${scripts} of your order request ${order.requestId}, which were due by ${due}. We cannot dispense those items until they arrive.`;
  const text = body(
    GREETING,
    news,
    `Please post ${awaited === 1 ? 'it' : 'them'} ${postTo(order)}. If you have posted ${awaited === 1 ? 'it' : 'them'} already, thank you: there is nothing more to do.`,
    myRequests(order, appOrigin),
    `If you have any questions, ${CONTACT}, quoting the request ID.`,
  );
  const subject =
    kind === 'dueSoon'
      ? `Original script due by ${due} for order request ${order.requestId}`
      : `Original script overdue for order request ${order.requestId}`;
  return mail(order.practitioner.email, subject, text);
}
