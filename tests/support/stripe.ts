/**
 * Paying by card on the running stack (decision 079): Stripe events signed as Stripe signs
 * them (the library's own generateTestHeaderString, with the emulators' signing secret),
 * posted to the webhook; the Stripe stand-in's sessions; the pay link in a patient's e-mail.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { INVOICE_API_PATHS, PAY_MAIL } from '@pharmacy/shared';
import { EMULATOR_STRIPE_WEBHOOK_SECRET } from '../../functions/src/platform/config.ts';
import { STRIPE_STANDIN_PORT } from '../../scripts/stack/ports.ts';
import type { StandInSession } from '../../scripts/stack/stripe-standin/server.ts';
import { request } from './api.ts';
import { outboxMessages } from './outbox.ts';

export const STRIPE_STANDIN_URL = process.env.STRIPE_STANDIN_URL || `http://127.0.0.1:${STRIPE_STANDIN_PORT}`;

// Only its webhook helpers are used: nothing is sent to Stripe.
const stripe = new Stripe('sk_test_tests_not_used');

export const testId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

/** A paid Checkout Session for the invoice, as Stripe sends it in checkout.session.completed. */
export function paidSession(invoiceId: string, amountCents: number, overrides: Record<string, unknown> = {}) {
  return {
    id: testId('cs'),
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    currency: 'aud',
    amount_total: amountCents,
    client_reference_id: invoiceId,
    metadata: { invoiceId },
    payment_intent: testId('pi'),
    livemode: false,
    ...overrides,
  };
}

/** A Stripe event wrapping `object`. */
export function stripeEvent(type: string, object: Record<string, unknown>) {
  return { id: testId('evt'), object: 'event', api_version: null, created: Math.floor(Date.now() / 1000), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
}

/** The Stripe-Signature header for this payload, under `secret` (the emulators' unless given), signed now or at `timestamp` (Unix seconds). */
export const signatureOf = (payload: string, secret = EMULATOR_STRIPE_WEBHOOK_SECRET, timestamp?: number) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });

/** Posts the payload to the webhook with this signature (none when undefined). */
export function postWebhook(payload: string, signature: string | undefined) {
  return request(INVOICE_API_PATHS.stripeWebhook, { body: payload, headers: { 'Content-Type': 'application/json', ...(signature === undefined ? {} : { 'Stripe-Signature': signature }) } });
}

/** Signs the event and posts it, as Stripe would. */
export function sendSignedEvent(event: unknown) {
  const payload = JSON.stringify(event);
  return postWebhook(payload, signatureOf(payload));
}

/** Every session the stand-in received, oldest first. */
export async function standInSessions(): Promise<StandInSession[]> {
  const response = await fetch(`${STRIPE_STANDIN_URL}/sessions`);
  return ((await response.json()) as { sessions: StandInSession[] }).sessions;
}

/** The pay link e-mails the patient received, newest first. */
export async function payLinkMails(email: string) {
  return (await outboxMessages(email)).filter((message) => message.subject === PAY_MAIL.subject);
}

/** The token in the newest pay link e-mail to this patient. */
export async function payTokenFor(email: string): Promise<string | undefined> {
  const [mail] = await payLinkMails(email);
  return mail ? /\/pay\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] : undefined;
}
