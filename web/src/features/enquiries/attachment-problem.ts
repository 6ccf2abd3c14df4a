import { ENQUIRY_MESSAGES, MAX_ATTACHMENT_BYTES } from '@pharmacy/shared';
import { fileProblem } from '@/lib/file-problem.ts';

const ATTACHMENT_RULES = {
  maxBytes: MAX_ATTACHMENT_BYTES,
  wrongTypeMessage: ENQUIRY_MESSAGES.fileType,
  tooLargeMessage: ENQUIRY_MESSAGES.fileTooLarge,
};

/** Why the server would refuse this enquiry attachment, in the enquiry form's words. */
export function attachmentProblem(file: File): string | null {
  return fileProblem(file, ATTACHMENT_RULES);
}
