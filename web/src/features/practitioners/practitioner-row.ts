/** A practitioner's users/{uid} record as the admin screens list it (spec section 3). */
import { UserRecordSchema, effectiveStatus } from '@pharmacy/shared';
// Relative, not '@/': scripts/bench/admin-dashboard.ts runs this module in Node.
import { readStoredTime, type StoredTime } from '@/lib/firestore-values.ts';
import type { CalendarDate } from '@/lib/sydney-time.ts';

/**
 * When the record was created: an instant (epoch ms), or why there is none to show.
 * Records written by hand or by older code may carry anything in createdAt.
 */
export type CreatedAt = StoredTime;

export interface PractitionerRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  /** The stored status; a missing one counts as pending. */
  status: string;
  /** '' when missing. */
  practitionerNumber: string;
  clinicName: string;
  clinicAddress: string;
  /** Null unless year, month and day are all recorded. */
  dob: CalendarDate | null;
  createdAt: CreatedAt;
}

/** The row for a users/{uid} document, or null when the record cannot be read at all. */
export function toPractitionerRow(id: string, data: Record<string, unknown>): PractitionerRow | null {
  const parsed = UserRecordSchema.safeParse(data);
  if (!parsed.success) return null;
  const record = parsed.data;
  const { dobYear, dobMonth, dobDay } = record;
  return {
    id,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    role: record.role,
    status: effectiveStatus(record),
    practitionerNumber: record.practitionerNumber ?? '',
    clinicName: record.clinicName ?? '',
    clinicAddress: record.clinicAddress ?? '',
    dob: dobYear !== undefined && dobMonth !== undefined && dobDay !== undefined ? { year: dobYear, month: dobMonth, day: dobDay } : null,
    createdAt: readStoredTime(data.createdAt),
  };
}

export function fullName(row: Pick<PractitionerRow, 'firstName' | 'lastName'>): string {
  return `${row.firstName} ${row.lastName}`.trim();
}
