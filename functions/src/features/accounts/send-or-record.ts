import * as logger from 'firebase-functions/logger';
import type { AccountMail } from './account-mail-failures.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { errorMessage } from '../../platform/error-message.ts';
import { MailDeliveryError } from '../../platform/mail/mail.ts';
import type { AccountDeps } from './deps.ts';

/**
 * Sends an e-mail whose failure must not fail the request (the account has already
 * changed, or the answer must not differ): a failed delivery is recorded in
 * accountMailFailures for staff to follow up (nothing resends it automatically yet),
 * and sendMail has already logged the transport's reasons. Resolves whether it was sent.
 */
export async function sendOrRecord(
  deps: Pick<AccountDeps, 'sendMail' | 'mailFailures'>,
  mail: AccountMail,
  uid: string | null,
  message: MailMessage,
  at: Date,
): Promise<boolean> {
  try {
    await deps.sendMail(message);
    return true;
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    try {
      await deps.mailFailures.record({ mail, uid, error, at });
    } catch (recordError) {
      logger.error('Could not record an account e-mail that failed', { mail, uid, error: errorMessage(recordError) });
    }
    return false;
  }
}
