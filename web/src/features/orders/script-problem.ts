import { MAX_SCRIPT_BYTES, ORDER_MESSAGES } from '@pharmacy/shared';
import { fileProblem } from '@/lib/file-problem.ts';

const SCRIPT_RULES = {
  maxBytes: MAX_SCRIPT_BYTES,
  wrongTypeMessage: ORDER_MESSAGES.scriptType,
  tooLargeMessage: ORDER_MESSAGES.scriptTooLarge,
};

/** Why the pharmacy would refuse this patient script, in the order form's words. */
export function scriptProblem(file: File): string | null {
  return fileProblem(file, SCRIPT_RULES);
}
