/**
 * The order's summary of its questions (order-question-summary.ts): the thread's schemas
 * are order-questions', which uses orders; order-schema.ts includes this.
 */
import { z } from 'zod';
import { CLARIFICATION_STATUSES } from './order-question-summary.ts';
import type { InstantSchema, IsoInstantSchema } from '../platform/stored-time.ts';

/** The order's `clarification` field: absent until the first question. */
export function orderClarificationSchema<Instant extends InstantSchema>(instant: Instant) {
  return z.object({
    status: z.enum(CLARIFICATION_STATUSES),
    /** The latest question's time. */
    askedAt: instant,
    /** The latest answer's time; null while the latest question waits. */
    answeredAt: instant.nullable(),
    /** Messages in the thread. */
    messages: z.number().int().min(0),
  });
}
export type OrderClarification = z.infer<ReturnType<typeof orderClarificationSchema<typeof IsoInstantSchema>>>;
