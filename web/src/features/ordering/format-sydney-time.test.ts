import { describe, expect, it } from 'vitest';
import { formatSydneyTime } from './format-sydney-time.ts';

describe('Sydney date and time', () => {
  it('shows an instant in Sydney summer time (AEDT, UTC+11)', () => {
    expect(formatSydneyTime('2026-11-22T04:05:00Z')).toBe('22 November 2026 at 3:05 pm');
  });

  it('shows an instant in Sydney winter time (AEST, UTC+10), on the Sydney date', () => {
    expect(formatSydneyTime('2026-06-30T14:30:00Z')).toBe('1 July 2026 at 12:30 am');
  });

  it('says so when the time cannot be read', () => {
    expect(formatSydneyTime('not a date')).toBe('Invalid Date');
  });
});
