/**
 * Laying out text in the PDFs the function makes with pdf-lib's standard fonts (the
 * patient's bundle, decision 040; the dispensing label, decision 058): which characters
 * the fonts can draw, and breaking text into lines that fit a width.
 */
import type { PDFFont } from 'pdf-lib';

/** WinAnsi, the standard fonts' encoding: Latin-1 and a few typographic marks. */
const DRAWABLE = /[\x20-\x7E\xA0-\xFF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/u;

/** Whether the standard fonts can draw this character. */
export const isDrawable = (char: string): boolean => DRAWABLE.test(char);

/** The first character of `text` the standard fonts cannot draw, or null. */
export function firstUndrawable(text: string): string | null {
  return [...text].find((char) => !isDrawable(char)) ?? null;
}

/**
 * Breaks a line into pieces that fit `width`, at spaces where it can; a single word wider
 * than the line is split across lines (every character is kept).
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current === '' ? word : `${current} ${word}`;
    if (font.widthOfTextAtSize(next, size) <= width) {
      current = next;
      continue;
    }
    if (current !== '') pieces.push(current);
    current = word;
    while (font.widthOfTextAtSize(current, size) > width) {
      let cut = current.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut -= 1;
      pieces.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  pieces.push(current);
  return pieces;
}
