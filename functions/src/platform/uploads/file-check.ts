/**
 * What an uploaded attachment really is. Only its bytes count: the file name and the
 * type the browser declared are chosen by the sender, so a program renamed
 * "script.png" is still a program.
 */
import { extname } from 'node:path';
import { ATTACHMENT_CONTENT_TYPES, type AttachmentContentType } from '@pharmacy/shared';
import { onFirstUse } from '../on-first-use.ts';

/** file-type, loaded on the first upload checked (decision 100): the API's other routes and the jobs never need it. */
const loadFileType = onFirstUse(() => import('file-type'));

const EXTENSIONS: Record<AttachmentContentType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

const isAllowed = (mime: string): mime is AttachmentContentType =>
  (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(mime);

/** The content type found by the file's magic bytes when it is one we accept, else null. */
export async function detectAttachmentType(content: Buffer): Promise<AttachmentContentType | null> {
  const { fileTypeFromBuffer } = await loadFileType();
  const detected = await fileTypeFromBuffer(content);
  return detected && isAllowed(detected.mime) ? detected.mime : null;
}

/** An uploaded file judged by its content: a type we accept, and a name safe to use. */
export interface CheckedFile {
  /** Already sanitised. */
  fileName: string;
  /** Found from the content, not declared by the sender. */
  contentType: AttachmentContentType;
  content: Buffer;
}

/** The file with its real type and a safe name, or null when its content is not a PDF, JPEG or PNG. */
export async function checkUploadedFile(file: { fileName: string; content: Buffer }): Promise<CheckedFile | null> {
  const contentType = await detectAttachmentType(file.content);
  if (!contentType) return null;
  return { fileName: sanitiseFileName(file.fileName, contentType), contentType, content: file.content };
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
