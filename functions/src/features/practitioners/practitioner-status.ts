/**
 * Which status changes an admin may confirm (spec section 4: any status may follow
 * any other), checked inside the transaction that writes the new status.
 */
import { type UserRecord, type UserStatus } from '@pharmacy/shared';

export type StatusChangeRefusal = 'not_practitioner' | 'email_unverified';

export function statusChangeRefusal(record: UserRecord, to: UserStatus): StatusChangeRefusal | null {
  // Admins' records are not practitioner registrations; their access is not a status.
  if (record.role !== 'practitioner') return 'not_practitioner';
  // Only the server sets emailVerified, after the verification link was opened: an
  // approval must never give an unproven address access to patients' prescriptions.
  if (to === 'approved' && record.emailVerified !== true) return 'email_unverified';
  return null;
}
