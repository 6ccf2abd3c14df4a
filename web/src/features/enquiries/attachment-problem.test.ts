import { describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES, MAX_ATTACHMENT_BYTES } from '@pharmacy/shared';
import { attachmentProblem } from './attachment-problem.ts';

const file = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

describe('attachment check before upload', () => {
  it("refuses in the enquiry form's words, at the attachment limit", () => {
    expect(attachmentProblem(file('notes.txt', 'text/plain'))).toBe(ENQUIRY_MESSAGES.fileType);
    expect(attachmentProblem(file('big.pdf', 'application/pdf', MAX_ATTACHMENT_BYTES))).toBeNull();
    expect(attachmentProblem(file('big.pdf', 'application/pdf', MAX_ATTACHMENT_BYTES + 1))).toBe(ENQUIRY_MESSAGES.fileTooLarge);
  });
});
