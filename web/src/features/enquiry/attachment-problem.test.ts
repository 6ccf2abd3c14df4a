import { describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES, MAX_ATTACHMENT_BYTES } from '@pharmacy/shared';
import { attachmentProblem } from './attachment-problem.ts';

const file = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

describe('attachment check before upload', () => {
  it.each([
    ['script.pdf', 'application/pdf'],
    ['SCAN.PDF', 'application/pdf'],
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.png', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(attachmentProblem(file(name, type))).toBeNull();
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['script', ''],
    ['script.pdf.exe', 'application/x-msdownload'],
    ['photo.heic', 'image/heic'],
    ['disguised.pdf', 'text/html'],
  ])('refuses %s (%s) as the wrong type', (name, type) => {
    expect(attachmentProblem(file(name, type))).toBe(ENQUIRY_MESSAGES.fileType);
  });

  it('accepts a file of exactly the limit and refuses one byte more', () => {
    expect(attachmentProblem(file('big.pdf', 'application/pdf', MAX_ATTACHMENT_BYTES))).toBeNull();
    expect(attachmentProblem(file('big.pdf', 'application/pdf', MAX_ATTACHMENT_BYTES + 1))).toBe(
      ENQUIRY_MESSAGES.fileTooLarge,
    );
  });
});
