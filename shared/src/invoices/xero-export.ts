/**
 * A month's invoices and payments as CSV for Xero (issue 34 part 7, decision 081).
 * Invoices: Xero's sales invoice import template, its column names exactly, one row per
 * line (and one for a charged delivery), dates dd/mm/yyyy, unit amounts GST included
 * (import it as "Tax inclusive"), "GST on Income" or "GST Free Income". Payments: Xero has
 * no CSV import of invoice payments, so they come in its bank statement import columns
 * (Date, Amount, Payee, Description, Reference), the invoice number as the reference to
 * reconcile against. The contact is the clinic account's name, or "Patient <request ID>":
 * never a patient's name, since Xero is another overseas service (decision 081).
 */
import { decimalAud } from '../platform/money.ts';
import { DELIVERY_FEE_LABELS, type GstTreatment } from '../prices/index.ts';
import { PAYMENT_METHOD_LABELS, type Invoice } from './invoice.ts';
import { monthDates } from './statement.ts';

/** Xero's sales invoice template (SalesInvoiceTemplate.csv), in its order; * marks what Xero requires. */
export const XERO_INVOICE_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

/** Xero's bank statement import columns (precoded CSV): a payment in, a refund out. */
export const XERO_PAYMENT_COLUMNS = ['*Date', '*Amount', 'Payee', 'Description', 'Reference'] as const;

/** Xero's default Sales account in an Australian organisation's chart of accounts. */
export const XERO_SALES_ACCOUNT_CODE = '200';
export const XERO_TAX_TYPES: Record<GstTreatment, string> = { gst_10: 'GST on Income', gst_free: 'GST Free Income' };

/** Who an invoice's row names: its clinic account, else the order by request ID (never the patient). */
export interface XeroContact {
  name: string;
  email: string;
}
export const patientContactOf = (requestId: string): XeroContact => ({ name: `Patient ${requestId}`, email: '' });

// A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, defused and quoted as RFC 4180 asks. Amounts (decimalAud) are written as they are: a refund's minus sign is not a formula. */
export function xeroCell(value: string, { amount = false } = {}): string {
  const safe = !amount && FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** 2026-11-03 -> 03/11/2026. */
export const ddmmyyyyOf = (isoDate: string): string => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;

const csvLine = (cells: readonly string[]) => `${cells.join(',')}\r\n`;

type Row = Partial<Record<(typeof XERO_INVOICE_COLUMNS)[number], string>>;

function invoiceRows(invoice: Invoice, contact: XeroContact): Row[] {
  const common: Row = {
    '*ContactName': contact.name,
    EmailAddress: contact.email,
    '*InvoiceNumber': invoice.number,
    Reference: invoice.requestId,
    '*InvoiceDate': ddmmyyyyOf(invoice.issuedOn),
    '*DueDate': ddmmyyyyOf(invoice.dueOn),
    '*AccountCode': XERO_SALES_ACCOUNT_CODE,
    Currency: 'AUD',
  };
  const lines: Row[] = invoice.lines.map((line) => ({
    ...common,
    '*Description': [line.formulaLabel, line.strength, line.amount].filter(Boolean).join(' '),
    '*Quantity': String(line.quantity),
    '*UnitAmount': decimalAud(line.unitCents),
    '*TaxType': XERO_TAX_TYPES[line.gst],
  }));
  if (invoice.delivery.cents > 0) {
    lines.push({ ...common, '*Description': `Delivery: ${DELIVERY_FEE_LABELS[invoice.delivery.method]}`, '*Quantity': '1', '*UnitAmount': decimalAud(invoice.delivery.cents), '*TaxType': XERO_TAX_TYPES[invoice.delivery.gst] });
  }
  return lines;
}

/** The invoices issued in `month` (Sydney), oldest number first, as Xero's sales invoice CSV. */
export function xeroInvoicesCsv(invoices: readonly Invoice[], month: string, contactOf: (invoice: Invoice) => XeroContact): string {
  const { from, to } = monthDates(month);
  const rows = invoices
    .filter((invoice) => invoice.issuedOn >= from && invoice.issuedOn <= to)
    .sort((a, b) => a.sequence - b.sequence)
    .flatMap((invoice) => invoiceRows(invoice, contactOf(invoice)));
  const amounts = new Set<string>(['*Quantity', '*UnitAmount']);
  return (
    csvLine(XERO_INVOICE_COLUMNS.map((column) => xeroCell(column))) +
    rows.map((row) => csvLine(XERO_INVOICE_COLUMNS.map((column) => xeroCell(row[column] ?? '', { amount: amounts.has(column) })))).join('')
  );
}

/** The payments and refunds taken in `month` (Sydney) on any invoice, as Xero's bank statement CSV. */
export function xeroPaymentsCsv(invoices: readonly Invoice[], month: string, contactOf: (invoice: Invoice) => XeroContact): string {
  const { from, to } = monthDates(month);
  const rows = invoices
    .flatMap((invoice) => invoice.payments.filter((payment) => payment.on >= from && payment.on <= to).map((payment) => ({ invoice, payment })))
    .sort((a, b) => a.payment.on.localeCompare(b.payment.on) || a.invoice.sequence - b.invoice.sequence);
  return (
    csvLine(XERO_PAYMENT_COLUMNS.map((column) => xeroCell(column))) +
    rows
      .map(({ invoice, payment }) =>
        csvLine([
          xeroCell(ddmmyyyyOf(payment.on)),
          xeroCell(decimalAud(payment.kind === 'refund' ? -payment.amountCents : payment.amountCents), { amount: true }),
          xeroCell(contactOf(invoice).name),
          xeroCell(`${payment.kind === 'refund' ? 'Refund' : 'Payment'}: ${PAYMENT_METHOD_LABELS[payment.method]}`),
          xeroCell(invoice.number),
        ]),
      )
      .join('')
  );
}
