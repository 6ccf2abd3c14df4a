/**
 * A one-column A4 text writer over pdf-lib's standard fonts, for the money documents the
 * function draws (the invoice, decision 078; the clinic statement, decision 081): text at
 * an offset from the left margin or right-aligned to a column, line by line, a new page
 * when one is full. Characters the fonts cannot draw become "?".
 */
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { loadPdfLib } from './pdf-lib.ts';
import { isDrawable } from './pdf-text-layout.ts';

export const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
/** The text size unless a line says another. */
export const TEXT_SIZE = 10;
const LEADING = 14;

/** Text the standard fonts can draw: anything else becomes "?". */
export const drawable = (text: string) => [...text].map((char) => (isDrawable(char) ? char : '?')).join('');

export interface LineOptions {
  font?: PDFFont;
  size?: number;
  /** From the left margin; ignored with `right`. */
  x?: number;
  /** The text ends here, from the left margin. */
  right?: number;
}

export interface A4TextWriter {
  pdf: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  /** The width between the margins: `right: width` aligns to the right margin. */
  width: number;
  /** Draws text on the current line (several calls draw columns of one line). */
  line(text: string, options?: LineOptions): void;
  /** Moves down this many lines, to a new page when this one is full. */
  next(lines?: number): void;
}

/** A new A4 document, titled and dated, its writer on the first line of its first page. */
export async function a4TextWriter({ title, producer, at }: { title: string; producer: string; at: Date }): Promise<A4TextWriter> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(drawable(title));
  pdf.setProducer(producer);
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  return {
    pdf,
    regular,
    bold,
    width: A4[0] - 2 * MARGIN,
    line(text, options = {}) {
      const font = options.font ?? regular;
      const size = options.size ?? TEXT_SIZE;
      const safe = drawable(text);
      const x = options.right !== undefined ? MARGIN + options.right - font.widthOfTextAtSize(safe, size) : MARGIN + (options.x ?? 0);
      page.drawText(safe, { x, y, size, font, color: rgb(0, 0, 0) });
    },
    next(lines = 1) {
      y -= LEADING * lines;
      if (y < MARGIN) {
        page = pdf.addPage(A4);
        y = A4[1] - MARGIN;
      }
    },
  };
}
