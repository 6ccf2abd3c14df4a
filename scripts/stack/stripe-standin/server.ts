/**
 * A local stand-in for Stripe Checkout (decision 079), for the emulators and the tests: the
 * function's Stripe client (the official `stripe` package, functions/src/platform/stripe) has
 * its host, port and protocol pointed at it and sends it exactly what it would send Stripe.
 *   POST /v1/checkout/sessions     creates a session from the form-encoded parameters Stripe takes;
 *                                  answers it in Stripe's shape, its `url` the stand-in's checkout page
 *   GET  /v1/checkout/sessions/{id} the session
 *   GET  /checkout/{id}            a plain "checkout" page: the line, the amount and a Pay button
 *   POST /checkout/{id}/pay        as Stripe does once a card is taken: sends `checkout.session.completed`,
 *                                  signed with stripe.webhooks.generateTestHeaderString and the local
 *                                  signing secret, to the functions' webhook, then redirects to success_url
 * Tests and a person on the local stack see what it received at:
 *   GET  /sessions                 every session created, oldest first, with the webhook's answer once paid
 * API calls need `Authorization: Bearer sk_test_…`, as Stripe's do.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { listenStandIn } from '../standin-server.ts';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  currency: string;
  amount_total: number;
  line_name: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  created: number;
  /** Once Pay was pressed: what the webhook answered. */
  webhook: { eventId: string; status: number; body: string } | null;
}

export interface StripeStandIn {
  /** e.g. http://127.0.0.1:9332 (no trailing slash) */
  url: string;
  close(): Promise<void>;
}

export interface StripeStandInOptions {
  /** 0 picks a free port (unit tests). */
  port: number;
  /** Where the events go: the functions' /api/stripe-webhook. */
  webhookUrl: string;
  /** The webhook's signing secret (the emulators' one). */
  webhookSecret: string;
}

const MAX_BODY_BYTES = 256 * 1024;
const MAX_SESSIONS = 500;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return '';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const stripeError = (res: ServerResponse, status: number, message: string) =>
  void res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
const json = (res: ServerResponse, status: number, body: unknown) => void res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
const html = (res: ServerResponse, status: number, title: string, content: string) =>
  void res
    .writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' })
    .end(`<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">${content}</body></html>`);
const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  // Only the webhook helpers are used: no call leaves this machine.
  const stripe = new Stripe('sk_test_standin_not_used');
  let origin = '';

  function createSession(form: URLSearchParams): StandInSession | string {
    const get = (key: string) => form.get(key) ?? '';
    const amount = Number(get('line_items[0][price_data][unit_amount]'));
    const quantity = Number(get('line_items[0][quantity]') || '1');
    if (get('mode') !== 'payment') return 'mode must be payment';
    if (!Number.isSafeInteger(amount) || amount <= 0 || !Number.isSafeInteger(quantity) || quantity <= 0) return 'line_items[0][price_data][unit_amount] must be a positive whole number of cents';
    if (!get('success_url') || !get('cancel_url')) return 'success_url and cancel_url are required';
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const match = /^metadata\[([^\]]+)\]$/.exec(key);
      if (match) metadata[match[1]!] = value;
    }
    const sessionId = id('cs');
    return {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      currency: get('currency') || get('line_items[0][price_data][currency]'),
      amount_total: amount * quantity,
      line_name: get('line_items[0][price_data][product_data][name]'),
      client_reference_id: form.get('client_reference_id'),
      metadata,
      success_url: get('success_url'),
      cancel_url: get('cancel_url'),
      url: `${origin}/checkout/${sessionId}`,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      created: Math.floor(Date.now() / 1000),
      webhook: null,
    };
  }

  /** The session as Stripe's API answers it (without the stand-in's own fields). */
  const apiSession = ({ line_name: _line, webhook: _webhook, ...session }: StandInSession) => ({ ...session, livemode: false });

  async function pay(session: StandInSession): Promise<StandInSession> {
    const paid: StandInSession = { ...session, status: 'complete', payment_status: 'paid', payment_intent: session.payment_intent ?? id('pi') };
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
      data: { object: apiSession(paid) },
    };
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const response = await fetch(options.webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body: payload });
    return { ...paid, webhook: { eventId: event.id, status: response.status, body: (await response.text()).slice(0, 500) } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    if (url.pathname === '/sessions' && method === 'GET') return json(res, 200, { sessions: [...sessions.values()] });
    if (url.pathname.startsWith('/v1/')) {
      if (!/^Bearer sk_test_\S+$/.test(req.headers.authorization ?? '')) return stripeError(res, 401, 'Invalid API Key provided.');
      if (url.pathname === '/v1/checkout/sessions' && method === 'POST') {
        const created = createSession(new URLSearchParams(await readBody(req)));
        if (typeof created === 'string') return stripeError(res, 400, created);
        if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
        sessions.set(created.id, created);
        return json(res, 200, apiSession(created));
      }
      const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      const found = one ? sessions.get(one[1]!) : undefined;
      if (found && method === 'GET') return json(res, 200, apiSession(found));
      return stripeError(res, 404, `No such resource: ${method} ${url.pathname}`);
    }
    const page = /^\/checkout\/([^/]+)(\/pay)?$/.exec(url.pathname);
    const session = page ? sessions.get(page[1]!) : undefined;
    if (!page || !session) return html(res, 404, 'Not found', '<h1>No such checkout</h1>');
    if (!page[2] && method === 'GET') {
      const amount = (session.amount_total / 100).toLocaleString('en-AU', { style: 'currency', currency: 'AUD' });
      return html(
        res,
        200,
        'Checkout (Stripe stand-in)',
        `<p>Stripe stand-in: no card is taken.</p><h1>${escapeHtml(session.line_name)}</h1><p>Amount: <strong>${escapeHtml(amount)}</strong></p>` +
          (session.payment_status === 'paid'
            ? '<p>Paid.</p>'
            : `<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form><p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>`),
      );
    }
    if (page[2] && method === 'POST') {
      const paid = session.payment_status === 'paid' ? session : await pay(session);
      sessions.set(paid.id, paid);
      if (paid.webhook && paid.webhook.status !== 200) {
        return html(res, 502, 'Webhook refused', `<h1>The webhook answered ${paid.webhook.status}</h1><pre>${escapeHtml(paid.webhook.body)}</pre>`);
      }
      return void res.writeHead(303, { Location: paid.success_url }).end();
    }
    return html(res, 405, 'Not allowed', '<h1>Not allowed</h1>');
  }

  const listening = await listenStandIn(options.port, handle);
  origin = listening.origin;
  return { url: origin, close: listening.close };
}
