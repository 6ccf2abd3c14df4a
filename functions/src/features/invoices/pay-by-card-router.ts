/**
 * Paying an invoice by card (issue 34 part 6, decision 079; the contract is
 * shared/src/invoices/pay-by-card.ts):
 *   GET  /invoice-payments/{token}           no sign-in, the token is the key: the invoice's number, what is owing, its status and the pharmacy's name
 *   POST /invoice-payments/{token}/checkout  a Stripe Checkout Session for what is owing; answers its url
 *   POST /order-invoice-pay-links/{requestId} (admin) e-mails the patient a new pay link; the old one stops working
 *   POST /stripe-webhook                     Stripe's events, verified by signature (stripe-webhook.ts)
 * The two public routes are rate limited per client like the tracking link. Guards are per
 * route: this router is mounted at the root.
 */
import { Router, type Request, type RequestHandler } from 'express';
import type Stripe from 'stripe';
import * as logger from 'firebase-functions/logger';
import {
  INVOICE_API_PATHS,
  INVOICE_ERROR_CODES,
  INVOICE_MESSAGES,
  PAY_ERROR_CODES,
  PAY_MESSAGES,
  PAY_RETURN_PARAM,
  PAY_TOKEN_PATTERN,
  amountDueOf,
  checkoutLineName,
  payPagePath,
  type CheckoutReply,
  type PayLinkReply,
  type PayPageInvoice,
} from '@pharmacy/shared';
import { actorOf } from '../../platform/http/actor.ts';
import { routePath } from '../../platform/http/app.ts';
import { callerOf, requireAdmin } from '../../platform/http/auth.ts';
import { clientRateLimit } from '../../platform/http/client-rate-limit.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { errorMessage } from '../../platform/error-message.ts';
import type { RateLimitCounters } from '../../platform/rate-limit/rate-limit-store.ts';
import { isOrderRequestId, orderNotFound } from '../orders/index.ts';
import type { InvoiceStore } from './invoice-store.ts';
import { payTokenHash, sendPayLink, type PayLinkDeps } from './pay-link.ts';
import { handleStripeWebhook, type StripeWebhookDeps } from './stripe-webhook.ts';

/** Pay pages (and checkouts) one client may open per hour: a patient trying again, not someone guessing tokens. */
export const PAY_RATE_LIMIT = 60;

export interface PayByCardDeps extends StripeWebhookDeps {
  store: Pick<InvoiceStore, 'byId' | 'orderOf' | 'changeInvoice' | 'byPayTokenHash' | 'byRequestId'>;
  payLinks: PayLinkDeps;
  appOrigin: () => string;
  rateLimitCounters: RateLimitCounters;
  /** Read per request: the public routes' limit is keyed with it. */
  hashKey: () => string;
}

const linkNotFound = () => new HttpError(404, PAY_ERROR_CODES.linkNotFound, PAY_MESSAGES.linkNotFound);

/** What the Functions framework keeps of the body as it arrived (express.json keeps it too where the framework did not). */
const rawBodyOf = (req: Request): Buffer | undefined => {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) ? raw : undefined;
};

const PAY_LINK_REASONS: Record<Exclude<Awaited<ReturnType<typeof sendPayLink>>, { sent: true }>['reason'], string> = {
  not_patient_payer: PAY_MESSAGES.notPatientPayer,
  not_payable: PAY_MESSAGES.alreadyPaid,
  card_payments_off: PAY_MESSAGES.cardUnavailable,
  no_notice_email: PAY_MESSAGES.noNoticeEmail,
  order_not_found: INVOICE_MESSAGES.invoiceNotFound,
  mail_failed: PAY_MESSAGES.mailFailed,
};

export function payByCardRouter(deps: PayByCardDeps, requireCaller: RequestHandler, options: { behindGoogleFrontEnd: boolean }): Router {
  const router = Router();
  const BY_CARD = routePath(INVOICE_API_PATHS.byCard);

  const payLimit = clientRateLimit({
    scope: 'pay',
    counters: deps.rateLimitCounters,
    limitPerHour: () => PAY_RATE_LIMIT,
    hashKey: deps.hashKey,
    behindGoogleFrontEnd: options.behindGoogleFrontEnd,
    headers: true,
    onLimited: (_req, _res, next) => next(new HttpError(429, 'rate_limited', 'Too many requests from here. Please wait a while and try again, or call the pharmacy.')),
  });

  async function invoiceOfToken(raw: unknown) {
    if (typeof raw !== 'string' || !PAY_TOKEN_PATTERN.test(raw)) throw linkNotFound();
    const invoice = await deps.store.byPayTokenHash(payTokenHash(raw));
    if (!invoice) throw linkNotFound();
    return { token: raw, invoice };
  }

  // No sign-in: the token is the key. Only the number, what is owing, the status and the pharmacy's name.
  router.get(`${BY_CARD}/:token`, ...payLimit, async (req, res) => {
    const { invoice } = await invoiceOfToken(req.params.token);
    const body: PayPageInvoice = { number: invoice.number, amountDueCents: amountDueOf(invoice), status: invoice.status, pharmacyName: invoice.seller.tradingName };
    res.set({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }).json(body);
  });

  router.post(`${BY_CARD}/:token/checkout`, ...payLimit, async (req, res) => {
    const { token, invoice } = await invoiceOfToken(req.params.token);
    const due = amountDueOf(invoice);
    if (invoice.status === 'paid' || (invoice.status === 'unpaid' && due === 0)) throw new HttpError(409, PAY_ERROR_CODES.alreadyPaid, PAY_MESSAGES.alreadyPaid);
    if (invoice.status !== 'unpaid' || invoice.payer !== 'patient') throw new HttpError(409, PAY_ERROR_CODES.notPayable, PAY_MESSAGES.notPayable);
    const stripe = await deps.stripe();
    if (!stripe) throw new HttpError(503, PAY_ERROR_CODES.cardUnavailable, PAY_MESSAGES.cardUnavailable);
    const back = `${deps.appOrigin()}${payPagePath(token)}`;
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.client.checkout.sessions.create({
        mode: 'payment',
        currency: 'aud',
        line_items: [{ quantity: 1, price_data: { currency: 'aud', unit_amount: due, product_data: { name: checkoutLineName(invoice.number) } } }],
        client_reference_id: invoice.invoiceId,
        metadata: { invoiceId: invoice.invoiceId },
        payment_intent_data: { metadata: { invoiceId: invoice.invoiceId } },
        success_url: `${back}?${PAY_RETURN_PARAM}=1`,
        cancel_url: back,
      });
    } catch (error) {
      logger.error('Stripe refused or did not answer a Checkout Session', { invoice: invoice.number, error: errorMessage(error) });
      throw new HttpError(502, PAY_ERROR_CODES.cardUnavailable, PAY_MESSAGES.cardUnavailable);
    }
    if (!session.url) throw new HttpError(502, PAY_ERROR_CODES.cardUnavailable, PAY_MESSAGES.cardUnavailable);
    const body: CheckoutReply = { url: session.url };
    res.json(body);
  });

  router.post(`${routePath(INVOICE_API_PATHS.payLinks)}/:requestId`, requireCaller, requireAdmin, async (req, res) => {
    const requestId = req.params.requestId;
    if (typeof requestId !== 'string' || !isOrderRequestId(requestId)) throw orderNotFound();
    const invoice = await deps.store.byRequestId(requestId);
    if (!invoice) throw new HttpError(404, INVOICE_ERROR_CODES.invoiceNotFound, INVOICE_MESSAGES.invoiceNotFound);
    const outcome = await sendPayLink(invoice, actorOf(callerOf(res)), deps.payLinks);
    if (!outcome.sent && outcome.reason === 'not_patient_payer') throw new HttpError(409, PAY_ERROR_CODES.notPatientPayer, PAY_MESSAGES.notPatientPayer);
    if (!outcome.sent && outcome.reason === 'not_payable') throw new HttpError(409, PAY_ERROR_CODES.alreadyPaid, PAY_MESSAGES.alreadyPaid);
    const body: PayLinkReply = outcome.sent ? { sent: true, reason: PAY_MESSAGES.sent } : { sent: false, reason: PAY_LINK_REASONS[outcome.reason] };
    res.json(body);
  });

  // Stripe signs the bytes it sent: only the raw body is verified, never the parsed JSON.
  router.post(routePath(INVOICE_API_PATHS.stripeWebhook), async (req, res) => {
    const signature = req.get('stripe-signature');
    const outcome = await handleStripeWebhook(rawBodyOf(req), signature, deps);
    if (outcome.status === 200) res.json({ received: true, result: outcome.result });
    else if (outcome.status === 503) res.status(503).json({ code: outcome.code, error: PAY_MESSAGES.cardUnavailable });
    else res.status(400).json({ code: outcome.code, error: outcome.code === 'signature_missing' ? 'No Stripe-Signature header.' : 'The Stripe signature does not match this body.' });
  });

  return router;
}
