import { Timestamp } from 'firebase-admin/firestore';
import { ACCOUNT_COLLECTIONS } from '@pharmacy/shared';
import type { MailDeliveryError } from '../../platform/mail/mail-errors.ts';
import { db } from '../../platform/firebase.ts';

export type AccountMail = 'welcome' | 'admin-notification' | 'password-reset' | 'practitioner-status' | 'admin-invitation';

export interface AccountMailFailure {
  mail: AccountMail;
  /** null when the e-mail was not about a known account (a password reset is keyed by address). */
  uid: string | null;
  error: MailDeliveryError;
  at: Date;
}

/**
 * accountMailFailures/{auto-id}: which e-mail about which account could not be
 * sent, and the transport's reasons (never addresses or bodies). An audit record
 * for staff and the logs: nothing reads it back or resends the e-mail yet.
 */
export const accountMailFailures = {
  async record({ mail, uid, error, at }: AccountMailFailure): Promise<void> {
    await db().collection(ACCOUNT_COLLECTIONS.accountMailFailures).add({
      mail,
      uid,
      transport: error.transport,
      statusCode: error.statusCode,
      reasons: error.reasons,
      createdAt: Timestamp.fromDate(at),
    });
  },
};
