import { describe, expect, it } from 'vitest';
import { formatFileSize, formatSydneyDateTime } from './format.ts';

describe('formatSydneyDateTime', () => {
  it('shows the Sydney wall-clock time, two-digit day and month, 12-hour clock', () => {
    // 03:04 UTC is 2:04 pm in Sydney during daylight saving (UTC+11).
    expect(formatSydneyDateTime('2025-03-05T03:04:00.000Z')).toBe('05/03/2025 2:04 pm');
    // In winter Sydney is UTC+10: late evening UTC is the next Sydney morning.
    expect(formatSydneyDateTime('2025-07-09T22:30:00.000Z')).toBe('10/07/2025 8:30 am');
  });

  it('says so instead of showing a wrong date when the value is not a time', () => {
    expect(formatSydneyDateTime('not a date')).toBe('Invalid Date');
  });
});

describe('formatFileSize', () => {
  it('uses bytes, KB and MB as the upload limit does', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(34 * 1024)).toBe('34 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});
