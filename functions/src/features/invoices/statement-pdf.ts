/**
 * A clinic account's monthly statement as an A4 PDF (decision 081), drawn like the
 * invoice (invoice-pdf.ts): the pharmacy's names and ABN, the account and its terms, the
 * period (Sydney dates), the opening balance, each invoice, payment and refund of the
 * month with the balance after it, and the closing balance. It names orders by request
 * ID only: no patient, no medicine. Downloaded through the portal, never attached to mail.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatAbn, formatAud, type BillingSettings, type ClinicAccount, type Statement, type StatementEntry } from '@pharmacy/shared';
import { isDrawable } from '../../platform/pdf/pdf-text-layout.ts';
import { dayMonthYear } from './invoice-pdf.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const SIZE = 10;
const LEADING = 14;

const drawable = (text: string) => [...text].map((char) => (isDrawable(char) ? char : '?')).join('');

const ENTRY_LABELS: Record<StatementEntry['kind'], string> = { invoice: 'Invoice', payment: 'Payment received', refund: 'Refund' };

export interface StatementPdfInput {
  statement: Statement;
  account: Pick<ClinicAccount, 'name' | 'prescriberName' | 'paymentTermsDays'>;
  seller: Pick<BillingSettings, 'legalName' | 'abn'> & { tradingName: string };
}

export async function statementPdf({ statement, account, seller }: StatementPdfInput, at: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Statement ${statement.month} ${drawable(account.name)}`);
  pdf.setProducer(seller.tradingName);
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;

  const line = (text: string, options: { font?: PDFFont; size?: number; x?: number; right?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE;
    const safe = drawable(text);
    const x = options.right !== undefined ? MARGIN + options.right - font.widthOfTextAtSize(safe, size) : MARGIN + (options.x ?? 0);
    page.drawText(safe, { x, y, size, font, color: rgb(0, 0, 0) });
  };
  const next = (lines = 1) => {
    y -= LEADING * lines;
    if (y < MARGIN) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };

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
