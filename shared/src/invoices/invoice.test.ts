import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_SETTINGS, deliveryFeeOfDispatch } from '../prices/index.ts';
import { LIDOCAINE, storedLine } from '../testing/order-factory.ts';
import { buildInvoice, deliveryChargeOf, deliveryOfEach, dueOnOf, invoiceNumberOf, isTaxInvoice, withPayment, type Invoice, type InvoiceBuildOptions, type InvoicedOrder } from './invoice.ts';

const settings = DEFAULT_BILLING_SETTINGS;
const post = deliveryChargeOf('post', settings);
const options = (overrides: Partial<InvoiceBuildOptions> = {}): InvoiceBuildOptions => ({
  delivery: post,
  settings,
  tradingName: 'Harbourside Compounding Pharmacy',
  consignmentId: 'CN-261128-AB12',
  // 10:00 on 28 November 2026 in Sydney (AEDT, UTC+11).
  at: new Date('2026-11-27T23:00:00Z'),
  ...overrides,
});
const order = (items: InvoicedOrder['items'], payer?: InvoicedOrder['payer']): InvoicedOrder => ({ requestId: 'HC-261128-7K2M', prescriberId: 'prescriber-uid', payer, items });

describe('buildInvoice', () => {
  it('bills each line at its unit price times its quantity, with its GST treatment', () => {
    const built = buildInvoice(
      order([storedLine({ quantity: 2, price: { unitCents: 2450, gst: 'gst_free' } }), storedLine({ ...LIDOCAINE, quantity: 1, price: { unitCents: 1100, gst: 'gst_10' } })]),
      options(),
    );
    expect(built.kind).toBe('ready');
    if (built.kind !== 'ready') return;
    expect(built.draft.lines).toEqual([
      { formulaLabel: 'Hydrocortisone Cream', strength: '1%', amount: '30g', quantity: 2, unitCents: 2450, gst: 'gst_free', lineCents: 4900 },
      { formulaLabel: expect.stringContaining('Lidocaine'), strength: '5%', amount: '30g', quantity: 1, unitCents: 1100, gst: 'gst_10', lineCents: 1100 },
    ]);
    // 4900 + 1100 + post 1295 (GST 10%): GST is one eleventh of 1100 + 1295, rounded once.
    expect(built.draft.totalCents).toBe(4900 + 1100 + 1295);
    expect(built.draft.taxableCents).toBe(2395);
    expect(built.draft.gstCents).toBe(218);
    expect(built.draft.delivery).toEqual({ method: 'post', cents: 1295, gst: 'gst_10' });
    expect(built.draft.status).toBe('unpaid');
    expect(built.draft.seller).toEqual({ legalName: settings.legalName, tradingName: 'Harbourside Compounding Pharmacy', abn: settings.abn });
    expect(isTaxInvoice(built.draft)).toBe(true);
  });

  it('is not a tax invoice when nothing on it is taxable', () => {
    const built = buildInvoice(order([storedLine({ price: { unitCents: 2450, gst: 'gst_free' } })]), options({ delivery: deliveryChargeOf('pickup', settings) }));
    expect(built.kind === 'ready' && built.draft).toMatchObject({ totalCents: 2450, gstCents: 0, taxableCents: 0 });
    expect(built.kind === 'ready' && isTaxInvoice(built.draft)).toBe(false);
  });

  it('names the unpriced lines (1-based) instead of building an invoice', () => {
    const built = buildInvoice(order([storedLine({ price: { unitCents: 2450, gst: 'gst_free' } }), storedLine({ price: null }), storedLine()]), options());
    expect(built).toEqual({ kind: 'unpriced', unpricedLines: [2, 3] });
  });

  it('is paid by the patient unless the order names the clinic', () => {
    const lines = [storedLine({ price: { unitCents: 100, gst: 'gst_free' } })];
    expect(buildInvoice(order(lines), options())).toMatchObject({ draft: { payer: 'patient' } });
    expect(buildInvoice(order(lines, 'clinic'), options())).toMatchObject({ draft: { payer: 'clinic' } });
  });

  it('is dated on the Sydney day and due after the payment terms in Sydney days', () => {
    // 23:30 UTC on 27 November is 10:30 on 28 November in Sydney.
    const built = buildInvoice(order([storedLine({ price: { unitCents: 100, gst: 'gst_free' } })]), options({ at: new Date('2026-11-27T23:30:00Z') }));
    expect(built).toMatchObject({ draft: { issuedOn: '2026-11-28', dueOn: '2026-12-12' } });
  });
});

describe('dueOnOf', () => {
  it('counts calendar days across a daylight-saving change and a month end', () => {
    // Sydney's clocks go forward on 4 October 2026.
    expect(dueOnOf('2026-09-30', 14)).toBe('2026-10-14');
    expect(dueOnOf('2026-12-31', 1)).toBe('2027-01-01');
    expect(dueOnOf('2026-11-28', 0)).toBe('2026-11-28');
  });
});

describe('deliveryOfEach', () => {
  it('charges a consignment of several orders its fee once, on the first order', () => {
    const charge = deliveryChargeOf(deliveryFeeOfDispatch('auspost', true), settings);
    const each = deliveryOfEach(['HC-1', 'HC-2', 'HC-3'], charge);
    expect([...each.values()].map((delivery) => delivery.cents)).toEqual([1695, 0, 0]);
    expect(each.get('HC-1')).toEqual({ method: 'signature', cents: 1695, gst: 'gst_10' });
  });
});

describe('invoiceNumberOf', () => {
  it('writes the sequence with six digits at least', () => {
    expect(invoiceNumberOf(1)).toBe('INV-000001');
    expect(invoiceNumberOf(1234567)).toBe('INV-1234567');
  });
});

describe('withPayment', () => {
  const built = buildInvoice(order([storedLine({ price: { unitCents: 2450, gst: 'gst_free' } })]), options({ delivery: deliveryChargeOf('pickup', settings) }));
  if (built.kind !== 'ready') throw new Error('unpriced');
  const invoice = { ...built.draft, invoiceId: 'INV-000001', number: 'INV-000001', sequence: 1 };
  const payment = (kind: 'payment' | 'refund', amountCents: number) => ({
    paymentId: `${kind}-${amountCents}`,
    kind,
    method: 'cash' as const,
    amountCents,
    on: '2026-11-28',
    reason: kind === 'refund' ? 'Returned' : '',
    recordedAt: '2026-11-28T00:00:00.000Z',
    recordedBy: 'admin',
  });

  it('is unpaid until paid in full, then paid; refunds make it part refunded, then refunded', () => {
    const part = withPayment(invoice, payment('payment', 1000));
    expect(part).toMatchObject({ status: 'unpaid', paidCents: 1000 });
    const paid = withPayment(part as Invoice, payment('payment', 1450));
    expect(paid).toMatchObject({ status: 'paid', paidCents: 2450 });
    const partRefunded = withPayment(paid as Invoice, payment('refund', 450));
    expect(partRefunded).toMatchObject({ status: 'part_refunded', refundedCents: 450 });
    const refunded = withPayment(partRefunded as Invoice, payment('refund', 2000));
    expect(refunded).toMatchObject({ status: 'refunded', refundedCents: 2450 });
    expect((refunded as Invoice).payments).toHaveLength(4);
  });

  it('refuses a payment over what is owing and a refund over what was paid', () => {
    expect(withPayment(invoice, payment('payment', 2451))).toMatchObject({ refused: 'overpaid', message: 'That is more than is owing: $24.50.' });
    expect(withPayment(invoice, payment('refund', 1))).toMatchObject({ refused: 'over_refunded' });
  });
});
