import { ADMIN_MESSAGES, LOCALE, TIME_ZONE } from '@pharmacy/shared';

// Spec section 9: dd/mm/yyyy with two-digit day and month, 12-hour time, Sydney time.
const sydneyDate = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const sydneyTime = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });

/** An ISO instant as the pharmacy reads it: "05/03/2025 2:04 pm", Sydney time. */
export function formatSydneyDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return ADMIN_MESSAGES.invalidDate;
  return `${sydneyDate.format(date)} ${sydneyTime.format(date)}`;
}

const kilobytes = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const megabytes = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** A file's size the way people say it: 512 bytes, 34 KB, 2.5 MB (1 KB = 1024 bytes, as MAX_ATTACHMENT_LABEL counts). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${kilobytes.format(bytes / 1024)} KB`;
  return `${megabytes.format(bytes / (1024 * 1024))} MB`;
}
