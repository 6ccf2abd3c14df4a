import { LOCALE } from '@pharmacy/shared';

const kilobytes = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const megabytes = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** A file's size the way people say it: 512 bytes, 34 KB, 2.5 MB (1 KB = 1024 bytes, as MAX_ATTACHMENT_LABEL counts). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${kilobytes.format(bytes / 1024)} KB`;
  return `${megabytes.format(bytes / (1024 * 1024))} MB`;
}
