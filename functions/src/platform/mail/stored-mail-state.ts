/** Reading back what mail-state.ts keeps on a document: Firestore Timestamps as Dates. */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

export const storedDate = z.instanceof(Timestamp).transform((timestamp) => timestamp.toDate());

/** One e-mail's state on the document it is about (mail-state.ts), as it is read back. */
export const StoredMailStateSchema = z.object({
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int().min(0),
  /** The transport's reason for the last failure (never a message body). */
  error: z.string().nullable(),
  lastAttemptAt: storedDate.nullable(),
});
