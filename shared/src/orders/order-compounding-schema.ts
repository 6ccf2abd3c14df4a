/** An item's record of compounding as its order stores it (order-compounding.ts, decision 050). */
import { z } from 'zod';
import type { InstantSchema } from '../platform/stored-time.ts';

export const CompoundingPersonSchema = z.object({ uid: z.string(), name: z.string() });

/** One item's record as stored on its order (`compounding[itemIndex]`), its times read with `instant`. */
export function compoundingRecordSchema<Instant extends InstantSchema>(instant: Instant) {
  return z.object({
    batchNumber: z.string(),
    /** Sydney calendar date, YYYY-MM-DD. */
    beyondUseDate: z.iso.date(),
    preparedBy: CompoundingPersonSchema,
    preparedAt: instant,
    /** 1 when first recorded, one more each time recorded again; the check names the version it approves (decision 065). Absent on records kept before: 1. */
    version: z.number().int().min(1).optional(),
    /** Absent until a second admin checks it. */
    checkedBy: CompoundingPersonSchema.optional(),
    checkedAt: instant.optional(),
  });
}
