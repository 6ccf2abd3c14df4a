/**
 * Calendar dates as the pharmacy sees them: Australia/Sydney, whatever the admin's
 * computer is set to. Days are counted between Sydney midnights, so a day across a
 * daylight-saving change is 23 or 25 hours long.
 */
import { TZDate } from '@date-fns/tz';
import { LOCALE, TIME_ZONE } from '@pharmacy/shared';

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads YYYY-MM-DD, as <input type="date"> gives it; null when empty or malformed. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The instant (epoch ms) of the Sydney midnight that starts `date`, moved by `dayOffset` days. */
export function sydneyMidnight(date: CalendarDate, dayOffset = 0): number {
  return new TZDate(date.year, date.month - 1, date.day + dayOffset, TIME_ZONE).getTime();
}

/** The Sydney calendar date of an instant. */
export function sydneyCalendarDate(instant: number): CalendarDate {
  const inSydney = new TZDate(instant, TIME_ZONE);
  return { year: inSydney.getFullYear(), month: inSydney.getMonth() + 1, day: inSydney.getDate() };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD in Sydney, e.g. for a file name. */
export function sydneyIsoDate(instant: number): string {
  const { year, month, day } = sydneyCalendarDate(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}

const twoDigitDate = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** dd/mm/yyyy in Sydney (spec section 9). */
export function formatSydneyDate(instant: number): string {
  return twoDigitDate.format(instant);
}
