import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';

export interface PrivateFile {
  content: Readable;
  contentType: string;
  size: number;
  fileName: string;
}

/** RFC 8187 encoding, for names in any language: `attachment; filename*=UTF-8''…`. */
export function attachmentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}

/**
 * Streams a patient's file as a download: never shown inline (a PDF can run script
 * in some viewers), never sniffed as another type, never cached (app.ts sets
 * no-store on every answer).
 */
export async function sendPrivateFile(res: Response, file: PrivateFile): Promise<void> {
  // Storage reports a missing or unreadable file only when it is first read: wait for
  // that before any header goes out, so a failure is a plain error answer, not a
  // broken download.
  await once(file.content, 'readable');
  res.set({
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Content-Disposition': attachmentDisposition(file.fileName),
    'X-Content-Type-Options': 'nosniff',
  });
  await pipeline(file.content, res);
}
