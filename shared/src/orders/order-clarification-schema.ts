/**
 * The order's summary of its questions (order-question.ts), apart from the thread's
 * schemas so that order-schema.ts can include it without an import cycle.
 */
import { z } from 'zod';
import { CLARIFICATION_STATUSES } from './order-question.ts';
import type { IsoInstantSchema} from '../platform/stored-time.ts';
import { type InstantSchema } from '../platform/stored-time.ts';

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
