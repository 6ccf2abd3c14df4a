/**
 * Paying an invoice by card (issue 34 part 6, decision 079), through the Hosting emulator
 * and the Stripe stand-in: the patient's pay link e-mail holds the link only; the pay page
 * answers the number, what is owing, the status and the pharmacy's name and nothing else;
 * the Checkout Session names the invoice, never what is in it; and only an event whose
 * signature Stripe's library verifies makes the invoice Paid, once.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  AUDIT_ACTIONS,
  CONSIGNMENT_API_PATHS,
  INVOICE_API_PATHS,
  PAY_ERROR_CODES,
  PayPageInvoiceSchema,
  checkoutApiPath,
  invoicePath,
  payApiPath,
  type CheckoutReply,
  type DispatchRequest,
  type OrderInvoiceReply,
  type PatientSnapshot,
  type PayLinkReply,
  type PayPageInvoice,
} from '@pharmacy/shared';
import { request } from '../support/api.ts';
import { auditEntriesAbout } from '../support/audit-log.ts';
import { address } from '../support/consignments.ts';
import { resetRateLimits } from '../support/enquiries.ts';
import { storedInvoiceOf, writePricedReadyOrder } from '../support/invoices.ts';
import { createTestPatient } from '../support/patients.ts';
import { STRIPE_STANDIN_URL, paidSession, payLinkMails, payTokenFor, postWebhook, sendSignedEvent, signatureOf, standInSessions, stripeEvent } from '../support/stripe.ts';
import { deleteInvoiceTestData } from '../support/setup.ts';
import { createAdmin, createPrescriber, type TestUser } from '../support/users.ts';

const SETUP_TIMEOUT = 60_000;
/** writePricedReadyOrder's line, and the courier's fee on the consignment's first order. */
const TOTAL_CENTS = 2450 + 1995;

let admin: TestUser;
let prescriber: TestUser;
beforeAll(async () => {
  [admin, prescriber] = await Promise.all([createAdmin(), createPrescriber()]);
  await resetRateLimits();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await resetRateLimits();
  await deleteInvoiceTestData();
}, SETUP_TIMEOUT);

const courier = (requestIds: string[]): DispatchRequest => ({ requestIds, method: 'courier', trackingNumber: `CR${Date.now()}`, authorityToLeave: true });
const invoiceOf = async (requestId: string) => (await request(invoicePath(requestId), { idToken: admin.idToken })).json as OrderInvoiceReply;

/** A patient with an e-mail and consent to notices (or without consent), and their priced order dispatched: its invoice, and the token e-mailed. */
async function dispatchedForPatient({ consent = true }: { consent?: boolean } = {}) {
  const patient: PatientSnapshot = await createTestPatient(prescriber.uid, {
    deliveryMethod: 'delivery',
    ...address(),
    email: `payer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`,
    noticesConsent: consent,
  });
  const requestId = await writePricedReadyOrder(prescriber, { unitCents: 2450, gst: 'gst_free' }, { patient });
  expect((await request(CONSIGNMENT_API_PATHS.consignments, { idToken: admin.idToken, body: courier([requestId]) })).status).toBe(201);
  // The dispatch waits at most 5 s for the invoice and its e-mail: on a busy machine they may come just after.
  const invoice = await vi.waitFor(
    async () => {
      const issued = (await invoiceOf(requestId)).invoice;
      expect(issued).not.toBeNull();
      return issued!;
    },
    { timeout: 30_000, interval: 500 },
  );
  expect(invoice).toMatchObject({ status: 'unpaid', payer: 'patient', totalCents: TOTAL_CENTS });
  const token = consent
    ? await vi.waitFor(
        async () => {
          const sent = await payTokenFor(patient.email!);
          expect(sent).toBeDefined();
          return sent;
        },
        { timeout: 30_000, interval: 500 },
      )
    : await payTokenFor(patient.email!);
  return { patient, requestId, invoice, token };
}

describe('the pay link', () => {
  test('is e-mailed to a patient who consented: the link only, no name, medicine or amount; only its hash is kept', async () => {
    const { patient, requestId, invoice, token } = await dispatchedForPatient();
    const [mail] = await payLinkMails(patient.email!);
    expect(token).toBeDefined();
    expect(mail!.text).not.toMatch(/Jane|Citizen|Hydrocortisone|Darling|HC-|INV-|\$|24\.50|44\.45|4445/);
    expect(mail!.html ?? '').not.toMatch(/Jane|Citizen|Hydrocortisone|INV-|\$/);
    const stored = await storedInvoiceOf(requestId);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored?.payLinkTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await auditEntriesAbout(requestId)).map((entry) => entry.action)).toContain(AUDIT_ACTIONS.invoicePayLink);
    // The invoice the portal reads does not carry the hash either.
    expect(JSON.stringify(await invoiceOf(requestId))).not.toContain(stored?.payLinkTokenHash as string);
    expect(invoice.number).toMatch(/^INV-\d{6,}$/);
  });

  test('is not e-mailed to a patient without consent to notices', async () => {
    const { patient, token } = await dispatchedForPatient({ consent: false });
    expect(token).toBeUndefined();
    expect(await payLinkMails(patient.email!)).toEqual([]);
  });

  test("the admin's 'Send the pay link again' e-mails a new link and the old one stops working; nobody else may", async () => {
    const { patient, requestId, token } = await dispatchedForPatient();
    const path = `${INVOICE_API_PATHS.payLinks}/${requestId}`;
    expect((await request(path, { idToken: prescriber.idToken, body: {} })).status).toBe(403);
    expect((await request(path, { body: {} })).status).toBe(401);
    const again = await request(path, { idToken: admin.idToken, body: {} });
    expect(again.status).toBe(200);
    expect((again.json as PayLinkReply).sent).toBe(true);
    const newToken = await payTokenFor(patient.email!);
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(token);
    expect((await request(payApiPath(token!))).status).toBe(404);
    expect((await request(payApiPath(newToken!))).status).toBe(200);
    const sent = (await auditEntriesAbout(requestId)).filter((entry) => entry.action === AUDIT_ACTIONS.invoicePayLink);
    expect(sent.map((entry) => entry.actorUid)).toContain(admin.uid);
  });
});

describe('the pay page', () => {
  test('answers the number, the amount owing, the status and the pharmacy, nothing about the patient or medicine', async () => {
    const { invoice, token } = await dispatchedForPatient();
    const page = await request(payApiPath(token!));
    expect(page.status).toBe(200);
    expect(Object.keys(page.json as object).sort()).toEqual(['amountDueCents', 'number', 'pharmacyName', 'status']);
    expect(PayPageInvoiceSchema.parse(page.json)).toEqual({ number: invoice.number, amountDueCents: TOTAL_CENTS, status: 'unpaid', pharmacyName: invoice.seller.tradingName });
    expect(page.text).not.toMatch(/Jane|Citizen|Hydrocortisone|Darling|HC-/);
  });

  test('an unknown or malformed token is 404 with a clear message', async () => {
    for (const token of ['A'.repeat(43), 'short', `${'b'.repeat(43)}x`]) {
      const response = await request(payApiPath(token));
      expect(response.status).toBe(404);
      expect((response.json as { code: string }).code).toBe(PAY_ERROR_CODES.linkNotFound);
      expect((await request(checkoutApiPath(token), { body: {} })).status).toBe(404);
    }
  });

  test('Pay by card creates a Checkout Session for what is owing, named by the invoice only', async () => {
    const { invoice, token } = await dispatchedForPatient();
    const response = await request(checkoutApiPath(token!), { body: {} });
    expect(response.status).toBe(200);
    const { url } = response.json as CheckoutReply;
    expect(url.startsWith(`${STRIPE_STANDIN_URL}/checkout/`)).toBe(true);
    const session = (await standInSessions()).find((one) => one.url === url)!;
    expect(session).toMatchObject({
      mode: 'payment',
      currency: 'aud',
      amount_total: TOTAL_CENTS,
      line_name: `Invoice ${invoice.number}`,
      client_reference_id: invoice.invoiceId,
      metadata: { invoiceId: invoice.invoiceId },
      payment_status: 'unpaid',
    });
    expect(session.success_url).toMatch(new RegExp(`/pay/${token}\\?paid=1$`));
    expect(session.cancel_url).toMatch(new RegExp(`/pay/${token}$`));
    expect(JSON.stringify(session)).not.toMatch(/Jane|Citizen|Hydrocortisone|Darling/);
    // Creating the session pays nothing.
    expect((await storedInvoiceOf(invoice.requestId))?.status).toBe('unpaid');
  });

  test("the stand-in's Pay sends the signed webhook: Paid only then, and the page says so", async () => {
    const { invoice, token } = await dispatchedForPatient();
    const { url } = (await request(checkoutApiPath(token!), { body: {} })).json as CheckoutReply;
    expect(((await request(payApiPath(token!))).json as PayPageInvoice).status).toBe('unpaid');
    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`/pay/${token}\\?paid=1$`));
    expect((await request(payApiPath(token!))).json).toMatchObject({ status: 'paid', amountDueCents: 0 });
    expect((await invoiceOf(invoice.requestId)).invoice).toMatchObject({ status: 'paid', paidCents: TOTAL_CENTS });
    const again = await request(checkoutApiPath(token!), { body: {} });
    expect(again.status).toBe(409);
    expect((again.json as { code: string }).code).toBe(PAY_ERROR_CODES.alreadyPaid);
  });
});

describe("Stripe's webhook", () => {
  test('a good event makes the invoice Paid with the payment recorded; a replay and a second payment change nothing', async () => {
    const { invoice, requestId } = await dispatchedForPatient();
    const session = paidSession(invoice.invoiceId, TOTAL_CENTS);
    const event = stripeEvent('checkout.session.completed', session);
    const first = await sendSignedEvent(event);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ received: true, result: 'recorded' });
    const paid = (await invoiceOf(requestId)).invoice!;
    expect(paid).toMatchObject({ status: 'paid', paidCents: TOTAL_CENTS });
    expect(paid.payments).toEqual([
      expect.objectContaining({ paymentId: session.id, kind: 'payment', method: 'card_online', amountCents: TOTAL_CENTS, reference: session.payment_intent, recordedBy: 'stripe' }),
    ]);
    const entries = (await auditEntriesAbout(requestId)).filter((entry) => entry.action === AUDIT_ACTIONS.invoicePayment);
    expect(entries).toEqual([expect.objectContaining({ actorUid: 'stripe', actorEmail: 'Stripe webhook' })]);

    // The same event again (Stripe retries, or someone replays it): 200, nothing changes.
    const replay = await sendSignedEvent(event);
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual({ received: true, result: 'already_recorded' });
    // Another event about the same session.
    expect((await sendSignedEvent(stripeEvent('checkout.session.completed', session))).json).toEqual({ received: true, result: 'already_recorded' });
    // A second session paid for the invoice already paid: logged for a refund, nothing recorded.
    const second = await sendSignedEvent(stripeEvent('checkout.session.completed', paidSession(invoice.invoiceId, TOTAL_CENTS)));
    expect(second.status).toBe(200);
    expect(second.json).toEqual({ received: true, result: 'not_owing' });
    expect((await invoiceOf(requestId)).invoice).toEqual(paid);
    expect((await auditEntriesAbout(requestId)).filter((entry) => entry.action === AUDIT_ACTIONS.invoicePayment)).toHaveLength(1);
  });

  test('a wrong, missing or stale signature, or a body changed after signing, is 400 and changes nothing', async () => {
    const { invoice, requestId } = await dispatchedForPatient();
    const payload = JSON.stringify(stripeEvent('checkout.session.completed', paidSession(invoice.invoiceId, TOTAL_CENTS)));
    const refusals = [
      await postWebhook(payload, undefined),
      await postWebhook(payload, signatureOf(payload, 'whsec_someone_elses_secret')),
      await postWebhook(payload, 't=1,v1=0000'),
      await postWebhook(payload.replace(String(TOTAL_CENTS), '1'), signatureOf(payload)),
      // Signed ten minutes ago: outside Stripe's five-minute tolerance.
      await postWebhook(payload, signatureOf(payload, undefined, Math.floor(Date.now() / 1000) - 600)),
    ];
    expect(refusals.map((response) => response.status)).toEqual([400, 400, 400, 400, 400]);
    expect((await invoiceOf(requestId)).invoice).toMatchObject({ status: 'unpaid', paidCents: 0, payments: [] });
    expect((await auditEntriesAbout(requestId)).map((entry) => entry.action)).not.toContain(AUDIT_ACTIONS.invoicePayment);
  });

  test('an event for an unknown invoice, an unpaid session or another type: 200, nothing changes', async () => {
    const { invoice, requestId } = await dispatchedForPatient();
    const unknown = await sendSignedEvent(stripeEvent('checkout.session.completed', paidSession('INV-999999999', TOTAL_CENTS)));
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual({ received: true, result: 'unknown_invoice' });
    const notAnInvoice = await sendSignedEvent(stripeEvent('checkout.session.completed', paidSession('../etc', TOTAL_CENTS)));
    expect(notAnInvoice.json).toEqual({ received: true, result: 'unknown_invoice' });
    const unpaid = await sendSignedEvent(stripeEvent('checkout.session.completed', paidSession(invoice.invoiceId, TOTAL_CENTS, { payment_status: 'unpaid' })));
    expect(unpaid.json).toEqual({ received: true, result: 'ignored' });
    const other = await sendSignedEvent(stripeEvent('payment_intent.succeeded', { id: 'pi_test_x', object: 'payment_intent', amount: TOTAL_CENTS, metadata: { invoiceId: invoice.invoiceId } }));
    expect(other.json).toEqual({ received: true, result: 'ignored' });
    expect((await invoiceOf(requestId)).invoice).toMatchObject({ status: 'unpaid', paidCents: 0, payments: [] });
  });
});
