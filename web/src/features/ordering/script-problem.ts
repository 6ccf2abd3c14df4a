import { ATTACHMENT_ACCEPT, ATTACHMENT_CONTENT_TYPES, MAX_SCRIPT_BYTES, ORDER_MESSAGES } from '@pharmacy/shared';

const EXTENSIONS = ATTACHMENT_ACCEPT.split(',').filter((entry) => entry.startsWith('.'));
const CONTENT_TYPES: readonly string[] = ATTACHMENT_CONTENT_TYPES;

/**
 * Why the pharmacy would refuse this patient script, checked before it is uploaded
 * for nothing. Only a courtesy: the server decides by the file's content, so a
 * renamed file passes here and is refused there (with its own message).
 */
export function scriptProblem(file: File): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : file.name.slice(dot).toLowerCase();
  // Some systems report no type at all: then the name decides.
  const typeAllowed = file.type === '' || CONTENT_TYPES.includes(file.type);
  if (!EXTENSIONS.includes(extension) || !typeAllowed) return ORDER_MESSAGES.scriptType;
  if (file.size > MAX_SCRIPT_BYTES) return ORDER_MESSAGES.scriptTooLarge;
  return null;
}
