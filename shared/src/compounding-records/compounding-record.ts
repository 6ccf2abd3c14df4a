/**
 * The record of compounding (issue 24 part 5, decision 050): for each item of an order
 * the pharmacy records the batch it made, the beyond-use date and who prepared it; a
 * second admin checks it. The order cannot be made ready until every item is checked
 * (orders' order-move.ts asks compoundingRefusal, in orders' order-compounding.ts). Paths, codes, messages and the rules the
 * function and the screens share; zod-free (the schemas are in compounding-record-schema.ts).
 */
import { addCalendarDays } from '../legal-prescriptions/index.ts';
import { COMPOUNDING_NOT_CHECKED } from '../orders/index.ts';

export const COMPOUNDING_API_PATHS = {
  /** POST {requestId, itemIndex, batchNumber, beyondUseDate} (admins): the caller prepared the item. */
  record: '/api/order-compounding-record',
  /** POST {requestId, itemIndex} (admins, recent sign-in): the caller, not the preparer, checked it. */
  check: '/api/order-compounding-check',
} as const;

/** A batch number as the pharmacy writes it: letters, digits and - / . only. */
export const BATCH_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9./-]*$/;
export const BATCH_NUMBER_MAX_LENGTH = 40;
/** The latest beyond-use date accepted, in days from today: a compounded preparation's is far shorter. */
export const BEYOND_USE_MAX_DAYS = 3 * 365;

/** The statuses in which an item's record may be made or checked: while it is being prepared. */
export const COMPOUNDING_STATUSES = ['received', 'in_progress'] as const;

export const COMPOUNDING_ERROR_CODES = {
  invalidItem: 'compounding_invalid_item',
  orderClosed: 'compounding_order_closed',
  alreadyChecked: 'compounding_already_checked',
  notRecorded: 'compounding_not_recorded',
  checkerIsPreparer: 'compounding_checker_is_preparer',
  recordChanged: 'compounding_record_changed',
  notChecked: COMPOUNDING_NOT_CHECKED.code,
} as const;

export const COMPOUNDING_MESSAGES = {
  batchNumberRequired: 'Enter the batch number.',
  batchNumberFormat: `A batch number is up to ${BATCH_NUMBER_MAX_LENGTH} letters and digits, with - / or . between them.`,
  beyondUseDateRequired: 'Enter the beyond-use date.',
  beyondUseDateInPast: 'The beyond-use date cannot be before today.',
  beyondUseDateTooFar: 'The beyond-use date must be within 3 years of today.',
  invalidItem: 'That item is not on this order.',
  orderClosed: 'A record of compounding is made while the order is received or in progress.',
  alreadyChecked: 'This item\u2019s record of compounding has been checked: it cannot be changed.',
  notRecorded: 'Record the batch number and beyond-use date before checking.',
  checkerIsPreparer: 'The admin who prepared an item cannot check it: another admin must.',
  /** The preparer recorded the item again after the checker opened it (decision 065). */
  recordChanged: (item: number) =>
    `Item ${item}\u2019s batch number or beyond-use date was recorded again after you opened it, so it was not checked. The record now shown is the current one: check that.`,
  versionRequired: 'Reload the order: the check must say which version of the record it approves.',
  notChecked: COMPOUNDING_NOT_CHECKED.message,
} as const;

/** The version of an item's record: 1 for the first recording (and for records kept before versions, decision 065), one more each time it is recorded again. */
export const compoundingVersionOf = (record: { version?: number | undefined } | null | undefined): number => (record ? (record.version ?? 1) : 0);

/** Who prepared or checked an item: the admin's uid and name as their record gave it then. */
export interface CompoundingPerson {
  uid: string;
  name: string;
}

/** Why a beyond-use date (YYYY-MM-DD) cannot be recorded on `today` (Sydney date), or null. */
export function beyondUseDateProblem(beyondUseDate: string, today: string): string | null {
  if (beyondUseDate < today) return COMPOUNDING_MESSAGES.beyondUseDateInPast;
  if (beyondUseDate > addCalendarDays(today, BEYOND_USE_MAX_DAYS)) return COMPOUNDING_MESSAGES.beyondUseDateTooFar;
  return null;
}

/** The name an admin is recorded by: their names on record, else their e-mail address. */
export function compoundingPersonName(record: { firstName?: string; lastName?: string } | null, email: string): string {
  const name = `${record?.firstName ?? ''} ${record?.lastName ?? ''}`.trim();
  return name === '' ? email : name;
}
