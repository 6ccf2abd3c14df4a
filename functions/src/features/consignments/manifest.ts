/**
 * The daily manifest (issue 33 part 2): one Sydney day's consignments for one carrier, as a
 * CSV for spreadsheets and an A4 PDF to hand over with the parcels (pdf-lib). It lists what a
 * driver needs: the consignment, the tracking number, the orders' request IDs, where it goes
 * and how it must be handed over. Never a medicine, and never whether a controlled drug is
 * inside (a manifest travels with the parcels).
 */
import type { PDFFont } from 'pdf-lib';
import { DISPATCH_METHOD_LABELS, SITE, TIME_ZONE, type DispatchMethod } from '@pharmacy/shared';
import { loadPdfLib } from '../../platform/pdf/pdf-lib.ts';
import type { ConsignmentRecord } from './consignment-record.ts';

const sydneyTime = new Intl.DateTimeFormat('en-AU', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false });
/** YYYY-MM-DD as an Australian reads it: 28/11/2026. */
const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');

const COLUMNS: readonly [string, (consignment: ConsignmentRecord) => string][] = [
  ['Consignment', (c) => c.consignmentId],
  ['Tracking number', (c) => c.trackingNumber ?? ''],
  ['Orders', (c) => c.orderIds.join(' ')],
  ['Street', (c) => c.address?.street ?? ''],
  ['Suburb', (c) => c.address?.suburb ?? ''],
  ['State', (c) => c.address?.state ?? ''],
  ['Postcode', (c) => c.address?.postcode ?? ''],
  ['Signature required', (c) => (c.signatureRequired ? 'Yes' : 'No')],
  ['Authority to leave', (c) => (c.authorityToLeave ? 'Yes' : 'No')],
  ['Dispatched (Sydney)', (c) => sydneyTime.format(c.dispatchedAt)],
];

// A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The manifest as CSV: a byte order mark (so Excel reads UTF-8), the headings, a line per consignment. */
export function manifestCsv(consignments: readonly ConsignmentRecord[]): string {
  return `\uFEFF${csvLine(COLUMNS.map(([heading]) => heading))}${consignments.map((c) => csvLine(COLUMNS.map(([, value]) => value(c)))).join('')}`;
}

export const manifestFileName = (date: string, method: DispatchMethod, format: 'pdf' | 'csv') => `manifest-${method}-${date}.${format}`;

/** The standard fonts draw Windows-1252 only: anything else is shown as "?" rather than failing the page. */
const drawable = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

/** The text cut to the column with "..." (the CSV has it whole). */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  let shown = drawable(text);
  if (font.widthOfTextAtSize(shown, size) <= width) return shown;
  while (shown.length > 0 && font.widthOfTextAtSize(`${shown}...`, size) > width) shown = shown.slice(0, -1);
  return `${shown}...`;
}

/** The manifest as an A4 PDF: heading, one row per consignment, a count, and a line for the driver's signature. */
export async function manifestPdf(consignments: readonly ConsignmentRecord[], date: string, method: DispatchMethod): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Manifest ${DISPATCH_METHOD_LABELS[method]} ${ddmmyyyy(date)}`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [595.28, 841.89];
  const margin = 36;
  const columns = [
    { heading: 'Consignment', x: margin, width: 78, value: (c: ConsignmentRecord) => c.consignmentId },
    { heading: 'Tracking number', x: margin + 80, width: 98, value: (c: ConsignmentRecord) => c.trackingNumber ?? '' },
    { heading: 'Orders', x: margin + 180, width: 88, value: (c: ConsignmentRecord) => c.orderIds.join(' ') },
    {
      heading: 'Deliver to',
      x: margin + 270,
      width: 170,
      value: (c: ConsignmentRecord) => (c.address ? `${c.address.street}, ${c.address.suburb} ${c.address.state} ${c.address.postcode}` : ''),
    },
    { heading: 'Handover', x: margin + 442, width: 80, value: (c: ConsignmentRecord) => (c.signatureRequired ? 'Signature' : c.authorityToLeave ? 'May be left' : 'Carrier default') },
  ];
  let page = pdf.addPage([width, height]);
  let y = height - margin;
  const heading = () => {
    page.drawText(drawable(`${SITE.productName}: manifest`), { x: margin, y, size: 14, font: bold });
    y -= 18;
    page.drawText(drawable(`${DISPATCH_METHOD_LABELS[method]} · ${ddmmyyyy(date)} · ${consignments.length} consignment${consignments.length === 1 ? '' : 's'}`), { x: margin, y, size: 10, font: regular });
    y -= 22;
    for (const column of columns) page.drawText(column.heading, { x: column.x, y, size: 8, font: bold });
    y -= 14;
  };
  heading();
  for (const consignment of consignments) {
    if (y < margin + 60) {
      page = pdf.addPage([width, height]);
      y = height - margin;
      heading();
    }
    for (const column of columns) page.drawText(fitted(column.value(consignment), regular, 8, column.width), { x: column.x, y, size: 8, font: regular });
    y -= 13;
  }
  if (consignments.length === 0) {
    page.drawText('No consignments for this carrier on this day.', { x: margin, y, size: 10, font: regular });
    y -= 14;
  }
  y -= 30;
  page.drawText('Received by the carrier (name, signature, time): ________________________________', { x: margin, y: Math.max(y, margin), size: 9, font: regular });
  return pdf.save();
}
