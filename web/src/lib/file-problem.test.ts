import { describe, expect, it } from 'vitest';
import { fileProblem } from './file-problem.ts';

const rules = { maxBytes: 2048, wrongTypeMessage: 'Wrong type.', tooLargeMessage: 'Too large.' };
const file = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

describe('file check before upload', () => {
  it.each([
    ['script.pdf', 'application/pdf'],
    ['SCAN.PDF', 'application/pdf'],
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.png', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(fileProblem(file(name, type), rules)).toBeNull();
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['script', ''],
    ['script.pdf.exe', 'application/x-msdownload'],
    ['photo.heic', 'image/heic'],
    ['disguised.pdf', 'text/html'],
  ])('refuses %s (%s) as the wrong type', (name, type) => {
    expect(fileProblem(file(name, type), rules)).toBe(rules.wrongTypeMessage);
  });

  it('accepts a file of exactly the limit and refuses one byte more', () => {
    expect(fileProblem(file('big.pdf', 'application/pdf', rules.maxBytes), rules)).toBeNull();
    expect(fileProblem(file('big.pdf', 'application/pdf', rules.maxBytes + 1), rules)).toBe(rules.tooLargeMessage);
  });
});
