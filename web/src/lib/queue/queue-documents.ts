import type { z } from 'zod';
import { parseStoredDocument } from '@/lib/firestore-values.ts';

/** One document of a work queue: its value, or null when it does not match its schema. */
export type QueueEntry<T> = { id: string; value: T | null };

/** One stored document of a queue; one that does not match its schema is shown as an "unreadable" entry. */
export function toQueueEntry<Schema extends z.ZodType>(schema: Schema, id: string, data: unknown): QueueEntry<z.infer<Schema>> {
  return { id, value: parseStoredDocument(schema, id, data) };
}
