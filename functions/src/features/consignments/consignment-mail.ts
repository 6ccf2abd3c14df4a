/**
 * The consignments' e-mails (decision 059). They go through an overseas provider, so each
 * carries request IDs and links only: never a name, an address, a medicine, or the fact
 * that a Schedule 8 item is inside.
 */
import { CONSIGNMENT_MAIL, ROUTES, TRACKING_PAGE_PATH } from '@pharmacy/shared';
import { htmlFromText } from '../../platform/mail/mail-html.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { body, link } from '../../platform/mail/mail-text.ts';

/** The patient's link to the no-login tracking page: the token is in the path, never stored. */
export function trackingLinkOf(appOrigin: string, token: string): string {
  return link(appOrigin, `${TRACKING_PAGE_PATH}/${encodeURIComponent(token)}`, {});
}

export function patientTrackingMail(to: string[], trackingLink: string): MailMessage {
  const text = body('Hello,', `${CONSIGNMENT_MAIL.patientLine} ${trackingLink}`);
  return { to, subject: CONSIGNMENT_MAIL.patientSubject, text, html: htmlFromText(text) };
}

/** To the orders' prescribers and the pharmacy: the request IDs and links into the portal. */
export function deliveryFailedMail(to: string[], requestIds: readonly string[], appOrigin: string): MailMessage {
  const text = body(
    'Hello,',
    `${CONSIGNMENT_MAIL.deliveryFailedLine} ${link(appOrigin, ROUTES.dashboard, {})}`,
    `Order requests: ${requestIds.join(', ')}`,
    `The pharmacy's team (sign in as an admin): ${link(appOrigin, ROUTES.admin, { view: 'consignments', filter: 'delivery_failed' })}`,
  );
  return { to, subject: CONSIGNMENT_MAIL.deliveryFailedSubject(requestIds), text, html: htmlFromText(text) };
}

/** The daily count of overdue Schedule 8 receipts, to the pharmacy: a number and a link. */
export function receiptsOverdueMail(to: string, count: number, appOrigin: string): MailMessage {
  const text = body('Hello,', `${CONSIGNMENT_MAIL.receiptsOverdueLine(count)} ${link(appOrigin, ROUTES.admin, { view: 'consignments', filter: 's8_receipt_overdue' })}`);
  return { to, subject: CONSIGNMENT_MAIL.receiptsOverdueSubject(count), text, html: htmlFromText(text) };
}
