/**
 * Schedule 8 (controlled drug) items (issue 24 part 3, decision 042). In NSW a
 * compounded S8 for a person is supplied only on a prescription that carries the NSW
 * Health authority number issued to the prescriber for that patient and medicine, and
 * an S8 prescription without a repeat interval allows only the first supply. It must be
 * the legal prescription itself: an e-script token or the posted original, never an
 * uploaded image alone (an advance copy).
 *
 * The server decides whether an item is S8 from its own catalogue at submission and
 * copies the schedule onto the order; the form asks the same questions beforehand.
 * zod-free (the wire fields are in order-schema.ts).
 */
import type { FormulaSchedule } from '../catalogue/formula-kind.ts';
import type { ScriptMethod } from './order.ts';

/**
 * NSW Health's patient-specific approval reference, as its pages show it on a
 * prescription: "Ref. No. AU" and the number. We take AU followed by 6 to 10 digits or
 * letters, with or without the "Ref. No." words, spaces or hyphens, in any case, and
 * keep it as AU and the characters in capitals (e.g. AU123456).
 */
const AUTHORITY_NUMBER = /^AU[0-9A-Z]{6,10}$/;
const AUTHORITY_PREFIX = /^ref\.?\s*no\.?\s*[:#]?\s*/i;
const AUTHORITY_SEPARATORS = /[\s-]+/g;

/** Longest authority text the field takes (a number with its "Ref. No." words is far shorter). */
export const S8_AUTHORITY_MAX_LENGTH = 40;
/** The repeat interval in whole days: from one day to a year. */
export const S8_REPEAT_INTERVAL_MIN_DAYS = 1;
export const S8_REPEAT_INTERVAL_MAX_DAYS = 365;

export const S8_MESSAGES = {
  authorityLabel: 'NSW Health authority number',
  authorityHint: 'The approval reference for this patient and medicine, as on the prescription (e.g. AU123456).',
  intervalLabel: 'Repeat interval (days)',
  intervalHint: 'The interval between supplies written on the prescription, in whole days.',
  notice: 'Schedule 8 (controlled drug): the NSW Health authority number and the repeat interval are required, and the prescription must be an e-script token or the posted original.',
  authorityMissing: 'Please enter the NSW Health authority number for this patient and medicine: a Schedule 8 item cannot be supplied without it.',
  authorityFormat: 'A NSW Health authority number is AU followed by 6 to 10 letters or digits, as on the approval (e.g. AU123456).',
  intervalMissing: 'Please enter the repeat interval in days: without it a Schedule 8 prescription allows only the first supply.',
  intervalFormat: `The repeat interval is a whole number of days from ${S8_REPEAT_INTERVAL_MIN_DAYS} to ${S8_REPEAT_INTERVAL_MAX_DAYS}.`,
  uploadAlone:
    'A Schedule 8 item needs its e-script token or the posted original: an uploaded image is only an advance copy, and the pharmacy cannot supply a controlled drug from it. Paste the token, or choose Send Via Mail.',
  mark: 'S8 controlled drug',
} as const;

export const S8_ERROR_CODES = {
  authorityRequired: 's8_authority_required',
  intervalRequired: 's8_interval_required',
  legalPrescriptionRequired: 's8_token_or_original_required',
} as const;

/** The authority number in its stored form (AU123456), or null when the text is none. */
export function parseNswAuthorityNumber(input: string): string | null {
  const text = input.trim();
  if (text === '' || text.length > S8_AUTHORITY_MAX_LENGTH) return null;
  const number = text.replace(AUTHORITY_PREFIX, '').replace(AUTHORITY_SEPARATORS, '').toUpperCase();
  return AUTHORITY_NUMBER.test(number) ? number : null;
}

/** Why a typed authority number would be refused, or null when it is empty or one. */
export function nswAuthorityProblem(input: string): string | null {
  return input.trim() === '' || parseNswAuthorityNumber(input) ? null : S8_MESSAGES.authorityFormat;
}

export const isRepeatInterval = (days: number) =>
  Number.isInteger(days) && days >= S8_REPEAT_INTERVAL_MIN_DAYS && days <= S8_REPEAT_INTERVAL_MAX_DAYS;

/**
 * Whether an item needs the S8 prescription details. Every patient is a person until
 * animal patients arrive (issue 24 part 2): that part adds the patient's kind here.
 */
export const needsS8Prescription = (schedule: FormulaSchedule | null | undefined) => schedule === 'S8';

/** What the S8 rules look at in one item, on the form or on the wire. */
export interface S8ItemFacts {
  schedule: FormulaSchedule | null | undefined;
  scriptMethod: ScriptMethod;
  /** '' for none. */
  escriptToken: string;
  /** As typed; '' for none. */
  authorityNumber: string;
  /** null when not given. */
  repeatIntervalDays: number | null;
}

/** The S8 refusal an item meets, in the order the form shows its fields; null when it has none. */
export function s8ItemProblem(item: S8ItemFacts): { code: string; message: string } | null {
  if (!needsS8Prescription(item.schedule)) return null;
  if (item.authorityNumber.trim() === '') return { code: S8_ERROR_CODES.authorityRequired, message: S8_MESSAGES.authorityMissing };
  if (!parseNswAuthorityNumber(item.authorityNumber)) return { code: S8_ERROR_CODES.authorityRequired, message: S8_MESSAGES.authorityFormat };
  if (item.repeatIntervalDays === null) return { code: S8_ERROR_CODES.intervalRequired, message: S8_MESSAGES.intervalMissing };
  if (!isRepeatInterval(item.repeatIntervalDays)) return { code: S8_ERROR_CODES.intervalRequired, message: S8_MESSAGES.intervalFormat };
  if (item.scriptMethod === 'upload' && item.escriptToken.trim() === '') {
    return { code: S8_ERROR_CODES.legalPrescriptionRequired, message: S8_MESSAGES.uploadAlone };
  }
  return null;
}

/** What an S8 item keeps of its prescription: the authority number (stored form) and the repeat interval. */
export interface S8Prescription {
  authorityNumber: string;
  repeatIntervalDays: number;
}

/** "Authority AU123456 · repeat every 28 days": one line for the pharmacy's screens. */
export function s8PrescriptionText(prescription: S8Prescription): string {
  const days = prescription.repeatIntervalDays === 1 ? '1 day' : `${prescription.repeatIntervalDays} days`;
  return `NSW Health authority ${prescription.authorityNumber} · repeat interval ${days}`;
}
