/**
 * What an uploaded attachment really is. Only its bytes count: the file name and the
 * type the browser declared are chosen by the sender, so a program renamed
 * "script.png" is still a program.
 */
import { extname } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_CONTENT_TYPES, type AttachmentContentType } from '@pharmacy/shared';

const EXTENSIONS: Record<AttachmentContentType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

const isAllowed = (mime: string): mime is AttachmentContentType =>
  (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(mime);

/** The content type found by the file's magic bytes when it is one we accept, else null. */
export async function detectAttachmentType(content: Buffer): Promise<AttachmentContentType | null> {
  const detected = await fileTypeFromBuffer(content);
  return detected && isAllowed(detected.mime) ? detected.mime : null;
}

const MAX_FILE_NAME_LENGTH = 100;

/**
 * The sender's file name made safe to show and to use as the last part of a Storage
 * path and an e-mail attachment name: no directories, no control or shell-special
 * characters, a bounded length, and an extension that matches the real content
 * (a JPEG named "scan.png" becomes "scan.jpg"). Display only: nothing is decided by it.
 */
export function sanitiseFileName(original: string, contentType: AttachmentContentType): string {
  const extensions = EXTENSIONS[contentType];
  const lastSegment = original.split(/[/\\]/).pop() ?? '';
  const extension = extname(lastSegment).toLowerCase();
  const stem = (extensions.includes(extension) ? lastSegment.slice(0, -extension.length) : lastSegment)
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, MAX_FILE_NAME_LENGTH - 5)
    .trim();
  const keptExtension = extensions.includes(extension) ? extension : extensions[0];
  return `${stem || 'attachment'}${keptExtension}`;
}
