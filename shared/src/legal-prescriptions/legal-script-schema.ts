/**
 * The legal prescription behind each order item as zod schemas (decision 026): the
 * item's stored state, the admin's "original received" call and the emulators' run of
 * the reminder job. The rules themselves are in legal-script.ts (zod-free).
 */
import { z } from 'zod';
import { ESCRIPT_TOKEN_MAX_LENGTH, ESCRIPT_TOKEN_MESSAGES, escriptTokenProblem } from './escript-token.ts';
import type { LegalScript } from './legal-script.ts';
import { MAX_CART_ITEMS } from '../platform/constants.ts';

const IsoDateSchema = z.iso.date();

export const EscriptTokenSchema = z.object({ kind: z.enum(['link', 'code']), value: z.string() });

/**
 * What a form sends as the e-script token: empty for none, else a link or code of the
 * right form (escript-token.ts). The server reads it into its stored form with
 * parseEscriptToken.
 */
export const EscriptTokenFieldSchema = z
  .string()
  .max(ESCRIPT_TOKEN_MAX_LENGTH * 2, ESCRIPT_TOKEN_MESSAGES.tooLong)
  .superRefine((value, ctx) => {
    const problem = escriptTokenProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const LegalScriptSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('token_received'), token: EscriptTokenSchema }),
  z.object({ state: z.literal('original_awaited'), dueDate: IsoDateSchema }),
  z.object({
    state: z.literal('original_received'),
    dueDate: IsoDateSchema,
    receivedOn: IsoDateSchema,
    receivedBy: z.string(),
  }),
  z.object({ state: z.literal('repeat_held'), of: z.string() }),
]) satisfies z.ZodType<LegalScript>;

export const ORIGINAL_RECEIVED_MESSAGES = {
  receivedOn: 'Please enter the date the original script arrived.',
  receivedInFuture: 'The date the original arrived cannot be after today.',
  receivedBeforeOrder: 'The original cannot have arrived before the order request was submitted.',
} as const;

/** POST /api/order-original-received (admins): the paper original of one item arrived on `receivedOn` (Sydney date). */
export const OriginalReceivedRequestSchema = z.object({
  requestId: z.string().trim().min(1),
  itemIndex: z.number().int().min(0).max(MAX_CART_ITEMS - 1),
  receivedOn: z.iso.date({ error: ORIGINAL_RECEIVED_MESSAGES.receivedOn }),
});
export type OriginalReceivedRequest = z.infer<typeof OriginalReceivedRequestSchema>;

/** POST /api/order-original-received, 200: the item's state after the change. */
export const OriginalReceivedResponseSchema = z.object({ success: z.literal(true), legalScript: LegalScriptSchema });
export type OriginalReceivedResponse = z.infer<typeof OriginalReceivedResponseSchema>;

/** POST /api/dev/script-reminders (emulators only): run the reminder job as of `now`. */
export const DevScriptRemindersRequestSchema = z.object({ now: z.iso.datetime({ offset: true }).optional() });

/** POST /api/dev/script-reminders, 200: which order requests were reminded, and of what. */
export const DevScriptRemindersResponseSchema = z.object({
  asOf: z.string(),
  today: z.string(),
  dueSoon: z.array(z.string()),
  overdue: z.array(z.string()),
  failed: z.array(z.string()),
});
export type DevScriptRemindersResponse = z.infer<typeof DevScriptRemindersResponseSchema>;
