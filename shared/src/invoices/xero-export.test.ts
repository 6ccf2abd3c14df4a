import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_SETTINGS } from '../prices/index.ts';
import { LIDOCAINE, storedLine } from '../testing/order-factory.ts';
import { buildInvoice, deliveryChargeOf, invoiceNumberOf, withPayment, type Invoice } from './invoice.ts';
import { patientContactOf, xeroCell, xeroInvoicesCsv, xeroPaymentsCsv, type XeroContact } from './xero-export.ts';

const INVOICE_HEADER =
  '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme';

function invoice(sequence: number, at: string, payer: 'clinic' | 'patient'): Invoice {
  const built = buildInvoice(
    {
      requestId: `HC-261112-00${sequence}A`,
      prescriberId: 'prescriber-uid',
      payer,
      clinicAccount: payer === 'clinic' ? { accountId: 'prescriber-uid' } : undefined,
      items: [storedLine({ quantity: 2, price: { unitCents: 2450, gst: 'gst_free' } }), storedLine({ ...LIDOCAINE, quantity: 1, price: { unitCents: 1100, gst: 'gst_10' } })],
    },
    { delivery: deliveryChargeOf('post', DEFAULT_BILLING_SETTINGS), settings: DEFAULT_BILLING_SETTINGS, tradingName: 'Harbourside', consignmentId: null, at: new Date(at) },
  );
  if (built.kind !== 'ready') throw new Error('priced lines');
  return { ...built.draft, invoiceId: invoiceNumberOf(sequence), number: invoiceNumberOf(sequence), sequence };
}

const contactOf = (inv: Invoice): XeroContact => (inv.payer === 'clinic' ? { name: 'Glebe Point "Family" Practice, Glebe', email: 'accounts@glebe.test' } : patientContactOf(inv.requestId));
const rowsOf = (csv: string) => csv.split('\r\n').filter(Boolean);

describe('xeroInvoicesCsv', () => {
  it('starts with Xero’s sales invoice columns, exactly, and writes a row per line and one for the delivery', () => {
    // Issued 10:00 on 12 November in Sydney; due 14 days later.
    const rows = rowsOf(xeroInvoicesCsv([invoice(7, '2026-11-11T23:00:00Z', 'clinic')], '2026-11', contactOf));
    expect(rows[0]).toBe(INVOICE_HEADER);
    expect(rows).toHaveLength(4);
    const cells = rows[1]!.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(cells).toHaveLength(27);
    // A name with a comma and quotes is quoted, its quotes doubled.
    expect(cells[0]).toBe('"Glebe Point ""Family"" Practice, Glebe"');
    expect(cells.slice(10, 14)).toEqual(['INV-000007', 'HC-261112-007A', '12/11/2026', '26/11/2026']);
    expect(cells.slice(16, 21)).toEqual(['2', '24.50', '', '200', 'GST Free Income']);
    expect(cells[25]).toBe('AUD');
    expect(rows[2]).toContain(',1,11.00,,200,GST on Income,');
    expect(rows[3]).toContain('Delivery: ');
    expect(rows[3]).toContain(',1,12.95,,200,GST on Income,');
  });

  it('names a patient-paid invoice by its request ID, never the patient, and leaves out other months', () => {
    const csv = xeroInvoicesCsv([invoice(8, '2026-11-12T01:00:00Z', 'patient'), invoice(9, '2026-11-30T13:00:00Z', 'patient')], '2026-11', contactOf);
    const rows = rowsOf(csv);
    expect(rows.slice(1).every((row) => row.startsWith('Patient HC-261112-008A,,'))).toBe(true);
    expect(csv).not.toContain('INV-000009');
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    expect(xeroCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(xeroCell('-24.50', { amount: true })).toBe('-24.50');
  });
});

describe('xeroPaymentsCsv', () => {
  it('lists the month’s payments in and refunds out in Xero’s bank statement columns, the invoice number as reference', () => {
    let inv = invoice(10, '2026-11-02T01:00:00Z', 'clinic');
    for (const [kind, amountCents, on] of [['payment', 7295, '2026-11-20'], ['refund', 1100, '2026-12-01']] as const) {
      const changed = withPayment(inv, { paymentId: on, kind, method: 'bank_transfer', amountCents, on, reason: kind === 'refund' ? 'Broken jar' : '', recordedAt: `${on}T00:00:00Z`, recordedBy: 'admin' });
      if ('refused' in changed) throw new Error(changed.message);
      inv = changed;
    }
    expect(rowsOf(xeroPaymentsCsv([inv], '2026-11', contactOf))).toEqual([
      '*Date,*Amount,Payee,Description,Reference',
      '20/11/2026,72.95,"Glebe Point ""Family"" Practice, Glebe",Payment: Bank transfer,INV-000010',
    ]);
    expect(rowsOf(xeroPaymentsCsv([inv], '2026-12', contactOf))[1]).toBe('01/12/2026,-11.00,"Glebe Point ""Family"" Practice, Glebe",Refund: Bank transfer,INV-000010');
  });
});
