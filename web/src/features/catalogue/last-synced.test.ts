import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@pharmacy/shared';
import { formatLastSynced } from './last-synced.ts';

describe('last synced time', () => {
  it('shows an instant as a long date and 12-hour time in Sydney', () => {
    // 04:05 UTC is 3:05 pm in Sydney during daylight saving (AEDT, UTC+11).
    expect(formatLastSynced('2026-11-22T04:05:00.000Z')).toBe('22 November 2026 at 3:05 pm');
  });

  it.each([undefined, null, ''])('says it was never synced when there is no time (%o)', (value) => {
    expect(formatLastSynced(value)).toBe(ADMIN_MESSAGES.neverSynced);
  });

  it.each([1_763_780_700_000, { seconds: 1_763_780_700, nanoseconds: 0 }, true])(
    'says the format is unknown when the time is not text (%o)',
    (value) => {
      expect(formatLastSynced(value)).toBe(ADMIN_MESSAGES.unknownFormat);
    },
  );

  it.each(['yesterday', '2026-13-45T99:00:00Z'])('says the date is invalid when the text is no date (%s)', (value) => {
    expect(formatLastSynced(value)).toBe(ADMIN_MESSAGES.invalidDate);
  });
});
