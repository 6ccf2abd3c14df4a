import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StandInSession, type StripeStandIn } from './server.ts';

const SECRET = 'whsec_unit_test_only';

/** A stand-in for the functions' webhook: keeps each call's raw body and signature. */
let received: { body: string; signature: string }[];
let webhook: Server;
let webhookStatus: number;
let standIn: StripeStandIn;

beforeEach(async () => {
  received = [];
  webhookStatus = 200;
  webhook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature'] ?? '') });
      res.writeHead(webhookStatus, { 'Content-Type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => webhook.listen({ port: 0, host: '127.0.0.1' }, resolve));
  const { port } = webhook.address() as AddressInfo;
  standIn = await startStripeStandIn({ port: 0, webhookUrl: `http://127.0.0.1:${port}/api/stripe-webhook`, webhookSecret: SECRET });
});
afterEach(async () => {
  await standIn.close();
  await new Promise((resolve) => webhook.close(resolve));
});

/** The official client pointed at the stand-in, as the function points it on the emulators. */
const client = () => {
  const url = new URL(standIn.url);
  return new Stripe('sk_test_unit', { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
};
const createSession = () =>
  client().checkout.sessions.create({
    mode: 'payment',
    currency: 'aud',
    line_items: [{ quantity: 1, price_data: { currency: 'aud', unit_amount: 4445, product_data: { name: 'Invoice INV-000123' } } }],
    client_reference_id: 'INV-000123',
    metadata: { invoiceId: 'INV-000123' },
    success_url: 'http://127.0.0.1:5000/pay/token?paid=1',
    cancel_url: 'http://127.0.0.1:5000/pay/token',
  });

describe('the Stripe Checkout stand-in', () => {
  it("answers the official client's Checkout Session call and lists the session", async () => {
    const session = await createSession();
    expect(session).toMatchObject({ object: 'checkout.session', mode: 'payment', currency: 'aud', amount_total: 4445, client_reference_id: 'INV-000123', payment_status: 'unpaid' });
    expect(session.url).toBe(`${standIn.url}/checkout/${session.id}`);
    const listed = (await (await fetch(`${standIn.url}/sessions`)).json()) as { sessions: StandInSession[] };
    expect(listed.sessions).toEqual([expect.objectContaining({ id: session.id, line_name: 'Invoice INV-000123', metadata: { invoiceId: 'INV-000123' }, webhook: null })]);
  });

  it('refuses a call without a test key, as Stripe does', async () => {
    const response = await fetch(`${standIn.url}/v1/checkout/sessions`, { method: 'POST', body: 'mode=payment' });
    expect(response.status).toBe(401);
  });

  it('Pay sends checkout.session.completed signed so constructEvent verifies it, then goes to success_url', async () => {
    const session = await createSession();
    const page = await fetch(session.url!);
    expect(await page.text()).toContain('Invoice INV-000123');
    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://127.0.0.1:5000/pay/token?paid=1');
    expect(received).toHaveLength(1);
    const event = client().webhooks.constructEvent(received[0]!.body, received[0]!.signature, SECRET);
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({ id: session.id, payment_status: 'paid', amount_total: 4445, client_reference_id: 'INV-000123' });
    expect(() => client().webhooks.constructEvent(received[0]!.body, received[0]!.signature, 'whsec_another')).toThrow();
    // Pressing Pay again sends nothing more.
    expect((await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect(received).toHaveLength(1);
  });

  it('says so when the webhook refuses the event', async () => {
    webhookStatus = 400;
    const session = await createSession();
    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(502);
    expect(await paid.text()).toContain('The webhook answered 400');
  });
});
