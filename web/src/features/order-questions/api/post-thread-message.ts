import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiErrorBodySchema,
  ORDER_QUESTION_API_PATHS,
  ORDER_QUESTION_FIELDS,
  ThreadMessageResponseSchema,
  type OrderMessageKind,
} from '@pharmacy/shared';
import { postForm, type ApiReply } from '@/lib/api-reply.ts';
import { ApiRefusal, reachApi } from '@/lib/reach-api.ts';
import { ORDER_THREAD_QUERY_KEY } from './get-order-thread.ts';
import { AWAITING_ANSWER_QUERY_KEY } from './get-orders-awaiting-answer.ts';

export interface ThreadMessagePost {
  kind: OrderMessageKind;
  requestId: string;
  text: string;
  file: File | null;
}

/** Where the server's refusal belongs: beside the text, beside the file, or under the form. */
export class ThreadPostError extends Error {
  constructor(
    message: string,
    readonly field: 'text' | 'file' | null,
  ) {
    super(message);
    this.name = 'ThreadPostError';
  }
}

const FILE_CODES = new Set(['unsupported_file_type', 'file_too_large']);

/** Sends a question (admin) or an answer (practitioner); resolves whether the e-mail went, or rejects with a ThreadPostError. */
async function postThreadMessage({ kind, requestId, text, file }: ThreadMessagePost): Promise<{ notified: boolean }> {
  const form = new FormData();
  form.append(ORDER_QUESTION_FIELDS.requestId, requestId);
  form.append(ORDER_QUESTION_FIELDS.text, text);
  if (file) form.append(ORDER_QUESTION_FIELDS.file, file, file.name);
  const path = kind === 'question' ? ORDER_QUESTION_API_PATHS.ask : ORDER_QUESTION_API_PATHS.answer;
  let reply: ApiReply;
  try {
    reply = await reachApi((idToken) => postForm(path, form, idToken));
  } catch (error) {
    if (!(error instanceof ApiRefusal)) {
      throw new ThreadPostError(`We couldn't reach our server. Please check your internet connection and try again. (${error instanceof Error ? error.message : String(error)})`, null);
    }
    const refusal = ApiErrorBodySchema.safeParse(error.reply.body);
    if (!refusal.success) throw new ThreadPostError(`The server answered ${error.reply.status}. Please try again.`, null);
    const { error: reason, code, issues } = refusal.data;
    const field = FILE_CODES.has(code) ? 'file' : issues?.[0]?.path === ORDER_QUESTION_FIELDS.text ? 'text' : null;
    throw new ThreadPostError(reason, field);
  }
  const sent = ThreadMessageResponseSchema.safeParse(reply.body);
  if (sent.success) return { notified: sent.data.notified };
  throw new ThreadPostError(`The server answered ${reply.status}. Please try again.`, null);
}

/** `onPosted` refreshes what the screen around the thread shows of the order (its list and detail). */
export function usePostThreadMessage(onPosted: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postThreadMessage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDER_THREAD_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: AWAITING_ANSWER_QUERY_KEY }),
        onPosted(),
      ]),
  });
}
