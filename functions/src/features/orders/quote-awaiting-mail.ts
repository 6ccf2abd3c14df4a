/**
 * A higher price waits for the prescriber's answer (quotes, decision 080; an order e-mail,
 * so the mail retry sends it again when it fails): the request ID and a link to My
 * Requests, nothing else. No medicine, no patient, no price: the mail provider is overseas.
 */
import { ROUTES } from '@pharmacy/shared';
import { htmlFromText } from '../../platform/mail/mail-html.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { body, link } from '../../platform/mail/mail-text.ts';

export function quoteAwaitingMail(requestId: string, to: string, appOrigin: string): MailMessage {
  const address = `${link(appOrigin, ROUTES.dashboard, { view: 'requests' })}#order-${requestId}`;
  const text = body(
    'Hello,',
    `The pharmacy has a new price for order request ${requestId}, and it waits for your answer before compounding starts. You, or the staff member who prepared the order, can accept or decline it in My Requests.`,
    `Open the order in the portal (sign-in required): ${address}`,
  );
  return { to, subject: `A new price waits for your answer: ${requestId}`, text, html: htmlFromText(text) };
}
