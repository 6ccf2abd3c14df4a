import { ADMIN_MESSAGES } from '@pharmacy/shared';
import { ApiRefusal } from '@/lib/reach-api.ts';

export type SyncMessageTone = 'success' | 'error';

/** Spec section 2, literally: a result message is green when it contains the success mark, otherwise red. */
export function syncMessageTone(message: string): SyncMessageTone {
  return message.includes(ADMIN_MESSAGES.syncSuccessMark) ? 'success' : 'error';
}

/** Spec section 8: the server's refusal after "❌ Error: ", anything else (the network) after "❌ Sync failed: ". */
export function syncFailureMessage(error: unknown): string {
  if (error instanceof ApiRefusal) return `${ADMIN_MESSAGES.syncErrorPrefix}${error.message}`;
  return `${ADMIN_MESSAGES.syncNetworkPrefix}${error instanceof Error ? error.message : String(error)}`;
}
