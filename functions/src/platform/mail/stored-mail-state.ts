/** Reading back what mail-state.ts keeps on a document: Firestore Timestamps as Dates. */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

export const storedDate = z.instanceof(Timestamp).transform((timestamp) => timestamp.toDate());

export const StoredMailStateSchema = z.object({
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int().min(0),
  error: z.string().nullable(),
  lastAttemptAt: storedDate.nullable(),
});
