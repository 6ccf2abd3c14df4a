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
import type { FormulaSchedule } from '../catalogue/index.ts';
import type { ScriptMethod } from './order.ts';
import type { PatientKind } from '../patients/index.ts';

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
  /** The form's notice for an S8 formula chosen for an animal (decision 048). */
  animalNotice:
    'Schedule 8 (controlled drug) for an animal: no NSW Health authority is needed, but the repeat interval is required, and the prescription must be an e-script token or the posted original.',
  /** The pharmacy's line for an animal's S8 item, where a person's shows the authority. */
  animalNoAuthority: 'For an animal: no NSW Health authority needed',
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
 * Whether an item is Schedule 8 and so needs its S8 prescription details: for any patient
 * the repeat interval and the legal prescription itself (an e-script token or the posted
 * original); for a person also the NSW Health authority (needsS8Authority, decision 048).
 */
export const needsS8Prescription = (schedule: FormulaSchedule | null | undefined) => schedule === 'S8';

/**
 * Whether an S8 item needs the NSW Health authority number: a person's only. The NSW
 * authority to prescribe a drug of addiction is issued for a person; a veterinarian
 * prescribing an S8 for an animal needs none (decision 048).
 */
export const needsS8Authority = (schedule: FormulaSchedule | null | undefined, patientKind: PatientKind = 'person') =>
  needsS8Prescription(schedule) && patientKind === 'person';

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
  /** The item's patient: a person when absent (no patient chosen yet, or an older order). */
  patientKind?: PatientKind | undefined;
}

/** A person's S8 item without a NSW Health authority number of the right form; an animal's needs none. */
function authorityProblem(item: S8ItemFacts): { code: string; message: string } | null {
  if (!needsS8Authority(item.schedule, item.patientKind)) return null;
  if (item.authorityNumber.trim() === '') return { code: S8_ERROR_CODES.authorityRequired, message: S8_MESSAGES.authorityMissing };
  if (!parseNswAuthorityNumber(item.authorityNumber)) return { code: S8_ERROR_CODES.authorityRequired, message: S8_MESSAGES.authorityFormat };
  return null;
}

/** The S8 refusal an item meets, in the order the form shows its fields; null when it has none. */
export function s8ItemProblem(item: S8ItemFacts): { code: string; message: string } | null {
  if (!needsS8Prescription(item.schedule)) return null;
  const authority = authorityProblem(item);
  if (authority) return authority;
  if (item.repeatIntervalDays === null) return { code: S8_ERROR_CODES.intervalRequired, message: S8_MESSAGES.intervalMissing };
  if (!isRepeatInterval(item.repeatIntervalDays)) return { code: S8_ERROR_CODES.intervalRequired, message: S8_MESSAGES.intervalFormat };
  if (item.scriptMethod === 'upload' && item.escriptToken.trim() === '') {
    return { code: S8_ERROR_CODES.legalPrescriptionRequired, message: S8_MESSAGES.uploadAlone };
  }
  return null;
}

/**
 * What an S8 item keeps of its prescription: the authority number (stored form) and the
 * repeat interval. An animal's item has no authority number (decision 048).
 */
export interface S8Prescription {
  authorityNumber?: string | undefined;
  repeatIntervalDays: number;
}

/** "NSW Health authority AU123456 · repeat interval 28 days": one line for the pharmacy's screens. */
export function s8PrescriptionText(prescription: S8Prescription): string {
  const days = prescription.repeatIntervalDays === 1 ? '1 day' : `${prescription.repeatIntervalDays} days`;
  const authority = prescription.authorityNumber ? `NSW Health authority ${prescription.authorityNumber}` : S8_MESSAGES.animalNoAuthority;
  return `${authority} · repeat interval ${days}`;
}
