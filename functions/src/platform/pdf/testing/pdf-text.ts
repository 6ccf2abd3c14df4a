import { inflateSync } from 'node:zlib';

/**
 * Every string a pdf-lib PDF draws, one per line: pdf-lib writes each as hex in a
 * Flate-compressed content stream (the patient bundle's and the dispensing label's unit and API tests read them back with it).
 * pdf-lib ends each stream's data with exactly "\nendstream": the data's own last byte can be
 * a carriage return (a zlib checksum byte, 1 stream in 256), so none is taken off before it.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const drawn: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) drawn.push(Buffer.from(text[1]!, 'hex').toString('latin1'));
  }
  return drawn.join('\n');
}
