/** The record of compounding's schemas (compounding-record.ts, decision 050). */
import { z } from 'zod';
import { MAX_CART_ITEMS } from '../platform/constants.ts';
import { compoundingRecordSchema } from '../orders/index.ts';
import { BATCH_NUMBER_MAX_LENGTH, BATCH_NUMBER_PATTERN, COMPOUNDING_MESSAGES } from './compounding-record.ts';

const requestId = z.string().trim().min(1).max(100);
const itemIndex = z.number({ error: COMPOUNDING_MESSAGES.invalidItem }).int(COMPOUNDING_MESSAGES.invalidItem).min(0, COMPOUNDING_MESSAGES.invalidItem).max(MAX_CART_ITEMS - 1, COMPOUNDING_MESSAGES.invalidItem);

/** POST /api/order-compounding-record */
export const CompoundingRecordRequestSchema = z.object({
  requestId,
  itemIndex,
  batchNumber: z
    .string({ error: COMPOUNDING_MESSAGES.batchNumberRequired })
    .trim()
    .min(1, COMPOUNDING_MESSAGES.batchNumberRequired)
    .max(BATCH_NUMBER_MAX_LENGTH, COMPOUNDING_MESSAGES.batchNumberFormat)
    .regex(BATCH_NUMBER_PATTERN, COMPOUNDING_MESSAGES.batchNumberFormat),
  beyondUseDate: z.iso.date({ error: COMPOUNDING_MESSAGES.beyondUseDateRequired }),
});
export type CompoundingRecordRequest = z.infer<typeof CompoundingRecordRequestSchema>;

/** POST /api/order-compounding-check: with the version of the record the checker was shown (decision 065). */
export const CompoundingCheckRequestSchema = z.object({
  requestId,
  itemIndex,
  version: z.number({ error: COMPOUNDING_MESSAGES.versionRequired }).int(COMPOUNDING_MESSAGES.versionRequired).min(1, COMPOUNDING_MESSAGES.versionRequired).max(1_000_000, COMPOUNDING_MESSAGES.versionRequired),
});
export type CompoundingCheckRequest = z.infer<typeof CompoundingCheckRequestSchema>;

/** 200 from either: the item's record after the change, times as ISO text. */
export const CompoundingRecordResponseSchema = z.object({ success: z.literal(true), record: compoundingRecordSchema(z.string()) });
export type CompoundingRecordResponse = z.infer<typeof CompoundingRecordResponseSchema>;
