/**
 * The patient's pay link (issue 34 part 6, decision 079): when an invoice the patient pays
 * is issued, the patient (if their record holds an e-mail and their consent to notices, as
 * for the tracking link) is e-mailed `${appOrigin}/pay/{token}`, the link only. The token
 * is random and exists only in that e-mail: the invoice keeps its SHA-256 hash. A failed
 * e-mail is retried by the invoices' retry job with a new token (the old one is never
 * kept, so it cannot be sent again); the admin's "Send the pay link again" does the same
 * at once. Each new link replaces the last, which stops working.
 */
import { randomBytes } from 'node:crypto';
import * as logger from 'firebase-functions/logger';
import { AUDIT_ACTIONS, PAY_MAIL, amountDueOf, noticeEmailOf, payPagePath, type Invoice } from '@pharmacy/shared';
import { errorMessage } from '../../platform/error-message.ts';
import { htmlFromText } from '../../platform/mail/mail-html.ts';
import type { MailDeps } from '../../platform/mail/mail-deps.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { attemptMail, needsResend, pendingMail, type MailState } from '../../platform/mail/mail-state.ts';
import { body, link } from '../../platform/mail/mail-text.ts';
import { sha256Hex } from '../../platform/sha256.ts';
import { aboutOrder, type Actor } from '../orders/index.ts';
import type { PatientStore } from '../patients/index.ts';
import type { InvoiceStore } from './invoice-store.ts';

/** An unguessable token for the pay link: 32 random bytes, base64url (43 characters). */
export const newPayToken = () => randomBytes(32).toString('base64url');
/** The token's hash as stored and looked up. */
export const payTokenHash = (token: string) => sha256Hex(token);

export interface PayLinkDeps extends MailDeps {
  store: Pick<InvoiceStore, 'orderOf' | 'setPayLink' | 'byId' | 'listPayLinksDue'>;
  /** The patients' current records: their e-mail and consent to notices. */
  patients: Pick<PatientStore, 'getMany'>;
  /** Whether the pharmacy takes card payments online (Stripe configured); read per call. */
  cardPayments: () => boolean;
  /** Only tests set it. */
  newToken?: () => string;
}

export type PayLinkOutcome =
  | { sent: true }
  | { sent: false; reason: 'not_patient_payer' | 'not_payable' | 'card_payments_off' | 'no_notice_email' | 'order_not_found' | 'mail_failed' };

/** The e-mail: the link and nothing else about the invoice (no name, medicine or amount). */
export function payLinkMail(to: string[], appOrigin: string, token: string): MailMessage {
  const text = body('Hello,', `${PAY_MAIL.line} ${link(appOrigin, payPagePath(token), {})}`);
  return { to, subject: PAY_MAIL.subject, text, html: htmlFromText(text) };
}

/**
 * E-mails the invoice's patient a new pay link, if they pay it, it is owing, and their
 * record holds an e-mail with consent; `previous` carries a failed e-mail's tries.
 */
export async function sendPayLink(invoice: Invoice, actor: Actor, deps: PayLinkDeps, previous: MailState = pendingMail()): Promise<PayLinkOutcome> {
  if (invoice.payer !== 'patient') return { sent: false, reason: 'not_patient_payer' };
  if (invoice.status !== 'unpaid' || amountDueOf(invoice) === 0) return { sent: false, reason: 'not_payable' };
  if (!deps.cardPayments()) return { sent: false, reason: 'card_payments_off' };
  const order = await deps.store.orderOf(invoice.requestId);
  if (!order) return { sent: false, reason: 'order_not_found' };
  const patientIds = [...new Set(order.items.flatMap((item) => (item.patient ? [item.patient.patientId] : [])))];
  const patients = patientIds.length > 0 ? await deps.patients.getMany(patientIds) : new Map();
  const to = [...new Set([...patients.values()].flatMap((patient) => noticeEmailOf(patient) ?? []))];
  if (to.length === 0) return { sent: false, reason: 'no_notice_email' };
  const token = (deps.newToken ?? newPayToken)();
  const tokenHash = payTokenHash(token);
  // The hash first: the link works the moment it arrives, and the last one stops working now.
  await deps.store.setPayLink(invoice.invoiceId, { tokenHash, mail: { ...previous, status: 'pending' }, due: true });
  const state = await attemptMail({ ...previous, status: 'pending' }, () => deps.sendMail(payLinkMail(to, deps.appOrigin(), token)), deps.now());
  const sent = state.status === 'sent';
  await deps.store.setPayLink(
    invoice.invoiceId,
    { tokenHash, mail: state, due: needsResend([state]) },
    sent ? { action: AUDIT_ACTIONS.invoicePayLink, ...actor, ...aboutOrder(order, { invoice: invoice.number }) } : undefined,
  );
  if (!sent) logger.warn('Could not e-mail the patient their pay link: the retry sends a new one', { invoice: invoice.number, error: state.error });
  return sent ? { sent: true } : { sent: false, reason: 'mail_failed' };
}

/** After an invoice is issued: its pay link, never throwing (issuing never waits on mail). */
export async function sendPayLinkAfterIssue(invoice: Invoice, actor: Actor, deps: PayLinkDeps): Promise<void> {
  try {
    await sendPayLink(invoice, actor, deps);
  } catch (error) {
    logger.error('Could not send the pay link of a new invoice', { invoice: invoice.number, error: errorMessage(error) });
  }
}

/** How many pay link e-mails one run of the retry sends at most. */
export const PAY_LINK_RETRY_BATCH = 50;

/** The retry's part for pay links: each failed one is sent again with a new token, while it is still owing. */
export async function retryPayLinks(actor: Actor, deps: PayLinkDeps): Promise<{ sent: number; failed: number; dropped: number }> {
  const counts = { sent: 0, failed: 0, dropped: 0 };
  for (const { invoiceId, mail } of await deps.store.listPayLinksDue(PAY_LINK_RETRY_BATCH)) {
    try {
      const invoice = await deps.store.byId(invoiceId);
      const outcome = invoice ? await sendPayLink(invoice, actor, deps, mail) : null;
      if (outcome?.sent) counts.sent += 1;
      else if (outcome?.reason === 'mail_failed') counts.failed += 1;
      else {
        counts.dropped += 1;
        // Paid meanwhile, or nobody left to send it to: nothing more to retry (the last link still shows the invoice).
        if (invoice) await deps.store.setPayLink(invoiceId, { mail, due: false });
      }
    } catch (error) {
      counts.failed += 1;
      logger.error('Could not retry a pay link', { invoiceId, error: errorMessage(error) });
    }
  }
  return counts;
}
