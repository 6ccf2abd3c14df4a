import { ATTACHMENT_ACCEPT, ATTACHMENT_CONTENT_TYPES } from '@pharmacy/shared';

const EXTENSIONS = ATTACHMENT_ACCEPT.split(',').filter((entry) => entry.startsWith('.'));
const CONTENT_TYPES: readonly string[] = ATTACHMENT_CONTENT_TYPES;

/** What a form allows and says: each form words its refusals its own way. */
export interface FileRules {
  maxBytes: number;
  wrongTypeMessage: string;
  tooLargeMessage: string;
}

/**
 * Why the server would refuse this file (a PDF, JPEG or PNG up to the size limit),
 * checked before uploading it for nothing. Only a courtesy: the server decides by
 * the file's content, so a renamed file passes here and is refused there.
 */
export function fileProblem(file: File, rules: FileRules): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : file.name.slice(dot).toLowerCase();
  // Some systems report no type at all: then the name decides.
  const typeAllowed = file.type === '' || CONTENT_TYPES.includes(file.type);
  if (!EXTENSIONS.includes(extension) || !typeAllowed) return rules.wrongTypeMessage;
  if (file.size > rules.maxBytes) return rules.tooLargeMessage;
  return null;
}
