/**
 * Where an order's invoice stands, through the Hosting emulator (issue 34 part 6): the
 * queue's Unpaid filter lists orders whose invoice is issued and not paid in full, Overdue
 * those whose due date (a Sydney day) is before today; a payment in full takes the order
 * out. The overview sums this Sydney month's invoices: invoiced, paid and outstanding.
 * Invoices carry the billing settings the admin saved (ABN, payment terms).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADMIN_API_PATHS,
  ADMIN_COLLECTIONS,
  BILLING_API_PATHS,
  BILLING_SETTINGS_DOC,
  CONSIGNMENT_API_PATHS,
  DEFAULT_BILLING_SETTINGS,
  INVOICE_API_PATHS,
  INVOICE_COLLECTIONS,
  OrderCountReplySchema,
  OrderListPageSchema,
  ORDER_API_PATHS,
  ORDER_COLLECTIONS,
  OrderInvoiceReplySchema,
  PharmacyOverviewSchema,
  invoicePath,
  orderListSearch,
  type BillingSettings,
  type Invoice,
  type OrderBillingFilter,
} from '@pharmacy/shared';
import { adminDb } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { deleteTestConsignments } from '../support/consignments.ts';
import { deleteTestInvoices, writePricedReadyOrder } from '../support/invoices.ts';
import { storedOrder } from '../support/orders.ts';
import { createPracticeAndPharmacy, deleteOrderTestData } from '../support/setup.ts';
import { sydneyIsoDate } from '../support/sydney-date.ts';
import type { TestUser } from '../support/users.ts';

const SETUP_TIMEOUT = 60_000;

let admin: TestUser;
let prescriber: TestUser;
beforeAll(async () => {
  ({ admin, prescriber } = await createPracticeAndPharmacy());
}, SETUP_TIMEOUT);
afterAll(async () => {
  await deleteTestInvoices();
  await deleteTestConsignments();
  await deleteOrderTestData();
}, SETUP_TIMEOUT);

/** A priced Ready order dispatched by courier: its invoice issued. */
async function invoicedOrder(): Promise<{ requestId: string; invoice: Invoice }> {
  const requestId = await writePricedReadyOrder(prescriber);
  const dispatched = await request(CONSIGNMENT_API_PATHS.consignments, { idToken: admin.idToken, body: { requestIds: [requestId], method: 'courier', trackingNumber: 'CR12345678', authorityToLeave: true } });
  expect(dispatched.status).toBe(201);
  const invoice = OrderInvoiceReplySchema.parse((await request(invoicePath(requestId), { idToken: admin.idToken })).json).invoice;
  expect(invoice).not.toBeNull();
  return { requestId, invoice: invoice! };
}

/** The queue's page and count for a billing filter, searched by the request ID so that only this order can match. */
async function queue(billing: OrderBillingFilter, requestId: string): Promise<{ ids: string[]; count: number }> {
  const search = orderListSearch({ billing, q: requestId });
  const page = await request(`${ORDER_API_PATHS.list}?${search}`, { idToken: admin.idToken });
  const count = await request(`${ORDER_API_PATHS.count}?${search}`, { idToken: admin.idToken });
  expect([page.status, count.status]).toEqual([200, 200]);
  return { ids: OrderListPageSchema.parse(page.json).orders.map((order) => order.id), count: OrderCountReplySchema.parse(count.json).count };
}

const pay = (requestId: string, amountCents: number) =>
  request(`${INVOICE_API_PATHS.payments}/${requestId}`, { idToken: admin.idToken, body: { kind: 'payment', method: 'card_at_pickup', amountCents, on: sydneyIsoDate() } });

/** Moves the invoice's due date (and its order's copy) as if it had been issued earlier. */
async function dueOn(requestId: string, invoiceId: string, date: string): Promise<void> {
  await adminDb().collection(INVOICE_COLLECTIONS.invoices).doc(invoiceId).update({ dueOn: date });
  await adminDb().collection(ORDER_COLLECTIONS.orderRequests).doc(requestId).update({ 'billing.dueOn': date });
}

describe('the Unpaid filter', () => {
  test('lists an order whose invoice is issued and not paid in full; paying the rest takes it out', async () => {
    const notInvoiced = await writePricedReadyOrder(prescriber);
    expect(await queue('unpaid', notInvoiced)).toEqual({ ids: [], count: 0 });

    const { requestId, invoice } = await invoicedOrder();
    expect((await storedOrder(requestId))?.billing).toEqual({ invoiceNumber: invoice.number, unpaid: true, dueOn: invoice.dueOn, outstandingCents: invoice.totalCents });
    expect(await queue('unpaid', requestId)).toEqual({ ids: [requestId], count: 1 });
    expect(await queue('all', requestId)).toEqual({ ids: [requestId], count: 1 });

    // A part payment leaves it unpaid, owing the rest.
    expect((await pay(requestId, 1000)).status).toBe(200);
    expect((await storedOrder(requestId))?.billing).toMatchObject({ unpaid: true, outstandingCents: invoice.totalCents - 1000 });
    expect(await queue('unpaid', requestId)).toEqual({ ids: [requestId], count: 1 });

    expect((await pay(requestId, invoice.totalCents - 1000)).status).toBe(200);
    expect((await storedOrder(requestId))?.billing).toMatchObject({ unpaid: false, outstandingCents: 0 });
    expect(await queue('unpaid', requestId)).toEqual({ ids: [], count: 0 });
  });

  test('an unknown billing filter is refused with 400, not guessed at', async () => {
    const response = await request(`${ORDER_API_PATHS.list}?billing=owing`, { idToken: admin.idToken });
    expect(response.status).toBe(400);
  });
});

describe('the Overdue filter', () => {
  test('lists an unpaid order due before today in Sydney, not one due today, nor one paid', async () => {
    const [late, dueToday, latePaid] = [await invoicedOrder(), await invoicedOrder(), await invoicedOrder()];
    await dueOn(late.requestId, late.invoice.invoiceId, sydneyIsoDate(-1));
    await dueOn(dueToday.requestId, dueToday.invoice.invoiceId, sydneyIsoDate());
    await dueOn(latePaid.requestId, latePaid.invoice.invoiceId, sydneyIsoDate(-1));
    expect((await pay(latePaid.requestId, latePaid.invoice.totalCents)).status).toBe(200);

    expect(await queue('overdue', late.requestId)).toEqual({ ids: [late.requestId], count: 1 });
    expect(await queue('overdue', dueToday.requestId)).toEqual({ ids: [], count: 0 });
    expect(await queue('unpaid', dueToday.requestId)).toEqual({ ids: [dueToday.requestId], count: 1 });
    expect(await queue('overdue', latePaid.requestId)).toEqual({ ids: [], count: 0 });
    // The paid order's billing keeps the due date it had.
    expect((await storedOrder(latePaid.requestId))?.billing).toMatchObject({ unpaid: false, dueOn: sydneyIsoDate(-1) });
  });
});

describe('the overview’s money this month', () => {
  const money = async () => {
    const response = await request(ADMIN_API_PATHS.pharmacyOverview, { idToken: admin.idToken });
    expect(response.status).toBe(200);
    return PharmacyOverviewSchema.parse(response.json).money!;
  };

  test('sums the invoices issued this Sydney month: invoiced, paid less refunds, and what the unpaid ones still owe', async () => {
    const before = await money();
    expect(before.from).toBe(`${sydneyIsoDate().slice(0, 8)}01`);
    const [paid, partPaid, lastMonth] = [await invoicedOrder(), await invoicedOrder(), await invoicedOrder()];
    expect((await pay(paid.requestId, paid.invoice.totalCents)).status).toBe(200);
    const refund = await request(`${INVOICE_API_PATHS.payments}/${paid.requestId}`, {
      idToken: admin.idToken,
      body: { kind: 'refund', method: 'cash', amountCents: 300, on: sydneyIsoDate(), reason: 'Dented tube' },
    });
    expect(refund.status).toBe(200);
    expect((await pay(partPaid.requestId, 1000)).status).toBe(200);
    // An invoice issued before this month is not counted.
    await adminDb().collection(INVOICE_COLLECTIONS.invoices).doc(lastMonth.invoice.invoiceId).update({ issuedOn: `${sydneyIsoDate(-40).slice(0, 8)}15` });

    const after = await money();
    expect({
      invoiced: after.invoicedCents - before.invoicedCents,
      paid: after.paidCents - before.paidCents,
      outstanding: after.outstandingCents - before.outstandingCents,
    }).toEqual({
      invoiced: paid.invoice.totalCents + partPaid.invoice.totalCents,
      paid: paid.invoice.totalCents - 300 + 1000,
      outstanding: partPaid.invoice.totalCents - 1000,
    });
  });
});

describe('the billing settings an invoice is issued with', () => {
  const billingDoc = () => adminDb().collection(ADMIN_COLLECTIONS.settings).doc(BILLING_SETTINGS_DOC);
  let saved: Record<string, unknown> | undefined;
  beforeAll(async () => {
    saved = (await billingDoc().get()).data();
  });
  afterAll(async () => {
    if (saved) await billingDoc().set(saved);
    else await billingDoc().delete();
  });

  test('are the ones the admin saved: the ABN and the payment terms', async () => {
    const settings: BillingSettings = { ...DEFAULT_BILLING_SETTINGS, abn: '12 345 600 360', paymentTermsDays: 30 };
    expect((await request(BILLING_API_PATHS.settings, { idToken: admin.idToken, method: 'PUT', body: settings })).status).toBe(200);
    const { invoice } = await invoicedOrder();
    expect(invoice.seller.abn).toBe('12345600360');
    expect(invoice.dueOn).toBe(sydneyIsoDate(30));
  });
});
