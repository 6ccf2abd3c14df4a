import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format.ts';

describe('formatFileSize', () => {
  it('uses bytes, KB and MB as the upload limit does', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(34 * 1024)).toBe('34 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});
