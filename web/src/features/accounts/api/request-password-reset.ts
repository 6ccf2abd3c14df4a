import { ACCOUNT_API_PATHS } from '@pharmacy/shared';
import { postJson, replyError } from '@/lib/api-reply.ts';
import { PASSWORD_RESET_MESSAGES } from '../password-reset-messages.ts';

/**
 * POST /api/password-reset. The server answers the same for known and unknown
 * addresses, so the page cannot be used to find out who has an account.
 * Throws with a sentence for the form when the request fails.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  let reply;
  try {
    reply = await postJson(ACCOUNT_API_PATHS.passwordReset, { email });
  } catch (error) {
    throw new Error(PASSWORD_RESET_MESSAGES.network, { cause: error });
  }
  if (!reply.ok) throw new Error(replyError(reply) ?? PASSWORD_RESET_MESSAGES.requestFailed);
}
