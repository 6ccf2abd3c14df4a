/** A practitioner's users/{uid} record as the admin screens list it (spec section 3). */
import { UserRecordSchema, effectiveStatus } from '@pharmacy/shared';
import type { CalendarDate } from './sydney-dates.ts';

/**
 * When the record was created: an instant (epoch ms), or why there is none to show.
 * Records written by hand or by older code may carry anything in createdAt.
 */
export type CreatedAt = number | 'missing' | 'unknown-format' | 'invalid';

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

// Beyond these, Date cannot represent the instant.
const LATEST_INSTANT = 8.64e15;

/** Reads a Firestore Timestamp (or a {seconds, nanoseconds} map written by hand) without the SDK. */
export function readCreatedAt(value: unknown): CreatedAt {
  if (value === undefined || value === null) return 'missing';
  if (typeof value !== 'object' || !('seconds' in value)) return 'unknown-format';
  const { seconds } = value;
  const nanoseconds = 'nanoseconds' in value && typeof value.nanoseconds === 'number' ? value.nanoseconds : 0;
  if (typeof seconds !== 'number') return 'invalid';
  const instant = seconds * 1000 + Math.floor(nanoseconds / 1e6);
  return Number.isFinite(instant) && Math.abs(instant) <= LATEST_INSTANT ? instant : 'invalid';
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
    createdAt: readCreatedAt(data.createdAt),
  };
}

export function fullName(row: Pick<PractitionerRow, 'firstName' | 'lastName'>): string {
  return `${row.firstName} ${row.lastName}`.trim();
}
