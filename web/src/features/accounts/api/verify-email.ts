import { ACCOUNT_API_PATHS, REGISTRATION_MESSAGES } from '@pharmacy/shared';
import { postJson, replyError } from '@/lib/api-reply.ts';

type VerifyEmailResult = { verified: true; message: string } | { verified: false; message: string };

/** POST /api/verify-email. Never rejects: every failure becomes a message for the page. */
async function verifyEmail(token: string): Promise<VerifyEmailResult> {
  try {
    const reply = await postJson(ACCOUNT_API_PATHS.verifyEmail, { token });
    const body = reply.body as { success?: unknown; message?: unknown } | null;
    if (reply.ok && body?.success === true) {
      return { verified: true, message: typeof body.message === 'string' ? body.message : REGISTRATION_MESSAGES.verificationSucceeded };
    }
    return { verified: false, message: replyError(reply) ?? REGISTRATION_MESSAGES.verificationFailed };
  } catch {
    // fetch itself failed (offline, blocked): the spec shows the same generic message.
    return { verified: false, message: REGISTRATION_MESSAGES.verificationFailed };
  }
}

const verifications = new Map<string, Promise<VerifyEmailResult>>();

/**
 * The token is single-use, so it is posted once per page load whatever React
 * does: StrictMode renders twice and a suspended render starts over, and a
 * second POST would report "already used" over the first one's success.
 */
export function verifyEmailOnce(token: string): Promise<VerifyEmailResult> {
  let verification = verifications.get(token);
  if (verification === undefined) {
    verification = verifyEmail(token);
    verifications.set(token, verification);
  }
  return verification;
}
