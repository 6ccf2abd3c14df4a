import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_CONTENT_TYPES,
  ENQUIRY_MESSAGES,
  MAX_ATTACHMENT_BYTES,
} from '@pharmacy/shared';

const EXTENSIONS = ATTACHMENT_ACCEPT.split(',').filter((entry) => entry.startsWith('.'));
const CONTENT_TYPES: readonly string[] = ATTACHMENT_CONTENT_TYPES;

/**
 * Why the server would refuse this file, checked before uploading it for nothing.
 * Only a courtesy: the server decides by the file's content, so a renamed file
 * passes here and is refused there.
 */
export function attachmentProblem(file: File): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : file.name.slice(dot).toLowerCase();
  // Some systems report no type at all: then the name decides.
  const typeAllowed = file.type === '' || CONTENT_TYPES.includes(file.type);
  if (!EXTENSIONS.includes(extension) || !typeAllowed) return ENQUIRY_MESSAGES.fileType;
  if (file.size > MAX_ATTACHMENT_BYTES) return ENQUIRY_MESSAGES.fileTooLarge;
  return null;
}
