/**
 * Invoices through the Hosting emulator (issue 34 part 5, decision 078): dispatching or
 * collecting an order issues its invoice with a number from a gap-free sequence, the
 * delivery charged once per consignment; an unpriced order waits for the admin's prices;
 * the order's prescriber, their staff and admins read and download it, nobody else.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  AUDIT_ACTIONS,
  CONSIGNMENT_API_PATHS,
  INVOICE_API_PATHS,
  INVOICE_ERROR_CODES,
  INVOICE_MESSAGES,
  ORDER_API_PATHS,
  invoicePath,
  invoicePdfPath,
  type DispatchRequest,
  type OrderInvoiceReply,
} from '@pharmacy/shared';
import { pdfText } from '../../functions/src/platform/pdf/testing/pdf-text.ts';
import { request } from '../support/api.ts';
import { SITE_URL } from '../support/stack.ts';
import { auditEntriesAbout } from '../support/audit-log.ts';
import { storedInvoiceOf, writePricedReadyOrder } from '../support/invoices.ts';
import { storedOrder } from '../support/orders.ts';
import { createPracticeAndPharmacy, deleteInvoiceTestData } from '../support/setup.ts';
import { type TestUser } from '../support/users.ts';

const SETUP_TIMEOUT = 60_000;

let admin: TestUser;
let prescriber: TestUser;
let otherPrescriber: TestUser;
let staff: TestUser;
beforeAll(async () => {
  ({ admin, prescriber, otherPrescriber, staff } = await createPracticeAndPharmacy());
}, SETUP_TIMEOUT);
afterAll(deleteInvoiceTestData, SETUP_TIMEOUT);

const dispatch = (body: DispatchRequest) => request(CONSIGNMENT_API_PATHS.consignments, { idToken: admin.idToken, body });
const courier = (requestIds: string[], trackingNumber = 'CR12345678'): DispatchRequest => ({ requestIds, method: 'courier', trackingNumber, authorityToLeave: true });
const invoiceOf = async (requestId: string, idToken: string | undefined = admin.idToken) => request(invoicePath(requestId), { idToken });
const replyOf = (response: { json: unknown }) => response.json as OrderInvoiceReply;

describe('issuing', () => {
  test('a consignment of two orders: each gets its invoice, the courier fee once on the first, numbers consecutive', async () => {
    const [first, second] = await Promise.all([writePricedReadyOrder(prescriber), writePricedReadyOrder(prescriber, { unitCents: 1100, gst: 'gst_10' })]);
    expect((await dispatch(courier([first!, second!]))).status).toBe(201);

    const one = replyOf(await invoiceOf(first!)).invoice!;
    const two = replyOf(await invoiceOf(second!)).invoice!;
    expect(one).toMatchObject({ requestId: first, status: 'unpaid', payer: 'patient', delivery: { method: 'courier', cents: 1995 }, totalCents: 2450 + 1995 });
    expect(two).toMatchObject({ requestId: second, delivery: { method: 'courier', cents: 0 }, totalCents: 1100, gstCents: 100 });
    expect(Math.abs(one.sequence - two.sequence)).toBe(1);
    expect(one.number).toMatch(/^INV-\d{6}$/);
    expect((await storedOrder(first!))?.invoiceId).toBe(one.invoiceId);
    expect((await storedOrder(first!))?.invoiceDue).toBe(false);
    expect((await auditEntriesAbout(first!)).map((entry) => entry.action)).toContain(AUDIT_ACTIONS.invoiceIssue);
  });

  test('20 orders dispatched at once take 20 consecutive numbers: no gap, no repeat', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => writePricedReadyOrder(prescriber)));
    const responses = await Promise.all(orders.map((requestId, index) => dispatch(courier([requestId], `CR${String(10_000_000 + index)}`))));
    // Every dispatch goes, whatever its invoice is doing (it waits for it at most 5 s).
    expect(responses.map((response) => response.status)).toEqual(orders.map(() => 201));
    // The issues still queued on the counter finish; the retry job takes any that gave up.
    await vi.waitFor(
      async () => {
        await request(INVOICE_API_PATHS.devRetry, { body: {} });
        const issued = await Promise.all(orders.map((requestId) => storedInvoiceOf(requestId)));
        expect(issued.filter(Boolean)).toHaveLength(20);
      },
      { timeout: 90_000, interval: 2000 },
    );
    const sequences = await Promise.all(orders.map(async (requestId) => (await storedInvoiceOf(requestId))?.sequence as number));
    const sorted = [...sequences].sort((a, b) => a - b);
    expect(new Set(sorted).size).toBe(20);
    expect(sorted.at(-1)! - sorted[0]!).toBe(19);
  }, 180_000);

  test("the admin's move to Collected issues the invoice, charging pickup", async () => {
    const requestId = await writePricedReadyOrder(prescriber);
    const moved = await request(ORDER_API_PATHS.status, { idToken: admin.idToken, body: { requestId, status: 'collected' } });
    expect(moved.status).toBe(200);
    expect(replyOf(await invoiceOf(requestId)).invoice).toMatchObject({ delivery: { method: 'pickup', cents: 0 }, totalCents: 2450 });
  });

  test('an unpriced order is dispatched but not invoiced until the admin prices its line', async () => {
    const requestId = await writePricedReadyOrder(prescriber, null);
    expect((await dispatch(courier([requestId]))).status).toBe(201);
    expect(replyOf(await invoiceOf(requestId))).toEqual({ invoice: null, unpricedLines: [1] });
    expect((await storedOrder(requestId))?.status).toBe('dispatched');

    const prices = (idToken: string, body: unknown) => request(`${INVOICE_API_PATHS.prices}/${requestId}`, { idToken, body });
    expect((await prices(prescriber.idToken, { prices: [{ itemIndex: 0, unitCents: 3000, gst: 'gst_free' }] })).status).toBe(403);
    const wrongLine = await prices(admin.idToken, { prices: [{ itemIndex: 3, unitCents: 3000, gst: 'gst_free' }] });
    expect(wrongLine.status).toBe(422);
    expect((wrongLine.json as { error: string }).error).toBe(INVOICE_MESSAGES.priceNotNeeded(4));

    const priced = await prices(admin.idToken, { prices: [{ itemIndex: 0, unitCents: 3000, gst: 'gst_free' }] });
    expect(priced.status).toBe(200);
    expect(replyOf(priced).invoice).toMatchObject({ requestId, totalCents: 3000 + 1995, lines: [{ unitCents: 3000, lineCents: 3000 }] });
    expect(((await storedOrder(requestId))?.items as { price: unknown }[])[0]?.price).toEqual({ unitCents: 3000, gst: 'gst_free' });
    const actions = (await auditEntriesAbout(requestId)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining([AUDIT_ACTIONS.invoicePrice, AUDIT_ACTIONS.invoiceIssue]));

    const again = await prices(admin.idToken, { prices: [{ itemIndex: 0, unitCents: 1, gst: 'gst_free' }] });
    expect(again.status).toBe(409);
    expect((again.json as { code: string }).code).toBe(INVOICE_ERROR_CODES.alreadyInvoiced);
  });
});

describe('payments taken another way, and refunds', () => {
  test('the status follows: paid, part refunded, refunded; too much is refused; each is audited', async () => {
    const requestId = await writePricedReadyOrder(prescriber);
    await dispatch(courier([requestId]));
    const total = replyOf(await invoiceOf(requestId)).invoice!.totalCents;
    const record = (body: unknown, idToken = admin.idToken) => request(`${INVOICE_API_PATHS.payments}/${requestId}`, { idToken, body });
    const today = new Date().toISOString().slice(0, 10);

    expect((await record({ kind: 'payment', method: 'cash', amountCents: 100, on: today }, prescriber.idToken)).status).toBe(403);
    const over = await record({ kind: 'payment', method: 'bank_transfer', amountCents: total + 1, on: today });
    expect(over.status).toBe(409);
    expect((over.json as { code: string }).code).toBe(INVOICE_ERROR_CODES.overpaid);
    const noReason = await record({ kind: 'refund', method: 'cash', amountCents: 100, on: today });
    expect(noReason.status).toBe(400);

    const paid = await record({ kind: 'payment', method: 'card_at_pickup', amountCents: total, on: today });
    expect(paid.status).toBe(200);
    expect(replyOf(paid).invoice).toMatchObject({ status: 'paid', paidCents: total });
    const part = await record({ kind: 'refund', method: 'cash', amountCents: 500, on: today, reason: 'One tube returned unopened' });
    expect(replyOf(part).invoice).toMatchObject({ status: 'part_refunded', refundedCents: 500 });
    expect((await record({ kind: 'refund', method: 'cash', amountCents: total, on: today, reason: 'Again' })).status).toBe(409);
    const rest = await record({ kind: 'refund', method: 'bank_transfer', amountCents: total - 500, on: today, reason: 'Order returned' });
    expect(replyOf(rest).invoice).toMatchObject({ status: 'refunded', refundedCents: total });
    expect((await storedInvoiceOf(requestId))?.status).toBe('refunded');

    const actions = (await auditEntriesAbout(requestId)).map((entry) => entry.action);
    expect(actions.filter((action) => action === AUDIT_ACTIONS.invoicePayment)).toHaveLength(1);
    expect(actions.filter((action) => action === AUDIT_ACTIONS.invoiceRefund)).toHaveLength(2);
  });
});

describe('who sees an invoice', () => {
  let requestId: string;
  beforeAll(async () => {
    requestId = await writePricedReadyOrder(prescriber, { unitCents: 2200, gst: 'gst_10' });
    await dispatch(courier([requestId]));
  }, SETUP_TIMEOUT);

  const pdfOf = (idToken?: string) => fetch(`${SITE_URL}${invoicePdfPath(requestId)}`, { headers: idToken ? { Authorization: `Bearer ${idToken}` } : {} });

  test('the prescriber, their staff and an admin read it and download its PDF', async () => {
    for (const user of [prescriber, staff, admin]) {
      expect((await invoiceOf(requestId, user.idToken)).status).toBe(200);
      const response = await pdfOf(user.idToken);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const text = pdfText(new Uint8Array(await response.arrayBuffer()));
      const number = replyOf(await invoiceOf(requestId)).invoice!.number;
      expect(text).toContain('Tax invoice');
      expect(text).toContain(number);
      expect(text).toContain(requestId);
      expect(text).toContain('Total price includes GST of $3.81');
    }
    expect((await auditEntriesAbout(requestId)).filter((entry) => entry.action === AUDIT_ACTIONS.invoiceDownload)).toHaveLength(3);
  });

  test('another prescriber gets "not found", and no sign-in gets 401', async () => {
    expect((await invoiceOf(requestId, otherPrescriber.idToken)).status).toBe(404);
    expect((await pdfOf(otherPrescriber.idToken)).status).toBe(404);
    expect((await request(invoicePath(requestId))).status).toBe(401);
    expect((await pdfOf()).status).toBe(401);
  });
});
