/**
 * A clinic account's monthly statement as an A4 PDF (decision 081), drawn like the
 * invoice (invoice-pdf.ts): the pharmacy's names and ABN, the account and its terms, the
 * period (Sydney dates), the opening balance, each invoice, payment and refund of the
 * month with the balance after it, and the closing balance. It names orders by request
 * ID only: no patient, no medicine. Downloaded through the portal, never attached to mail.
 */
import { formatAbn, formatAud, type BillingSettings, type ClinicAccount, type Statement, type StatementEntry } from '@pharmacy/shared';
import { a4TextWriter } from '../../platform/pdf/a4-text-writer.ts';
import { dayMonthYear } from './invoice-pdf.ts';

const ENTRY_LABELS: Record<StatementEntry['kind'], string> = { invoice: 'Invoice', payment: 'Payment received', refund: 'Refund' };

export interface StatementPdfInput {
  statement: Statement;
  account: Pick<ClinicAccount, 'name' | 'prescriberName' | 'paymentTermsDays'>;
  seller: Pick<BillingSettings, 'legalName' | 'abn'> & { tradingName: string };
}

export async function statementPdf({ statement, account, seller }: StatementPdfInput, at: Date): Promise<Uint8Array> {
  const { pdf, bold, width, line, next } = await a4TextWriter({ title: `Statement ${statement.month} ${account.name}`, producer: seller.tradingName, at });

  line('Statement', { font: bold, size: 18 });
  next(2);
  line(seller.tradingName, { font: bold });
  next();
  line(seller.legalName);
  next();
  line(`ABN ${formatAbn(seller.abn)}`);
  next(2);
  for (const [label, value] of [
    ['Account', account.name],
    ['Prescriber', account.prescriberName],
    ['Period', `${dayMonthYear(statement.from)} to ${dayMonthYear(statement.to)}`],
    ['Terms', `${account.paymentTermsDays} days from each invoice`],
  ] as const) {
    line(`${label}:`, { font: bold });
    line(value, { x: 90 });
    next();
  }
  next();
  line('Date', { font: bold });
  line('Item', { font: bold, x: 70 });
  line('Invoice', { font: bold, x: 190 });
  line('Order request', { font: bold, x: 270 });
  line('Amount', { font: bold, right: 420 });
  line('Balance', { font: bold, right: width });
  next();
  line(dayMonthYear(statement.from));
  line('Opening balance', { x: 70 });
  line(formatAud(statement.openingCents), { right: width });
  next();
  let balance = statement.openingCents;
  for (const entry of statement.entries) {
    balance += entry.kind === 'payment' ? -entry.amountCents : entry.amountCents;
    line(dayMonthYear(entry.on));
    line(ENTRY_LABELS[entry.kind], { x: 70 });
    line(entry.invoiceNumber, { x: 190 });
    line(entry.requestId, { x: 270 });
    line(`${entry.kind === 'payment' ? '-' : ''}${formatAud(entry.amountCents)}`, { right: 420 });
    line(formatAud(balance), { right: width });
    next();
  }
  if (statement.entries.length === 0) {
    line('No invoices, payments or refunds this month.', { x: 70 });
    next();
  }
  next();
  for (const [label, cents] of [
    ['Invoiced this month', statement.invoicedCents],
    ['Paid this month', statement.paidCents],
    ['Refunded this month', statement.refundedCents],
  ] as const) {
    line(label);
    line(formatAud(cents), { right: width });
    next();
  }
  line(`Closing balance at ${dayMonthYear(statement.to)}`, { font: bold });
  line(formatAud(statement.closingCents), { font: bold, right: width });
  return pdf.save();
}
