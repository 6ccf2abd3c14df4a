/**
 * The admin actions that need a sign-in within the last 30 minutes (decision 022):
 * when the server answers recent_sign_in_required, the portal asks the person to sign
 * in again (password and code) over the screen, keeping whatever they had staged, then
 * sends the same request once more with the new sign-in's token.
 *
 * The dialog lives in the auth feature and registers itself here (app/ mounts it);
 * features call withRecentSignIn without knowing about it (decision 014).
 */
import { SIGN_IN_SECURITY_CODES } from '@pharmacy/shared';
import type { readReply } from './api-reply.ts';

type ApiReply = Awaited<ReturnType<typeof readReply>>;

/** Resolves true once the person has signed in again, false if they cancelled. */
export type ConfirmSignIn = () => Promise<boolean>;

let confirmSignIn: ConfirmSignIn | null = null;

/** Called by the sign-in dialog on mount; returns its own removal. */
export function registerRecentSignIn(confirm: ConfirmSignIn): () => void {
  confirmSignIn = confirm;
  return () => {
    if (confirmSignIn === confirm) confirmSignIn = null;
  };
}

export function needsRecentSignIn(reply: ApiReply): boolean {
  return reply.status === 401 && (reply.body as { code?: unknown } | null)?.code === SIGN_IN_SECURITY_CODES.recentSignInRequired;
}

/**
 * Sends a request (`send` fetches a fresh ID token each time); if the server wants a
 * fresh sign-in, asks for it and sends once more. Without a dialog, or when the person
 * cancels, the server's refusal is returned as it came, for the screen to show.
 */
export async function withRecentSignIn(send: () => Promise<ApiReply>): Promise<ApiReply> {
  const reply = await send();
  if (!needsRecentSignIn(reply) || confirmSignIn === null) return reply;
  return (await confirmSignIn()) ? send() : reply;
}
