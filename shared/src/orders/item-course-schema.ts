/**
 * What an order keeps of a course (decisions 052 and 053): a cart item's repeats, each
 * item's supplies and next supplies, and on a next-supply order the course it belongs
 * to. Stored on the order, so they are orders'; the courses feature reads and changes them.
 */
import { z } from 'zod';
import { MAX_REPEATS, REPEATS_MESSAGE } from './item-course.ts';

/** A cart item's repeats (0 to 11); absent is 0. */
export const RepeatsSchema = z
  .number({ error: REPEATS_MESSAGE })
  .int(REPEATS_MESSAGE)
  .min(0, REPEATS_MESSAGE)
  .max(MAX_REPEATS, REPEATS_MESSAGE);

/** One supply the pharmacy recorded: which repeat (0 the original), when (ISO text), by whom, on which order. */
export const SupplySchema = z.object({
  repeat: z.number().int(),
  at: z.string(),
  by: z.string(),
  requestId: z.string(),
  /** The Idempotency-Key Record supply was sent with (decision 065): the same key again answers this supply. Absent before it. */
  key: z.string().optional(),
});
export type Supply = z.infer<typeof SupplySchema>;

/** A next supply asked for from this item: the new order, and which repeat it is. */
export const NextSupplyLinkSchema = z.object({ requestId: z.string(), repeat: z.number().int() });
export type NextSupplyLink = z.infer<typeof NextSupplyLinkSchema>;

/** What an order item keeps of its course; every field absent on items stored before issue 25. */
export const CourseItemFieldsSchema = z.object({
  /** The repeats the prescription authorises. */
  repeats: z.number().int().optional(),
  /** The minimum interval between supplies in days, any item (an S8 item's is also in s8Prescription). */
  repeatIntervalDays: z.number().int().optional(),
  /** On the course's first order only: every supply made, oldest first. */
  supplies: z.array(SupplySchema).optional(),
  /** On the course's first order only: the next supplies asked for. */
  nextSupplies: z.array(NextSupplyLinkSchema).optional(),
  /** The prescriber turned the due reminders off. */
  dueRemindersOff: z.boolean().optional(),
  /** How many supplies had been made when the last due reminder was sent (one reminder per supply). */
  dueRemindedAtSupplies: z.number().int().optional(),
});

/** On a next-supply order: the course's first order and item, and which repeat this is. */
export const NextSupplyOfSchema = z.object({
  requestId: z.string(),
  itemIndex: z.number().int(),
  repeat: z.number().int(),
  repeats: z.number().int(),
  /** The prescriber's reason for the pharmacist ('' for none): only where the prescription sets no interval. */
  reason: z.string(),
});
export type NextSupplyOf = z.infer<typeof NextSupplyOfSchema>;
