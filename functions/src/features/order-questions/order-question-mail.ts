/**
 * The e-mails of a thread: the practitioner's notice of a question, the pharmacy's of
 * an answer. The mail provider is overseas (decision 017): they carry the request ID
 * and a link into the portal, never the question or answer, a patient, a medicine or
 * a file name; both are read after signing in.
 */
import { ROUTES, SITE } from '@pharmacy/shared';
import { htmlFromText } from '../../platform/mail/mail-html.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { body, link } from '../../platform/mail/mail-text.ts';

const mail = (to: string, subject: string, text: string): MailMessage => ({ to, subject, text, html: htmlFromText(text) });

/** To the order's practitioner: a question waits for them in My Requests. */
export function questionMail(requestId: string, to: string, appOrigin: string): MailMessage {
  const text = body(
    'Hello,',
    `Our pharmacist has a question about your order request ${requestId}, and it cannot be prepared until you answer.`,
    `Please read the question and answer it in My Requests: ${link(appOrigin, ROUTES.dashboard, {})}`,
    'The question is not in this e-mail: it stays in the portal, where only you and the pharmacy can read it.',
  );
  return mail(to, `A question about your order request ${requestId} - ${SITE.productName}`, text);
}

/** To the pharmacy: the prescriber answered; the answer is in the orders queue. */
export function answerMail(requestId: string, pharmacyEmail: string, appOrigin: string): MailMessage {
  const text = [
    `The prescriber answered the question on order request ${requestId}.`,
    `Open it in the orders queue (sign in as an admin; search for ${requestId}): ${link(appOrigin, ROUTES.admin, { view: 'orders' })}`,
    'The answer is there; this e-mail does not carry it, since it passes through an overseas mail provider.',
  ].join('\n\n');
  return mail(pharmacyEmail, `Answer on order request ${requestId}`, text);
}
