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
  formatAddress,
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

export function practitionerConfirmationMail(order: OrderRecord, appOrigin: string): MailMessage {
  const mailed = order.items.filter((item) => item.scriptMethod === 'mail').length;
  const text = body(
    GREETING,
    'Thank you for your order request. We have received it and our team will review it.',
    `Request ID: ${order.requestId}\nSubmitted: ${sydneyTime.format(order.createdAt)} (Sydney time)\nItems: ${order.items.length}`,
    ...(mailed > 0
      ? [
          `${mailed === 1 ? 'One item is' : `${mailed} items are`} marked ${MAIL_SUBMISSION_LABEL}: please post the original paper script${mailed === 1 ? '' : 's'} within 7 days to ${SITE.productName}, ${formatAddress()}, with the request ID ${order.requestId}.`,
        ]
      : []),
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
