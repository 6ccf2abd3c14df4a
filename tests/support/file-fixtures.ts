/**
 * Small but complete PDF, JPEG and PNG files built byte by byte (no binary files in
 * the repository), plus the impostors an attacker would try. Each real one opens in
 * a browser or PDF viewer.
 */
import { crc32, deflateSync } from 'node:zlib';

export interface FileFixture {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** A one-page, blank A6 PDF with a correct cross-reference table. */
function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A 1x1 teal RGB PNG. */
function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const scanline = Buffer.from([0, 0x1f, 0x6f, 0x8b]); // filter byte, then R, G, B
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

/**
 * An 8x8 mid-grey baseline JPEG: one component, a quantisation table of ones, and
 * Huffman tables with a single one-bit code each, so the whole scan is "DC difference
 * 0, end of block" (bits 00, padded with ones).
 */
function jpeg(): Buffer {
  const oneCodeTable = [1, ...Array<number>(15).fill(0), 0x00];
  return Buffer.from([
    0xff, 0xd8, // start of image
    ...jpegSegment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF 1.1
    ...jpegSegment(0xdb, [0x00, ...Array<number>(64).fill(1)]), // quantisation table 0
    ...jpegSegment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // baseline, 8x8, one component
    ...jpegSegment(0xc4, [0x00, ...oneCodeTable]), // DC Huffman table 0
    ...jpegSegment(0xc4, [0x10, ...oneCodeTable]), // AC Huffman table 0
    ...jpegSegment(0xda, [1, 1, 0x00, 0, 63, 0]), // start of scan
    0x3f, // the scan
    0xff, 0xd9, // end of image
  ]);
}

export const SCRIPT_PDF: FileFixture = { fileName: 'script.pdf', contentType: 'application/pdf', content: pdf() };
export const SCRIPT_JPEG: FileFixture = { fileName: 'script photo.jpg', contentType: 'image/jpeg', content: jpeg() };
export const SCRIPT_PNG: FileFixture = { fileName: 'script.png', contentType: 'image/png', content: png() };

/** Text dressed up as a PDF by its name and declared type. */
export const TEXT_NAMED_PDF: FileFixture = {
  fileName: 'script.pdf',
  contentType: 'application/pdf',
  content: Buffer.from('This is a plain text file, not a PDF.\n'),
};

/** A Windows program (its "MZ" DOS header) renamed to look like a PNG. */
export const PROGRAM_NAMED_PNG: FileFixture = {
  fileName: 'photo.png',
  contentType: 'image/png',
  content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]),
};

/** A real PDF header padded past the limit: only its size is wrong. */
export function pdfOfSize(bytes: number): FileFixture {
  const content = Buffer.alloc(bytes, 0x20);
  SCRIPT_PDF.content.copy(content);
  return { fileName: 'large-script.pdf', contentType: 'application/pdf', content };
}
