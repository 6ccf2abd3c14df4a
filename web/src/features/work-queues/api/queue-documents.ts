import type { z } from 'zod';
import { timestampsToIso } from '@/lib/firestore-values.ts';

/** One document of a work queue: its value, or null when it does not match its schema. */
export type QueueEntry<T> = { id: string; value: T } | { id: string; value: null };

/**
 * Validates one stored document. A document that does not match (written by an
 * older version, or edited by hand) becomes an "unreadable" entry so the rest of
 * the queue still shows; the console names the document and the fields, never
 * their values (they are health information).
 */
export function toQueueEntry<Schema extends z.ZodType>(schema: Schema, id: string, data: unknown): QueueEntry<z.infer<Schema>> {
  const parsed = schema.safeParse(timestampsToIso(data));
  if (parsed.success) return { id, value: parsed.data };
  console.error(`Document ${id} does not match its schema`, parsed.error.issues.map((issue) => issue.path.join('.')));
  return { id, value: null };
}
