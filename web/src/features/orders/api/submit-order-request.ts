import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_API_PATHS, ORDER_FORM_FIELDS, ORDER_IDEMPOTENCY_HEADER, ORDER_MESSAGES, SubmitOrderResponseSchema, type Payer } from '@pharmacy/shared';
import { replyError, type ApiReply } from '@/lib/api-reply.ts';
import { ApiRefusal, reachApi } from '@/lib/reach-api.ts';
import { sendForm, UploadError, type SendFormOptions } from '@/lib/send-form.ts';
import { UPLOAD_MESSAGES } from '@/lib/upload-messages.ts';
import { scriptsToUpload, toCartPayload, totalQuantity, type CartItem } from '../cart.ts';
import { ORDER_HISTORY_QUERY_KEY } from './get-order-history.ts';

export interface OrderSubmission {
  cart: readonly CartItem[];
  /** The form's Notes as they stand when the request is sent. */
  notes: string;
  /** Who pays (decision 081): sent only when it is the clinic's account; the server checks the account is open. */
  payer?: Payer;
  /** The same for every try of this cart, so the pharmacy gets one order (submission-key.ts). */
  idempotencyKey: string;
  /** Cancel and the progress bar (decision 030). */
  upload?: Pick<SendFormOptions, 'signal' | 'onProgress'>;
}

/**
 * The multipart body of POST /api/submit-practitioner-request. Only what the server
 * reads: it takes the practitioner's identity and clinic from the token and their
 * record, never from the form, so the spec's identity fields are not sent.
 */
export function orderRequestForm({ cart, notes, payer }: Pick<OrderSubmission, 'cart' | 'notes' | 'payer'>): FormData {
  const form = new FormData();
  form.append(ORDER_FORM_FIELDS.cart, JSON.stringify(cart.map(toCartPayload)));
  form.append(ORDER_FORM_FIELDS.totalItems, String(totalQuantity(cart)));
  form.append(ORDER_FORM_FIELDS.notes, notes.trim());
  if (payer === 'clinic') form.append(ORDER_FORM_FIELDS.payer, payer);
  // The server pairs the files with the upload items by order.
  for (const file of scriptsToUpload(cart)) form.append(ORDER_FORM_FIELDS.scriptFile, file, file.name);
  return form;
}

/** What to tell the practitioner when no answer came back. */
function noAnswerMessage(error: unknown): string {
  // A cancel is not a failure; anything else is the spec's words.
  return error instanceof UploadError && error.reason === 'cancelled' ? UPLOAD_MESSAGES.cancelled : ORDER_MESSAGES.submitFailed;
}

/**
 * Sends the cart, reporting the upload's progress; resolves the request ID, or rejects
 * with what to tell the practitioner. A retry of the same cart sends the same
 * Idempotency-Key, so a try whose answer was lost or cancelled late never makes a second order.
 */
export async function submitOrderRequest(submission: OrderSubmission): Promise<string> {
  let reply: ApiReply;
  try {
    reply = await reachApi((idToken) => {
      const headers = { Authorization: `Bearer ${idToken}`, [ORDER_IDEMPOTENCY_HEADER]: submission.idempotencyKey };
      return sendForm(ORDER_API_PATHS.submit, orderRequestForm(submission), { ...submission.upload, headers });
    });
  } catch (error) {
    if (error instanceof ApiRefusal) {
      // The spec's message, then the server's reason when it gave one (which file, which item).
      const reason = replyError(error.reply);
      throw new Error(reason ? `${ORDER_MESSAGES.submitFailed} ${reason}` : ORDER_MESSAGES.submitFailed, { cause: error });
    }
    // Offline, cancelled, or signed out in another tab: no answer from the pharmacy (reachApi keeps the reason as the cause).
    throw new Error(noAnswerMessage(error instanceof Error ? error.cause : error), { cause: error });
  }
  const parsed = SubmitOrderResponseSchema.safeParse(reply.body);
  if (parsed.success) return parsed.data.requestId;
  throw new Error(ORDER_MESSAGES.submitFailed);
}

/** `send`: what the cart's button does instead of submitting (a staff member's draft, decision 045). */
export function useSubmitOrderRequest(send: (submission: OrderSubmission) => Promise<string> = submitOrderRequest) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Not paused while the browser says it is offline: the practitioner is told so at once
    // and keeps the cart (decision 030); React Query would otherwise wait, showing "Submitting...".
    networkMode: 'always',
    // The new request belongs at the top of My Requests.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDER_HISTORY_QUERY_KEY }),
  });
}
