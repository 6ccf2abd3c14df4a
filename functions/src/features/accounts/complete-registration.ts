/**
 * The end of a registration, shared by e-mail verification and onboarding at login:
 * the user record, then the e-mails about it.
 */
import type { PendingRegistration } from '@pharmacy/shared';
import { newRegistrationMail, welcomeMail } from './account-mail.ts';
import type { AccountDeps } from './deps.ts';
import { sendOrRecord } from './send-or-record.ts';

/**
 * Creates users/{uid} (pending, e-mail verified) unless a record exists, forgets the
 * pending details, and on creation welcomes the practitioner and tells the admin
 * team. A failed e-mail does not undo any of it. Returns whether the record was created.
 */
export async function completeRegistration(
  deps: AccountDeps,
  registration: PendingRegistration,
  at: Date,
): Promise<boolean> {
  const created = await deps.practitionerRecords.createIfMissing(registration);
  await deps.pendingRegistrations.delete(registration.uid);
  if (created) {
    const { appOrigin, pharmacyEmail } = deps.settings();
    await Promise.all([
      sendOrRecord(deps, 'welcome', registration.uid, welcomeMail(registration, appOrigin), at),
      sendOrRecord(
        deps,
        'admin-notification',
        registration.uid,
        newRegistrationMail(registration.uid, pharmacyEmail, appOrigin),
        at,
      ),
    ]);
  }
  return created;
}
