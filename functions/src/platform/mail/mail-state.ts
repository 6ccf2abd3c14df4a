/**
 * The state of one e-mail, kept on the document it is about (an enquiry, an order
 * request): a failed delivery is recorded there and retried by the scheduled job
 * (mail-retry.ts) instead of being lost, and a sent one is never sent again.
 */
import type { z } from 'zod';
import { errorMessage } from '../error-message.ts';
import type { StoredMailStateSchema } from './stored-mail-state.ts';

/** Tries per e-mail (the first one and the retries, every 15 minutes) before giving up. */
export const MAX_MAIL_ATTEMPTS = 20;

/** One e-mail's state; its schema, which reads it back from a document, is in stored-mail-state.ts. */
export type MailState = z.output<typeof StoredMailStateSchema>;

/** Not tried yet: if the instance dies before trying, the retry job still sends it. */
export const pendingMail = (): MailState => ({ status: 'pending', attempts: 0, error: null, lastAttemptAt: null });

/** Whether any of the e-mails is still unsent and has tries left. */
export function needsResend(states: Iterable<MailState>): boolean {
  return [...states].some((state) => state.status !== 'sent' && state.attempts < MAX_MAIL_ATTEMPTS);
}

/**
 * Sends one e-mail unless it was sent already and returns its new state. `send`
 * builds and hands over the message; whatever it throws counts as a failed attempt.
 */
export async function attemptMail(previous: MailState, send: () => Promise<void>, now: Date): Promise<MailState> {
  if (previous.status === 'sent') return previous;
  const attempt = { attempts: previous.attempts + 1, lastAttemptAt: now };
  try {
    await send();
    return { status: 'sent', error: null, ...attempt };
  } catch (error) {
    // MailDeliveryError messages carry no body; a Storage error names a path at most.
    return { status: 'failed', error: errorMessage(error), ...attempt };
  }
}
