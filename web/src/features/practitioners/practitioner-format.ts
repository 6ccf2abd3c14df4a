/** How the admin screens and the CSV export write a practitioner's dates and status (spec sections 2 and 8). */
import { ADMIN_MESSAGES } from '@pharmacy/shared';
import { formatSydneyDate } from '@/lib/sydney-time.ts';
import type { CreatedAt, PractitionerRow } from './practitioner-row.ts';

/** Day/month/year without padding, e.g. 7/3/1985; '' when not recorded. */
export function formatDob(dob: PractitionerRow['dob']): string {
  return dob ? `${dob.day}/${dob.month}/${dob.year}` : '';
}

/** dd/mm/yyyy in Sydney, the spec's fallbacks when createdAt is not a timestamp; '' when missing. */
export function formatRegistered(createdAt: CreatedAt): string {
  switch (createdAt) {
    case 'missing':
      return '';
    case 'unknown-format':
      return ADMIN_MESSAGES.unknownFormat;
    case 'invalid':
      return ADMIN_MESSAGES.invalidDate;
    default:
      return formatSydneyDate(createdAt);
  }
}

/** A stored word as a label: pending -> Pending, practitioner -> Practitioner. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The dot's colour (spec: green approved, orange pending, red otherwise); the label carries the meaning too. */
export function statusTone(status: string): 'approved' | 'pending' | 'other' {
  return status === 'approved' || status === 'pending' ? status : 'other';
}
