/**
 * Today's calendar date in Sydney, worked out independently of the product's own
 * formatting, for tests that expect a date on screen or in an ID. Days are moved by
 * calendar, not by 24 hours, so a daylight-saving change never shifts the answer.
 */
import { TIME_ZONE } from '@pharmacy/shared';

/** YYYY-MM-DD in Sydney, moved by `days` calendar days (negative for the past). */
export function sydneyIsoDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface SydneyDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** English month name, e.g. "September". */
  monthName: string;
  /**
   * Its first three letters, e.g. "Sep". Intl's en-AU data abbreviates some months
   * differently ("June", "Sept"); the product's tables use three letters throughout.
   */
  monthAbbreviation: string;
}

const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

export function sydneyToday(): SydneyDay {
  const [year, month, day] = sydneyIsoDate().split('-').map(Number) as [number, number, number];
  const monthName = MONTH_NAMES[month - 1]!;
  return { year, month, day, monthName, monthAbbreviation: monthName.slice(0, 3) };
}
