import { ENQUIRY_API_PATH, ENQUIRY_MESSAGES } from '@pharmacy/shared';
import { replyError } from '@/lib/api-reply-body.ts';
import { sendForm, UploadError, type SendFormOptions } from '@/lib/send-form.ts';
import { uploadFailureMessage } from '@/lib/upload-messages.ts';

/** Spec section 8: every refused submission starts with this; the server's reason follows. */
const ENQUIRY_FAILED = 'Failed to send enquiry.';

/**
 * POST /api/enquiry with the form as multipart, reporting its progress. Resolves once
 * the server has stored it; otherwise rejects with the message to show the visitor.
 */
export async function submitEnquiry(form: FormData, options: Pick<SendFormOptions, 'signal' | 'onProgress'> = {}): Promise<void> {
  let reply: Awaited<ReturnType<typeof sendForm>>;
  try {
    reply = await sendForm(ENQUIRY_API_PATH, form, options);
  } catch (error) {
    const message = error instanceof UploadError ? uploadFailureMessage(error.reason, ENQUIRY_MESSAGES.network) : ENQUIRY_MESSAGES.network;
    throw new Error(message, { cause: error });
  }
  if (reply.ok) return;
  // The server's reason, when the body is one of its JSON error bodies (not a proxy's HTML page).
  const reason = replyError(reply);
  throw new Error(reason ? `${ENQUIRY_FAILED} ${reason}` : ENQUIRY_FAILED);
}
