/** The overview's numbers and dates as the pharmacy reads them (en-AU). */
import { format } from 'date-fns';
import { LOCALE, parseCalendarDate } from '@pharmacy/shared';

export const formatCount = (count: number) => count.toLocaleString(LOCALE);

/**
 * A Sydney date (YYYY-MM-DD) as "3 Nov", three letters like the product's other dates
 * (Intl's en-AU would write "Sept"). A calendar date, not an instant: read and written
 * in the browser's own zone, so no time zone moves it.
 */
export function formatDay(date: string): string {
  const parsed = parseCalendarDate(date);
  return parsed ? format(new Date(parsed.year, parsed.month - 1, parsed.day), 'd MMM') : date;
}

/** "3 Nov – 9 Nov"; one day alone when both are the same. */
export const formatDays = ({ from, to }: { from: string; to: string }) => (from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`);

const MINUTES_PER_DAY = 24 * 60;

/** A duration in whole minutes, largest units first: "45 min", "3 h 20 min", "2 days 4 h". */
export function formatMinutes(total: number): string {
  const minutes = Math.round(total);
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const hours = Math.floor((minutes % MINUTES_PER_DAY) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}${hours > 0 ? ` ${hours} h` : ''}`;
  if (hours > 0) return `${hours} h${rest > 0 ? ` ${rest} min` : ''}`;
  return `${rest} min`;
}
