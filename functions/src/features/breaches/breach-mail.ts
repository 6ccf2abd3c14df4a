/**
 * The reminder e-mail (decision 041): to every admin, that a breach's 30-day assessment is
 * coming due, with a link to it in the portal. Nothing else about the breach: no
 * description, no patients, no containment, so a forwarded or misdirected e-mail tells
 * nobody what happened or to whom.
 */
import { BREACH_ASSESSMENT_DAYS, BREACH_PARAM, BREACH_REMINDER_DAYS, ROUTES, type BreachReminder } from '@pharmacy/shared';
import { htmlFromText } from '../../platform/mail/mail-html.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { body, link } from '../../platform/mail/mail-text.ts';

export function breachReminderMail(breachId: string, name: BreachReminder, admins: string[], appOrigin: string): MailMessage {
  const days = BREACH_REMINDER_DAYS[name];
  const text = body(
    'Hello,',
    `A suspected data breach in the breach register was found ${days} days ago and is not assessed yet. The Privacy Act asks for the assessment within ${BREACH_ASSESSMENT_DAYS} days of finding it.`,
    `Open it in the portal (sign-in required): ${link(appOrigin, ROUTES.admin, { view: 'breaches', [BREACH_PARAM]: breachId })}`,
  );
  return { to: admins, subject: `Breach register: assessment due in ${BREACH_ASSESSMENT_DAYS - days} days`, text, html: htmlFromText(text) };
}
