/**
 * Order request IDs people can read out on the phone: HC-YYMMDD-XXXX, the day in
 * Sydney and four random characters. Random rather than counted, so concurrent
 * submissions share no counter document to fight over; the order is created only if
 * its ID is free, and a taken one is retried with new characters (order-submission.ts).
 * 32^4 (about a million) codes a day make a retry rare.
 */
import { randomInt } from 'node:crypto';
import { LOCALE, TIME_ZONE } from '@pharmacy/shared';

/** Crockford's base32 without I, L, O and U: no character reads like another (1/I/L, 0/O) or spells a word. */
export const REQUEST_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REQUEST_CODE_LENGTH = 4;
const PREFIX = 'HC';

export function randomRequestCode(): string {
  return Array.from({ length: REQUEST_CODE_LENGTH }, () => REQUEST_CODE_ALPHABET[randomInt(REQUEST_CODE_ALPHABET.length)]).join('');
}

const sydneyDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
});

/** `HC-YYMMDD-{code}` with the date of `at` in Sydney. */
export function orderRequestId(at: Date, code: string): string {
  const parts = Object.fromEntries(sydneyDate.formatToParts(at).map((part) => [part.type, part.value]));
  return `${PREFIX}-${parts.year}${parts.month}${parts.day}-${code}`;
}

const REQUEST_ID = new RegExp(`^${PREFIX}-\\d{6}-[${REQUEST_CODE_ALPHABET}]{${REQUEST_CODE_LENGTH}}$`);

/** Whether the text has the shape of a request ID (whether or not such an order exists). */
export function isOrderRequestId(text: string): boolean {
  return REQUEST_ID.test(text);
}
