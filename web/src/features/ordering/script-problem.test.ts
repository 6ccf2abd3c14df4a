import { describe, expect, it } from 'vitest';
import { MAX_SCRIPT_BYTES, ORDER_MESSAGES } from '@pharmacy/shared';
import { scriptProblem } from './script-problem.ts';

const file = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

describe('patient script check before upload', () => {
  it.each([
    ['script.pdf', 'application/pdf'],
    ['SCAN.PDF', 'application/pdf'],
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['photo.png', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(scriptProblem(file(name, type))).toBeNull();
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['script', ''],
    ['photo.heic', 'image/heic'],
    ['disguised.pdf', 'text/html'],
  ])('refuses %s (%s) as the wrong type', (name, type) => {
    expect(scriptProblem(file(name, type))).toBe(ORDER_MESSAGES.scriptType);
  });

  it('accepts a script of exactly the limit and refuses one byte more', () => {
    expect(scriptProblem(file('big.pdf', 'application/pdf', MAX_SCRIPT_BYTES))).toBeNull();
    expect(scriptProblem(file('big.pdf', 'application/pdf', MAX_SCRIPT_BYTES + 1))).toBe(ORDER_MESSAGES.scriptTooLarge);
  });
});
