import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_SETTINGS, buildInvoice, deliveryChargeOf, type Invoice } from '@pharmacy/shared';
import { storedLine } from '@pharmacy/shared/testing';
import { pdfText } from '../../platform/pdf/testing/pdf-text.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { deliveryOfOrder } from './issue-invoice.ts';

const settings = DEFAULT_BILLING_SETTINGS;
const at = new Date('2026-11-27T23:00:00Z');

function invoiceOf(items: Parameters<typeof buildInvoice>[0]['items'], delivery = deliveryChargeOf('post', settings)): Invoice {
  const built = buildInvoice({ requestId: 'HC-261128-7K2M', prescriberId: 'p', items }, { delivery, settings, tradingName: 'Harbourside Compounding Pharmacy', consignmentId: null, at });
  if (built.kind !== 'ready') throw new Error('unpriced');
  return { ...built.draft, invoiceId: 'INV-000007', number: 'INV-000007', sequence: 7 };
}

describe('invoicePdf', () => {
  it('is a tax invoice with the names, ABN, number, dates, lines, delivery, GST and total where GST applies', async () => {
    const text = pdfText(await invoicePdf(invoiceOf([storedLine({ quantity: 2, price: { unitCents: 2450, gst: 'gst_free' } })]), at));
    for (const expected of [
      'Tax invoice',
      'Harbourside Compounding Pharmacy',
      settings.legalName,
      'ABN 12 345 600 360',
      'INV-000007',
      '28/11/2026',
      '12/12/2026',
      'HC-261128-7K2M',
      'Hydrocortisone Cream 1% 30g',
      'GST-free',
      '$49.00',
      'Delivery: Post',
      '$12.95',
      '$61.95',
      'Total price includes GST of $1.18',
      'Unpaid',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is headed "Invoice", with no GST line, where nothing is taxable', async () => {
    const text = pdfText(await invoicePdf(invoiceOf([storedLine({ price: { unitCents: 2450, gst: 'gst_free' } })], deliveryChargeOf('pickup', settings)), at));
    expect(text.split('\n')[0]).toBe('Invoice');
    expect(text).not.toContain('Tax invoice');
    expect(text).not.toContain('includes GST');
  });
});

describe('deliveryOfOrder', () => {
  it('charges the consignment its fee on the first order only, by what the dispatch used', () => {
    const dispatch = { method: 'courier' as const, signatureRequired: false, firstRequestId: 'HC-1' };
    expect(deliveryOfOrder({ requestId: 'HC-1', status: 'dispatched' }, dispatch, settings)).toEqual({ method: 'courier', cents: 1995, gst: 'gst_10' });
    expect(deliveryOfOrder({ requestId: 'HC-2', status: 'dispatched' }, dispatch, settings)).toEqual({ method: 'courier', cents: 0, gst: 'gst_10' });
    expect(deliveryOfOrder({ requestId: 'HC-1', status: 'dispatched' }, { ...dispatch, method: 'auspost', signatureRequired: true }, settings).method).toBe('signature');
  });

  it('charges pickup for a collected order without a consignment, and its estimated method for one dispatched', () => {
    expect(deliveryOfOrder({ requestId: 'HC-1', status: 'collected' }, null, settings)).toEqual({ method: 'pickup', cents: 0, gst: 'gst_10' });
    expect(deliveryOfOrder({ requestId: 'HC-1', status: 'dispatched', delivery: { method: 'courier', cents: 1, gst: 'gst_free' } }, null, settings).cents).toBe(1995);
    expect(deliveryOfOrder({ requestId: 'HC-1', status: 'dispatched' }, null, settings).method).toBe('post');
  });
});
