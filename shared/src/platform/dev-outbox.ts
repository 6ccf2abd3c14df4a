import { z } from 'zod';

/**
 * One e-mail captured on the emulators instead of being sent through SendGrid
 * (COLLECTIONS.devOutbox, read through GET /api/dev/outbox). It records exactly
 * what would have been sent, except attachment content: only name, size, type.
 */
export const OutboxMessageSchema = z.object({
  id: z.string(),
  to: z.array(z.string()),
  from: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(
    z.object({ filename: z.string(), size: z.number().int(), contentType: z.string() }),
  ),
  /** ISO 8601 time of capture. */
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** GET /api/dev/outbox */
export const OutboxListResponseSchema = z.object({ messages: z.array(OutboxMessageSchema) });
export type OutboxListResponse = z.infer<typeof OutboxListResponseSchema>;

/** DELETE /api/dev/outbox: how many captured e-mails were removed. */
export const OutboxClearResponseSchema = z.object({ deleted: z.number().int() });
export type OutboxClearResponse = z.infer<typeof OutboxClearResponseSchema>;
