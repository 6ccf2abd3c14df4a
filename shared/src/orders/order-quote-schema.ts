/**
 * The order's `quote` (order-quote.ts): the latest re-pricing of its lines, what each line
 * cost before and costs now and why, the totals before and after, and the answer.
 * order-schema.ts includes it; the quotes feature writes it.
 */
import { z } from 'zod';
import { CentsSchema } from '../platform/money.ts';
import { LinePriceSchema } from '../prices/index.ts';
import { QUOTE_STATUSES } from './order-quote.ts';
import type { InstantSchema, IsoInstantSchema } from '../platform/stored-time.ts';

/** Who re-priced or answered (order-schema.ts's OrderPersonSchema, kept here to avoid a cycle). */
const QuotePersonSchema = z.object({ uid: z.string(), name: z.string() });

/** One re-priced line: its index, its price before (null: priced by the pharmacy) and after, and the reason given. */
export const QuoteChangeSchema = z.object({
  itemIndex: z.number().int().min(0),
  from: LinePriceSchema,
  to: LinePriceSchema.unwrap(),
  reason: z.string(),
});
export type QuoteChange = z.infer<typeof QuoteChangeSchema>;

export function orderQuoteSchema<Instant extends InstantSchema>(instant: Instant) {
  return z.object({
    status: z.enum(QUOTE_STATUSES),
    /** Every line re-priced since the total was last agreed, oldest first. */
    changes: z.array(QuoteChangeSchema).min(1),
    /** The total the prescriber last agreed to (when sent, or when they accepted), and the total now. */
    totalBeforeCents: CentsSchema,
    totalAfterCents: CentsSchema,
    /** The admin who re-priced last, and when. */
    quotedBy: QuotePersonSchema,
    quotedAt: instant,
    /** Who accepted or declined, and when; null until answered (and on a quote that applied at once). */
    answeredBy: QuotePersonSchema.nullable(),
    answeredAt: instant.nullable(),
  });
}
export type OrderQuote = z.infer<ReturnType<typeof orderQuoteSchema<typeof IsoInstantSchema>>>;
