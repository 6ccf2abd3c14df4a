/** Test helper: practitioners' users records, as the status change, its e-mail and the CSV export read them. */
import type { UserRecord } from '@pharmacy/shared';

/** Ada Lim, a practitioner whose e-mail is verified and who has no status yet (pending). */
export function practitionerRecord(overrides: Partial<UserRecord> = {}): UserRecord {
  return { firstName: 'Ada', lastName: 'Lim', email: 'ada@clinic.test', role: 'practitioner', emailVerified: true, ...overrides };
}
