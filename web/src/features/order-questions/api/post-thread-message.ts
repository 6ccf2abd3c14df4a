import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiErrorBodySchema,
  ORDER_QUESTION_API_PATHS,
  ORDER_QUESTION_FIELDS,
  ThreadMessageResponseSchema,
  type OrderMessageKind,
} from '@pharmacy/shared';
import { postForm } from '@/lib/api-reply.ts';
import { currentIdToken } from '@/lib/current-id-token.ts';
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
  let reply: Awaited<ReturnType<typeof postForm>>;
  try {
    reply = await postForm(path, form, await currentIdToken());
  } catch (error) {
    throw new ThreadPostError(`We couldn't reach our server. Please check your internet connection and try again. (${error instanceof Error ? error.message : String(error)})`, null);
  }
  const sent = ThreadMessageResponseSchema.safeParse(reply.body);
  if (reply.ok && sent.success) return { notified: sent.data.notified };
  const refusal = ApiErrorBodySchema.safeParse(reply.body);
  if (!refusal.success) throw new ThreadPostError(`The server answered ${reply.status}. Please try again.`, null);
  const { error, code, issues } = refusal.data;
  const field = FILE_CODES.has(code) ? 'file' : issues?.[0]?.path === ORDER_QUESTION_FIELDS.text ? 'text' : null;
  throw new ThreadPostError(error, field);
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
