/**
 * Lays a label's blocks (label-content.ts) on one PDF page at the label printer's size
 * (decision 058), measured with the embedded font's own widths and wrapped within the
 * label's lines. Nothing is cut or shrunk: when the text does not fit the page, or a
 * character cannot be drawn, the label is refused, naming the field.
 */
import type { PDFFont } from 'pdf-lib';
import { LABEL_ERROR_CODES, LABEL_MESSAGES, LABEL_SIZE_MM, SITE, type LabelField } from '@pharmacy/shared';
import { loadPdfLib } from '../../platform/pdf/pdf-lib.ts';
import { firstUndrawable, wrapText } from '../../platform/pdf/pdf-text-layout.ts';
import type { LabelBlock } from './label-content.ts';

/** PDF points per millimetre (72 points to the inch). */
const POINTS_PER_MM = 72 / 25.4;
/** The unprinted edge on every side: label printers do not print to the edge. */
const MARGIN_MM = 2;
/** Line height as a multiple of the type size. */
const LEADING = 1.15;

/** A label that cannot be printed as it is: the route answers it as a 422. */
export class LabelRefusal extends Error {
  override name = 'LabelRefusal';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface LaidBlock {
  block: LabelBlock;
  font: PDFFont;
  lines: string[];
}

const heightOf = (laid: LaidBlock) => laid.lines.length * laid.block.size * LEADING;

/** The field that takes the most lines: the one to shorten. Its lines, and how many would fit beside the rest. */
function fieldTooLong(laid: LaidBlock[], room: number): { field: LabelField; lines: number; fits: number } {
  const byField = new Map<LabelField, LaidBlock[]>();
  for (const each of laid) byField.set(each.block.field, [...(byField.get(each.block.field) ?? []), each]);
  const [field, blocks] = [...byField.entries()].reduce((most, entry) => {
    const lines = (blocks: LaidBlock[]) => blocks.reduce((sum, each) => sum + each.lines.length, 0);
    return lines(entry[1]) > lines(most[1]) ? entry : most;
  });
  const lines = blocks.reduce((sum, each) => sum + each.lines.length, 0);
  const others = laid.filter((each) => each.block.field !== field).reduce((sum, each) => sum + heightOf(each), 0);
  const lineHeight = blocks[0]!.block.size * LEADING;
  return { field, lines, fits: Math.max(0, Math.floor((room - others) / lineHeight)) };
}

export interface LabelPdfOptions {
  /** The label's size in millimetres; the pharmacy's setting unless a test gives another. */
  sizeMm?: { widthMm: number; heightMm: number };
  /** The PDF's own dates: the time it was made. */
  at: Date;
  title: string;
}

/** The label as a one-page PDF; throws LabelRefusal when a field cannot be printed whole. */
export async function labelPdf(blocks: readonly LabelBlock[], { sizeMm = LABEL_SIZE_MM, at, title }: LabelPdfOptions): Promise<Uint8Array> {
  for (const block of blocks) {
    const character = firstUndrawable(block.text);
    if (character) throw new LabelRefusal(LABEL_ERROR_CODES.unprintable, LABEL_MESSAGES.unprintable(block.field, character));
  }
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer(SITE.productName);
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  const width = sizeMm.widthMm * POINTS_PER_MM;
  const height = sizeMm.heightMm * POINTS_PER_MM;
  const margin = MARGIN_MM * POINTS_PER_MM;
  const lineWidth = width - 2 * margin;
  const room = height - 2 * margin;

  const laid: LaidBlock[] = blocks.map((block) => {
    const font = block.bold ? bold : regular;
    return { block, font, lines: block.text.split(/\r?\n/).flatMap((paragraph) => wrapText(paragraph.trim(), font, block.size, lineWidth)) };
  });
  if (laid.reduce((sum, each) => sum + heightOf(each), 0) > room) {
    const { field, lines, fits } = fieldTooLong(laid, room);
    throw new LabelRefusal(LABEL_ERROR_CODES.tooLong, LABEL_MESSAGES.tooLong(field, lines, fits));
  }

  const page = pdf.addPage([width, height]);
  let top = height - margin;
  for (const { block, font, lines } of laid) {
    for (const line of lines) {
      // The baseline sits a type size below the line's top; the rest of the leading is below it.
      page.drawText(line, { x: margin, y: top - block.size, size: block.size, font });
      top -= block.size * LEADING;
    }
  }
  return pdf.save();
}
