import type { z } from 'zod';

/** One document of a work queue: its value, or null when it does not match its schema. */
export type QueueEntry<T> = { id: string; value: T } | { id: string; value: null };

interface Timestampish {
  toDate(): Date;
}

const isTimestamp = (value: unknown): value is Timestampish =>
  typeof value === 'object' && value !== null && typeof (value as Partial<Timestampish>).toDate === 'function';

/** The document with every Firestore Timestamp, however deep, as an ISO 8601 string (what the shared schemas expect). */
export function timestampsToIso(value: unknown): unknown {
  if (isTimestamp(value)) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(timestampsToIso);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, timestampsToIso(item)]));
  }
  return value;
}

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
