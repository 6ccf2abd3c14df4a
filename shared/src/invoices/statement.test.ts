import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_SETTINGS } from '../prices/index.ts';
import { storedLine } from '../testing/order-factory.ts';
import { buildInvoice, deliveryChargeOf, invoiceNumberOf, withPayment, type Invoice, type InvoicePayment } from './invoice.ts';
import { balanceOf, monthBefore, monthDates, statementOf, sydneyMonthOf } from './statement.ts';

const ACCOUNT = 'prescriber-uid';
let sequence = 0;

/** An invoice of a clinic-paid order, issued at `at`, built as the server builds it: one line of $45.00 GST-free, collected (no delivery). */
function clinicInvoice(at: string, { accountId = ACCOUNT, unitCents = 4500 } = {}): Invoice {
  const built = buildInvoice(
    { requestId: `HC-261101-${String(++sequence).padStart(4, 'A')}`, prescriberId: ACCOUNT, payer: 'clinic', clinicAccount: { accountId }, items: [storedLine({ quantity: 1, price: { unitCents, gst: 'gst_free' } })] },
    { delivery: deliveryChargeOf('pickup', DEFAULT_BILLING_SETTINGS), settings: DEFAULT_BILLING_SETTINGS, tradingName: 'Harbourside', consignmentId: null, at: new Date(at) },
  );
  if (built.kind !== 'ready') throw new Error('the factory line is priced');
  return { ...built.draft, invoiceId: invoiceNumberOf(sequence), number: invoiceNumberOf(sequence), sequence };
}

function paid(invoice: Invoice, payment: Pick<InvoicePayment, 'kind' | 'amountCents' | 'on'>): Invoice {
  const changed = withPayment(invoice, { paymentId: `p-${payment.on}-${payment.kind}`, method: 'bank_transfer', reason: payment.kind === 'refund' ? 'Damaged' : '', recordedAt: `${payment.on}T01:00:00Z`, recordedBy: 'admin', ...payment });
  if ('refused' in changed) throw new Error(changed.message);
  return changed;
}

describe('Sydney months', () => {
  it('puts an instant in the Sydney month it falls in, not the UTC one', () => {
    // 00:30 on 1 November in Sydney (AEDT, UTC+11) is still 31 October in UTC.
    expect(sydneyMonthOf(new Date('2026-10-31T13:30:00Z'))).toBe('2026-11');
    expect(sydneyMonthOf(new Date('2026-10-31T12:59:00Z'))).toBe('2026-10');
  });

  it('knows each month’s last day and the month before January', () => {
    expect(monthDates('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthDates('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthBefore('2027-01')).toBe('2026-12');
    expect(monthBefore('2026-11')).toBe('2026-10');
  });
});

describe('statementOf', () => {
  it('opens with what was owed before the month, lists the month’s invoices and payments, and closes with the balance', () => {
    const october = paid(clinicInvoice('2026-10-10T01:00:00Z'), { kind: 'payment', amountCents: 2000, on: '2026-10-20' });
    const paidInNovember = paid(october, { kind: 'payment', amountCents: 2500, on: '2026-11-03' });
    const november = paid(paid(clinicInvoice('2026-11-12T01:00:00Z', { unitCents: 6000 }), { kind: 'payment', amountCents: 6000, on: '2026-11-15' }), { kind: 'refund', amountCents: 1000, on: '2026-11-16' });
    const statement = statementOf(ACCOUNT, [paidInNovember, november], '2026-11');
    expect(statement.openingCents).toBe(2500);
    expect(statement.entries.map((entry) => [entry.on, entry.kind, entry.invoiceNumber, entry.amountCents])).toEqual([
      ['2026-11-03', 'payment', october.number, 2500],
      ['2026-11-12', 'invoice', november.number, 6000],
      ['2026-11-15', 'payment', november.number, 6000],
      ['2026-11-16', 'refund', november.number, 1000],
    ]);
    expect(statement).toMatchObject({ invoicedCents: 6000, paidCents: 8500, refundedCents: 1000, closingCents: 1000 });
    // The closing balance is what the account owes once the month is over.
    expect(statement.closingCents).toBe(balanceOf([paidInNovember, november]));
  });

  it('counts an invoice issued at 00:30 on the 1st in Sydney in that month, and one at 23:59 on the last day in the month ending', () => {
    const firstMinutes = clinicInvoice('2026-10-31T13:30:00Z');
    const lastMinute = clinicInvoice('2026-11-30T12:59:00Z');
    const nextMonth = clinicInvoice('2026-11-30T13:00:00Z');
    const november = statementOf(ACCOUNT, [firstMinutes, lastMinute, nextMonth], '2026-11');
    expect(november.entries.map((entry) => entry.invoiceNumber)).toEqual([firstMinutes.number, lastMinute.number]);
    expect(november).toMatchObject({ openingCents: 0, closingCents: 9000 });
    expect(statementOf(ACCOUNT, [firstMinutes, lastMinute, nextMonth], '2026-12')).toMatchObject({ openingCents: 9000, invoicedCents: 4500, closingCents: 13500 });
    expect(statementOf(ACCOUNT, [firstMinutes, lastMinute, nextMonth], '2026-10')).toMatchObject({ openingCents: 0, entries: [], closingCents: 0 });
  });

  it('makes a month not yet over to date: it ends today, not on a day still to come', () => {
    const invoice = clinicInvoice('2026-11-12T01:00:00Z');
    expect(statementOf(ACCOUNT, [invoice], '2026-11', '2026-11-29')).toMatchObject({ from: '2026-11-01', to: '2026-11-29', closingCents: invoice.totalCents });
    // A month that is over ends on its last day, whatever today is.
    expect(statementOf(ACCOUNT, [invoice], '2026-10', '2026-11-29')).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(statementOf(ACCOUNT, [invoice], '2026-11', '2026-11-30')).toMatchObject({ to: '2026-11-30' });
  });

  it('leaves out another account’s invoices and patient-paid ones', () => {
    const other = clinicInvoice('2026-11-05T01:00:00Z', { accountId: 'another-prescriber' });
    const patients = { ...clinicInvoice('2026-11-06T01:00:00Z'), payer: 'patient' as const, accountId: null };
    expect(statementOf(ACCOUNT, [other, patients], '2026-11')).toMatchObject({ entries: [], openingCents: 0, closingCents: 0 });
  });
});
