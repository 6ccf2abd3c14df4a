/**
 * Questions on an order as zod schemas (decision 015): the form both POSTs take, a
 * thread message as stored and read back, and the order's summary of its questions
 * (the queue's filter and the refusal of status moves read it).
 */
import { z } from 'zod';
import { MAX_THREAD_TEXT_LENGTH, ORDER_MESSAGE_KINDS, ORDER_QUESTION_MESSAGES } from './order-question.ts';
import { StoredScriptSchema } from '../orders/index.ts';
import { IsoInstantSchema, type InstantSchema } from '../platform/stored-time.ts';

const threadText = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(MAX_THREAD_TEXT_LENGTH, ORDER_QUESTION_MESSAGES.textTooLong);

/** The text fields of POST /api/order-questions (the file is a part of its own). */
export const AskQuestionFieldsSchema = z.object({
  requestId: z.string({ error: ORDER_QUESTION_MESSAGES.invalidForm }).trim().min(1, ORDER_QUESTION_MESSAGES.invalidForm),
  text: threadText(ORDER_QUESTION_MESSAGES.questionRequired),
});
/** The text fields of POST /api/order-answers. */
export const AnswerQuestionFieldsSchema = AskQuestionFieldsSchema.extend({
  text: threadText(ORDER_QUESTION_MESSAGES.answerRequired),
});
export type ThreadMessageFields = z.infer<typeof AskQuestionFieldsSchema>;

/**
 * orderRequests/{requestId}/messages/{messageId}: who wrote what, when, and the file
 * they sent (kept in private Storage, served through /api). The function's record
 * adds the e-mail's state.
 */
export function orderMessageSchema<Instant extends InstantSchema>(instant: Instant) {
  return z.object({
    requestId: z.string(),
    kind: z.enum(ORDER_MESSAGE_KINDS),
    text: z.string(),
    /** From the writer's users record, never from the form. */
    author: z.object({ uid: z.string(), role: z.enum(['admin', 'practitioner']), name: z.string() }),
    attachment: StoredScriptSchema.nullable(),
    createdAt: instant,
  });
}
export const OrderMessageSchema = orderMessageSchema(IsoInstantSchema);
export type OrderMessage = z.infer<typeof OrderMessageSchema>;

/** GET /api/order-threads/{requestId}, 200: the thread, oldest first, each message with its id (its file's address). */
export const OrderThreadReplySchema = z.object({ messages: z.array(z.object({ id: z.string(), message: OrderMessageSchema })) });
export type OrderThreadReply = z.infer<typeof OrderThreadReplySchema>;

/** POST /api/order-questions and /api/order-answers, 201: notified is false when the e-mail failed (the server retries it). */
export const ThreadMessageResponseSchema = z.object({
  success: z.literal(true),
  messageId: z.string(),
  notified: z.boolean(),
});
export type ThreadMessageResponse = z.infer<typeof ThreadMessageResponseSchema>;
