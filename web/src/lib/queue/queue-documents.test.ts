import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { toQueueEntry } from './queue-documents.ts';

/** What Firestore Lite hands back for a Timestamp field (whole seconds here). */
const timestamp = (iso: string) => ({ seconds: Date.parse(iso) / 1000, nanoseconds: 0 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toQueueEntry', () => {
  const Schema = z.object({ name: z.string(), createdAt: z.string() });

  it('gives the validated value of a matching document', () => {
    expect(toQueueEntry(Schema, 'doc-1', { name: 'Jane', createdAt: timestamp('2025-03-05T03:04:00.000Z') })).toEqual({
      id: 'doc-1',
      value: { name: 'Jane', createdAt: '2025-03-05T03:04:00.000Z' },
    });
  });

  it('marks a document that does not match as unreadable, logging which fields but not their values', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(toQueueEntry(Schema, 'doc-2', { name: 'Secret Patient Name', createdAt: 42 })).toEqual({ id: 'doc-2', value: null });
    expect(log).toHaveBeenCalledOnce();
    expect(JSON.stringify(log.mock.calls)).toContain('doc-2');
    expect(JSON.stringify(log.mock.calls)).toContain('createdAt');
    expect(JSON.stringify(log.mock.calls)).not.toContain('Secret Patient Name');
  });
});
