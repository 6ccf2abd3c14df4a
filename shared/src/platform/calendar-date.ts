/**
 * Calendar dates written as text, YYYY-MM-DD (a Sydney date, a date of birth, a due
 * date): whether one exists, and how the product shows it (dd/mm/yyyy, spec section 9).
 * Below the features because patients, breaches, courses and the admin's screens all
 * write dates so; the names keep their first use (a date of birth).
 */

/** YYYY-MM-DD, its year, month and day captured. */
export const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether YYYY-MM-DD names a day that exists (no 31 April, 29 February only in leap years). */
export function isCalendarDate(text: string): boolean {
  const match = CALENDAR_DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** YYYY-MM-DD as dd/mm/yyyy (spec section 9); anything else as it is. */
export function formatDateOfBirth(dateOfBirth: string): string {
  const match = CALENDAR_DATE_PATTERN.exec(dateOfBirth);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : dateOfBirth;
}
