/**
 * Stripe's webhook (issue 34 part 6, decision 079). An event counts only when
 * `stripe.webhooks.constructEvent` verifies its signature over the raw bytes received with
 * the endpoint's signing secret (and its timestamp is within Stripe's five minutes): a
 * forged, altered or missing signature is answered 400 and changes nothing.
 * `checkout.session.completed` with payment_status "paid" records the card payment on the
 * invoice through the same transaction as the admin's payments (the store's changeInvoice
 * with withPayment), so the invoice becomes Paid there and nowhere else. The Checkout
 * Session's ID is the payment's ID: a replayed event, or another event about the same
 * session, finds it recorded and changes nothing. Stripe is answered 200 for every
 * verified event, so it does not retry what will never change: an unknown invoice or a
 * payment for an invoice with nothing owing is logged for the pharmacy instead.
 */
import type Stripe from 'stripe';
import * as logger from 'firebase-functions/logger';
import { AUDIT_ACTIONS, INVOICE_NUMBER_PATTERN, STRIPE_WEBHOOK_ACTOR, sydneyDateOf, withPayment, type Invoice, type InvoicePayment } from '@pharmacy/shared';
import { errorMessage } from '../../platform/error-message.ts';
import { aboutOrder } from '../orders/index.ts';
import type { InvoiceStore } from './invoice-store.ts';

export interface StripeWebhookDeps {
  store: Pick<InvoiceStore, 'byId' | 'orderOf' | 'changeInvoice'>;
  /** The configured client and signing secret; null when card payments are off. */
  stripe: () => Promise<{ client: Stripe; webhookSecret: string } | null>;
  now: () => Date;
}

export type WebhookOutcome =
  | { status: 400; code: 'signature_missing' | 'signature_invalid' }
  | { status: 503; code: 'card_unavailable' }
  | { status: 200; result: 'recorded' | 'already_recorded' | 'ignored' | 'unknown_invoice' | 'not_owing' };

const ALREADY_RECORDED = 'already_recorded';

/** Verifies the event and acts on it; never throws for anything the sender controls. */
export async function handleStripeWebhook(rawBody: Buffer | undefined, signature: string | undefined, deps: StripeWebhookDeps): Promise<WebhookOutcome> {
  const stripe = await deps.stripe();
  if (!stripe) return { status: 503, code: 'card_unavailable' };
  if (!signature || !rawBody) return { status: 400, code: 'signature_missing' };
  let event: Stripe.Event;
  try {
    event = stripe.client.webhooks.constructEvent(rawBody, signature, stripe.webhookSecret);
  } catch (error) {
    logger.warn('A Stripe webhook call failed its signature check: ignored', { error: errorMessage(error) });
    return { status: 400, code: 'signature_invalid' };
  }
  if (event.type !== 'checkout.session.completed') return { status: 200, result: 'ignored' };
  const session = event.data.object;
  if (session.payment_status !== 'paid' || session.mode !== 'payment') return { status: 200, result: 'ignored' };
  const invoiceId = session.client_reference_id ?? session.metadata?.invoiceId ?? '';
  const amountCents = session.amount_total;
  if (!INVOICE_NUMBER_PATTERN.test(invoiceId) || session.currency !== 'aud' || !Number.isSafeInteger(amountCents) || (amountCents ?? 0) <= 0) {
    logger.error('A paid Checkout Session names no invoice of ours, or is not in whole Australian cents: check it in Stripe', { eventId: event.id, sessionId: session.id });
    return { status: 200, result: 'unknown_invoice' };
  }
  const invoice = await deps.store.byId(invoiceId);
  const order = invoice ? await deps.store.orderOf(invoice.requestId) : null;
  if (!invoice || !order) {
    logger.error('A paid Checkout Session names an invoice that does not exist: check it in Stripe', { eventId: event.id, sessionId: session.id, invoiceId });
    return { status: 200, result: 'unknown_invoice' };
  }
  const now = deps.now();
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  const payment: InvoicePayment = {
    paymentId: session.id,
    kind: 'payment',
    method: 'card_online',
    amountCents: amountCents!,
    on: sydneyDateOf(new Date(event.created * 1000)),
    reason: '',
    recordedAt: now.toISOString(),
    recordedBy: STRIPE_WEBHOOK_ACTOR.actorUid,
    ...(paymentIntent ? { reference: paymentIntent } : {}),
  };
  const outcome = await deps.store.changeInvoice(
    invoice.requestId,
    (current: Invoice) =>
      current.payments.some((recorded) => recorded.paymentId === session.id) ? { refused: ALREADY_RECORDED, message: 'This Checkout Session is recorded already.' } : withPayment(current, payment),
    (changed) => ({
      action: AUDIT_ACTIONS.invoicePayment,
      ...STRIPE_WEBHOOK_ACTOR,
      ...aboutOrder(order, { invoice: changed.number, amountCents: payment.amountCents, method: payment.method, status: changed.status, stripeSession: session.id }),
    }),
  );
  if (outcome.kind === 'not_found') {
    logger.error('A paid Checkout Session names an invoice that does not exist: check it in Stripe', { eventId: event.id, sessionId: session.id, invoiceId });
    return { status: 200, result: 'unknown_invoice' };
  }
  if (outcome.kind === 'refused') {
    if (outcome.code === ALREADY_RECORDED) return { status: 200, result: 'already_recorded' };
    // Paid twice (two tabs, say, or paid at the counter meanwhile): the money is Stripe's to refund.
    logger.error('A card payment arrived for an invoice with less owing: refund it in Stripe', { eventId: event.id, sessionId: session.id, invoice: invoice.number, amountCents });
    return { status: 200, result: 'not_owing' };
  }
  logger.info('Card payment recorded from Stripe', { invoice: invoice.number, sessionId: session.id, status: outcome.invoice.status });
  return { status: 200, result: 'recorded' };
}
