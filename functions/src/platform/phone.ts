/**
 * Australian phone numbers, for enquiries and patients. The full ("max") metadata
 * checks each number against the real numbering plan, not just its length, so a typo
 * such as a missing digit is caught while the person is still on the form.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** E.164 (+61412345678) for a valid Australian number in any common notation, else null. */
export function toAustralianE164(input: string): string | null {
  const number = parsePhoneNumberFromString(input, 'AU');
  if (!number?.isValid() || number.country !== 'AU') return null;
  return number.number;
}
