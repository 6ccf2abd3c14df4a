import { ENQUIRY_API_PATH, ENQUIRY_MESSAGES } from '@pharmacy/shared';
import { readReply, replyError } from '@/lib/api-reply.ts';

/** Spec section 8: every refused submission starts with this; the server's reason follows. */
const ENQUIRY_FAILED = 'Failed to send enquiry.';

/**
 * POST /api/enquiry with the form as multipart. Resolves once the server has
 * stored it; otherwise rejects with the message to show the visitor.
 */
export async function submitEnquiry(form: FormData): Promise<void> {
  let response: Response;
  try {
    response = await fetch(ENQUIRY_API_PATH, { method: 'POST', body: form });
  } catch {
    throw new Error(ENQUIRY_MESSAGES.network);
  }
  if (response.ok) return;
  // The server's reason, when the body is one of its JSON error bodies (not a proxy's HTML page).
  const reason = replyError(await readReply(response));
  throw new Error(reason ? `${ENQUIRY_FAILED} ${reason}` : ENQUIRY_FAILED);
}
