/**
 * Paying an invoice by card (issue 34 part 6, decision 079): the patient's e-mailed link
 * to the no-login pay page, what that page may show (the invoice's number, what is owing,
 * its status and the pharmacy's name: never a name, a medicine or an address), and the
 * Stripe Checkout Session it opens. The invoice becomes Paid only when Stripe's verified
 * webhook says so.
 */
import { z } from 'zod';
import { INVOICE_API_PATHS, INVOICE_STATUSES, type Invoice } from './invoice.ts';

/** The patient's pay page: `${PAY_PAGE_PATH}/{token}`. */
export const PAY_PAGE_PATH = '/pay';
/** A token as the server makes it: 32 random bytes, base64url (43 characters). */
export const PAY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The query the pay page is sent back to by Stripe after paying (success_url). */
export const PAY_RETURN_PARAM = 'paid';
/** Who the audit log names for what Stripe's webhook recorded. */
export const STRIPE_WEBHOOK_ACTOR = { actorUid: 'stripe', actorEmail: 'Stripe webhook' } as const;

/** GET /api/invoice-payments/{token}, 200: all the pay page shows. */
export const PayPageInvoiceSchema = z.object({
  number: z.string(),
  /** What is still owing, in cents (0 once paid). */
  amountDueCents: z.number().int().min(0),
  status: z.enum(INVOICE_STATUSES),
  pharmacyName: z.string(),
});
export type PayPageInvoice = z.infer<typeof PayPageInvoiceSchema>;

/** POST /api/invoice-payments/{token}/checkout, 200: where to send the patient (Stripe's page). */
export const CheckoutReplySchema = z.object({ url: z.url() });
export type CheckoutReply = z.infer<typeof CheckoutReplySchema>;

/** POST /api/order-invoice-pay-links/{requestId}, 200: whether the patient was e-mailed the new link. */
export const PayLinkReplySchema = z.object({ sent: z.boolean(), reason: z.string() });
export type PayLinkReply = z.infer<typeof PayLinkReplySchema>;

export const PAY_MESSAGES = {
  pageTitle: 'Pay your invoice',
  linkNotFound: 'This payment link does not work: it may have been replaced by a newer one. Please use the link in the latest e-mail from the pharmacy, or call us.',
  alreadyPaid: 'This invoice is paid. Thank you.',
  notPayable: 'This invoice cannot be paid by card: please call the pharmacy.',
  cardUnavailable: 'Paying by card is not available just now. Please try again later, or call the pharmacy.',
  payByCard: 'Pay by card',
  waitingForStripe: 'Thank you. We are waiting for the card payment to be confirmed: this page updates by itself.',
  cancelled: 'The card payment was not completed. You can try again.',
  notPatientPayer: 'This invoice is paid by the clinic, not the patient: there is no pay link.',
  noNoticeEmail: "The patient has no e-mail address with their consent to notices: tell them how to pay.",
  sent: 'The patient was e-mailed a new pay link; the old one no longer works.',
  mailFailed: 'The e-mail could not be sent now; the portal tries again within 15 minutes with a new link.',
} as const;

export const PAY_ERROR_CODES = {
  linkNotFound: 'pay_link_not_found',
  alreadyPaid: 'already_paid',
  notPayable: 'not_payable',
  cardUnavailable: 'card_unavailable',
  notPatientPayer: 'not_patient_payer',
} as const;

/** The e-mail: a link only, no name, medicine or amount (it goes through an overseas provider). */
export const PAY_MAIL = {
  subject: 'Your invoice from the pharmacy',
  line: 'Your invoice from the pharmacy is ready. You can see what is owing and pay it by card, without signing in, here:',
} as const;

/** What is still owing on an invoice, in cents: its total less what was paid and not refunded. */
export const amountDueOf = (invoice: Pick<Invoice, 'totalCents' | 'paidCents' | 'refundedCents'>): number =>
  Math.max(0, invoice.totalCents - (invoice.paidCents - invoice.refundedCents));

/** The one line of the Checkout Session: the invoice's number, never what is in it. */
export const checkoutLineName = (number: string) => `Invoice ${number}`;

export const payPagePath = (token: string) => `${PAY_PAGE_PATH}/${encodeURIComponent(token)}`;
export const payApiPath = (token: string) => `${INVOICE_API_PATHS.byCard}/${encodeURIComponent(token)}`;
export const checkoutApiPath = (token: string) => `${payApiPath(token)}/checkout`;
