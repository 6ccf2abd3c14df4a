import { ENQUIRY_API_PATH, ENQUIRY_MESSAGES } from '@pharmacy/shared';

/** Spec section 8: every refused submission starts with this; the server's reason follows. */
export const ENQUIRY_FAILED = 'Failed to send enquiry.';

/** The server's `error` text, when the body is one of its JSON error bodies. */
async function serverReason(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : null;
    return typeof error === 'string' && error !== '' ? error : null;
  } catch {
    // A proxy's HTML error page, or no body at all.
    return null;
  }
}

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
  const reason = await serverReason(response);
  throw new Error(reason ? `${ENQUIRY_FAILED} ${reason}` : ENQUIRY_FAILED);
}
