/**
 * The repeats an order item's prescription authorises (decision 052): the cart's field
 * and its limit. The course kept on the items (supplies, next supplies) is
 * item-course-schema.ts; the rules over it are the courses feature's. zod-free.
 */

export const MAX_REPEATS = 11;
/** What a cart item's repeats field says when it is not 0 to MAX_REPEATS (COURSE_MESSAGES.repeats). */
export const REPEATS_MESSAGE = `Repeats are a whole number from 0 to ${MAX_REPEATS}.`;
