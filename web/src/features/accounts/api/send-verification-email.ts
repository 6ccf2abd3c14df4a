import { ACCOUNT_API_PATHS, type PendingRegistration } from '@pharmacy/shared';
import { postJson } from '@/lib/api-reply.ts';
import { refusalText } from '@/lib/reach-api.ts';

/** The server answered but sent no e-mail; `detail` is its error, or else its status (spec section 8). */
export class VerificationEmailError extends Error {
  constructor(readonly detail: string) {
    super(`Sending the verification e-mail failed: ${detail}`);
    this.name = 'VerificationEmailError';
  }
}

/**
 * POST /api/send-verification-email as the signed-in account. With the
 * registration details it stores them and sends the first link; without, the
 * server resends using the details it stored. A network failure rejects with
 * fetch's TypeError.
 */
export async function sendVerificationEmail(idToken: string, registration?: PendingRegistration): Promise<void> {
  const reply = await postJson(ACCOUNT_API_PATHS.sendVerificationEmail, registration ?? {}, idToken);
  if (!reply.ok) throw new VerificationEmailError(refusalText(reply));
}
