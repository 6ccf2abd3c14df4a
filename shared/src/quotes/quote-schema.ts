/** The quotes' request bodies (quote.ts): what the admin's re-pricing and the prescriber's answer may hold. */
import { z } from 'zod';
import { MAX_CART_ITEMS } from '../platform/constants.ts';
import { centsOfAud } from '../platform/money.ts';
import { GST_TREATMENTS } from '../prices/index.ts';
import { QUOTE_STATUSES } from '../orders/index.ts';
import { QUOTE_ANSWERS, QUOTE_MESSAGES } from './quote.ts';

const RequestIdSchema = z.string({ error: QUOTE_MESSAGES.requestId }).trim().min(1, QUOTE_MESSAGES.requestId).max(64, QUOTE_MESSAGES.requestId);

/** The longest reason kept. */
export const QUOTE_REASON_MAX = 500;

/** POST /api/order-quotes (admin): the new unit price is typed in dollars and becomes whole cents (centsOfAud). */
export const RepriceRequestSchema = z
  .object({
    requestId: RequestIdSchema,
    itemIndex: z.number({ error: QUOTE_MESSAGES.itemIndex }).int(QUOTE_MESSAGES.itemIndex).min(0, QUOTE_MESSAGES.itemIndex).max(MAX_CART_ITEMS - 1, QUOTE_MESSAGES.itemIndex),
    unitPrice: z
      .string({ error: QUOTE_MESSAGES.unitPrice })
      .max(20, QUOTE_MESSAGES.unitPrice)
      .transform((text, context) => {
        const cents = centsOfAud(text);
        if (cents === null) {
          context.addIssue({ code: 'custom', message: QUOTE_MESSAGES.unitPrice });
          return z.NEVER;
        }
        return cents;
      }),
    gst: z.enum(GST_TREATMENTS).optional(),
    reason: z.string({ error: QUOTE_MESSAGES.reason }).trim().min(1, QUOTE_MESSAGES.reason).max(QUOTE_REASON_MAX, QUOTE_MESSAGES.reason),
  })
  .strict();
export type RepriceRequest = z.input<typeof RepriceRequestSchema>;

/** POST /api/order-quote-answers (the order's prescriber, or the staff member who prepared it). */
export const QuoteAnswerRequestSchema = z
  .object({ requestId: RequestIdSchema, answer: z.enum(QUOTE_ANSWERS, { error: QUOTE_MESSAGES.answer }) })
  .strict();
export type QuoteAnswerRequest = z.infer<typeof QuoteAnswerRequestSchema>;

/** Both routes' 200: the quote's status after the change, and whether the order was cancelled. */
export const QuoteResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(QUOTE_STATUSES),
  totalBeforeCents: z.number().int(),
  totalAfterCents: z.number().int(),
});
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;
