/**
 * An invoice as an A4 PDF (decision 078), drawn with pdf-lib's standard fonts: the
 * pharmacy's legal and trading names and ABN, the number, date and due date (Sydney,
 * dd/mm/yyyy), the request ID, each line with its GST treatment, the delivery, the GST and
 * the total, and the status. Headed "Tax invoice" where GST applies. No clinical
 * question, no patient: it is downloaded through the portal only, never e-mailed.
 */
import {
  DELIVERY_FEE_LABELS,
  GST_TREATMENT_LABELS,
  INVOICE_STATUS_LABELS,
  formatAbn,
  formatAud,
  isTaxInvoice,
  type Invoice,
} from '@pharmacy/shared';
import { TEXT_SIZE, a4TextWriter, drawable } from '../../platform/pdf/a4-text-writer.ts';
import { wrapText } from '../../platform/pdf/pdf-text-layout.ts';

/** dd/mm/yyyy from a Sydney calendar date (YYYY-MM-DD). */
export const dayMonthYear = (isoDate: string) => isoDate.split('-').reverse().join('/');


export const invoiceHeading = (invoice: Invoice) => (isTaxInvoice(invoice) ? 'Tax invoice' : 'Invoice');

export async function invoicePdf(invoice: Invoice, at: Date): Promise<Uint8Array> {
  const { pdf, regular, bold, width, line, next } = await a4TextWriter({ title: `${invoiceHeading(invoice)} ${invoice.number}`, producer: invoice.seller.tradingName, at });

  line(invoiceHeading(invoice), { font: bold, size: 18 });
  next(2);
  line(invoice.seller.tradingName, { font: bold });
  next();
  line(invoice.seller.legalName);
  next();
  line(`ABN ${formatAbn(invoice.seller.abn)}`);
  next(2);
  for (const [label, value] of [
    ['Invoice number', invoice.number],
    ['Date', dayMonthYear(invoice.issuedOn)],
    ['Order request', invoice.requestId],
    ['Due', dayMonthYear(invoice.dueOn)],
    ['Status', INVOICE_STATUS_LABELS[invoice.status]],
  ] as const) {
    line(`${label}:`, { font: bold });
    line(value, { x: 110 });
    next();
  }
  next();
  line('Item', { font: bold });
  line('Qty', { font: bold, right: 270 });
  line('Unit price', { font: bold, right: 340 });
  line('GST', { font: bold, x: 350 });
  line('Amount', { font: bold, right: width });
  next();
  for (const each of invoice.lines) {
    const description = [each.formulaLabel, each.strength, each.amount].filter(Boolean).join(' ');
    const wrapped = wrapText(drawable(description), regular, TEXT_SIZE, 215);
    line(wrapped[0] ?? '');
    line(String(each.quantity), { right: 270 });
    line(formatAud(each.unitCents), { right: 340 });
    line(GST_TREATMENT_LABELS[each.gst], { x: 350 });
    line(formatAud(each.lineCents), { right: width });
    for (const more of wrapped.slice(1)) {
      next();
      line(more);
    }
    next();
  }
  line(`Delivery: ${DELIVERY_FEE_LABELS[invoice.delivery.method]}`);
  line(GST_TREATMENT_LABELS[invoice.delivery.gst], { x: 350 });
  line(formatAud(invoice.delivery.cents), { right: width });
  next(2);
  line('Total', { font: bold });
  line(formatAud(invoice.totalCents), { font: bold, right: width });
  next();
  if (isTaxInvoice(invoice)) {
    line(`Total price includes GST of ${formatAud(invoice.gstCents)}`);
    next();
  }
  if (invoice.paidCents > 0) {
    line(`Paid: ${formatAud(invoice.paidCents)}`);
    next();
  }
  if (invoice.refundedCents > 0) {
    line(`Refunded: ${formatAud(invoice.refundedCents)}`);
    next();
  }
  return pdf.save();
}
