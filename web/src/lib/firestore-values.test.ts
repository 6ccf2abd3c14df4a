import { describe, expect, it } from 'vitest';
import { readStoredTime, timestampsToIso } from './firestore-values.ts';

/** What firestore/lite hands back for a Timestamp field. */
const timestamp = (iso: string) => ({ seconds: Math.floor(Date.parse(iso) / 1000), nanoseconds: (Date.parse(iso) % 1000) * 1e6, toDate: () => new Date(iso) });

describe('readStoredTime', () => {
  it('reads a Timestamp, or a map written by hand, to the millisecond', () => {
    expect(readStoredTime({ seconds: 1_741_269_600, nanoseconds: 500_000_000 })).toBe(1_741_269_600_500);
    expect(readStoredTime({ seconds: 1_741_269_600 })).toBe(1_741_269_600_000);
    expect(readStoredTime(timestamp('2025-03-05T03:04:00.250Z'))).toBe(Date.parse('2025-03-05T03:04:00.250Z'));
  });

  it('says why a value is no time: missing, not a Timestamp, or out of range', () => {
    expect(readStoredTime(undefined)).toBe('missing');
    expect(readStoredTime(null)).toBe('missing');
    expect(readStoredTime('2025-03-06')).toBe('unknown-format');
    expect(readStoredTime(1_741_269_600_000)).toBe('unknown-format');
    expect(readStoredTime({ seconds: 'soon' })).toBe('invalid');
    expect(readStoredTime({ seconds: 1e20 })).toBe('invalid');
  });
});

describe('timestampsToIso', () => {
  it('turns Timestamps into ISO text at any depth and leaves other values alone', () => {
    expect(
      timestampsToIso({
        createdAt: timestamp('2025-03-05T03:04:00.000Z'),
        statusHistory: [{ status: 'received', at: timestamp('2025-03-05T03:04:00.000Z'), by: null }],
        totalItems: 2,
        notes: 'Call first',
      }),
    ).toEqual({
      createdAt: '2025-03-05T03:04:00.000Z',
      statusHistory: [{ status: 'received', at: '2025-03-05T03:04:00.000Z', by: null }],
      totalItems: 2,
      notes: 'Call first',
    });
  });

  it('leaves a broken time as it is, for the schema to refuse', () => {
    expect(timestampsToIso({ at: { seconds: 'soon' } })).toEqual({ at: { seconds: 'soon' } });
  });
});
