/**
 * The due reminder (decisions 053 and 065; an order e-mail, so the mail retry sends it again when it fails): to the prescriber, that a supply of one of their
 * orders runs out within a week and repeats remain, with a link to the order in My
 * Requests. Nothing else: no patient, no medicine, no directions, since the mail
 * provider is overseas and a forwarded e-mail must tell nobody what was prescribed.
 */
import { ROUTES } from '@pharmacy/shared';
import { htmlFromText } from '../../platform/mail/mail-html.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { body, link } from '../../platform/mail/mail-text.ts';

export function dueReminderMail(requestId: string, to: string, appOrigin: string): MailMessage {
  const address = `${link(appOrigin, ROUTES.dashboard, { view: 'requests' })}#order-${requestId}`;
  const text = body(
    'Hello,',
    `A supply from order request ${requestId} runs out within a week, and its prescription has repeats left. You can ask for the next supply from My Requests, without a new script.`,
    `Open the order in the portal (sign-in required): ${address}`,
    'You can turn these reminders off for the item there.',
  );
  return { to, subject: `Next supply due soon: ${requestId}`, text, html: htmlFromText(text) };
}
