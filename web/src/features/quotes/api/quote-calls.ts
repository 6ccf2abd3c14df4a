import { useMutation } from '@tanstack/react-query';
import { QUOTE_API_PATHS, QuoteResponseSchema, type QuoteAnswerRequest, type QuoteResponse, type RepriceRequest } from '@pharmacy/shared';
import { postJson, replyBody } from '@/lib/api-reply.ts';
import { reachApi } from '@/lib/reach-api.ts';

/** POST /api/order-quotes: the admin's new unit price (in dollars, as typed) and its reason. Rejects with the text to show. */
async function repriceLine(request: RepriceRequest): Promise<QuoteResponse> {
  const reply = await reachApi((idToken) => postJson(QUOTE_API_PATHS.reprice, request, idToken), { prefix: 'The line was not re-priced: ' });
  return replyBody(reply, QuoteResponseSchema);
}

/** POST /api/order-quote-answers: the prescriber's (or the preparing staff member's) accept or decline. */
async function answerQuote(request: QuoteAnswerRequest): Promise<QuoteResponse> {
  const reply = await reachApi((idToken) => postJson(QUOTE_API_PATHS.answer, request, idToken), { prefix: 'Your answer was not saved: ' });
  return replyBody(reply, QuoteResponseSchema);
}

export function useRepriceLine(onDone: () => Promise<unknown>) {
  return useMutation({ mutationFn: repriceLine, onSettled: onDone });
}

export function useAnswerQuote(onDone: () => Promise<unknown>) {
  return useMutation({ mutationFn: answerQuote, onSettled: onDone });
}
