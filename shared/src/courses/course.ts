/**
 * A course of treatment (issue 25 parts 2 to 5, decisions 052 and 053): the repeats an
 * item's prescription authorises, the supplies the pharmacy records against it, when the
 * next may be made, and when a supply runs out. Every rule here is given its time; none
 * reads a clock. zod-free; the endpoints' schemas are in course-schema.ts, and what an order item keeps
 * of its course (its repeats, supplies and next supplies) in orders' item-course.ts.
 *
 * How supplies count against repeats: the first supply of an item is the original
 * prescription (repeat 0) and uses no repeat; each later supply uses one. An item with
 * N repeats is supplied N + 1 times in all: with 3 repeats, the original and repeats 1, 2
 * and 3; a fifth supply is refused.
 */
import { parseCalendarDate, sydneyDateAfter, sydneyDateOf } from '../platform/sydney-dates.ts';
import { formatDateOfBirth } from '../platform/calendar-date.ts';
import { MAX_REPEATS, REPEATS_MESSAGE } from '../orders/index.ts';

/** A supply whose days run out within this many days (and with repeats left) is reminded of. */
export const DUE_REMINDER_WINDOW_DAYS = 7;
export const NEXT_SUPPLY_REASON_MAX_LENGTH = 500;
/** A patient's course, one page. */
export const COURSE_PAGE_SIZE = 20;

/** One supply the pharmacy made of a course: repeat 0 is the original. */
export interface SupplyFacts {
  repeat: number;
  /** ISO 8601 instant. */
  at: string;
}

/** What the rules look at in one course: the first order's item. */
export interface CourseFacts {
  repeats: number;
  /** The minimum interval between supplies in days; null where the prescription sets none. */
  intervalDays: number | null;
  supplies: readonly SupplyFacts[];
  /** How many days one supply lasts; null when not said. */
  daysSupply: number | null;
}

export const COURSE_MESSAGES = {
  repeatsLabel: 'Repeats',
  repeatsHint: `The repeats the prescription authorises, 0 to ${MAX_REPEATS}.`,
  intervalLabel: 'Minimum interval between supplies (days, optional)',
  intervalHint: 'Where the prescription sets one, in whole days.',
  repeats: REPEATS_MESSAGE,
  noRepeatsLeft: 'Every supply this prescription authorises has been made: there are no repeats left. A new prescription is needed.',
  notSuppliedYet: 'The first supply of this item has not been made yet, so there is no next supply to ask for.',
  tooEarly: (date: string) => `The next supply can be made from ${formatDateOfBirth(date)}, when the prescription's minimum interval has passed.`,
  reasonWithInterval: "A reason can be given only where the prescription sets no interval: this one's sets the earliest date.",
  reasonTooLong: `Please shorten the reason to ${NEXT_SUPPLY_REASON_MAX_LENGTH} characters or fewer.`,
  nextSupplyOpen: 'The next supply of this item has already been asked for and is not supplied yet.',
  notNextSupplyItem: 'That item cannot be found on this order request.',
  orderCancelled: 'This order request was cancelled, so nothing can be supplied on it.',
  supplyRecorded: 'Supply recorded.',
  nextSupplyAsked: 'Next supply asked for.',
  remindersOff: 'Due reminders are off for this item.',
  remindersOn: 'Due reminders are on for this item.',
  /** A second Record supply of one order item with another key (decision 065): the supply already made, in Sydney's date. */
  alreadySupplied: (repeat: number, at: string) =>
    `This item of the order request was already supplied (${repeat === 0 ? 'the original' : `repeat ${repeat}`}, on ${formatDateOfBirth(sydneyDateOf(new Date(at)))}). Each order item is supplied once: a later supply is a next supply, which the prescriber asks for.`,
  idempotencyKeyMissing: 'Record supply needs an Idempotency-Key header (a UUID for each button). Please reload the page and try again.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be a UUID, such as 3f1c9a52-7b0e-4d2a-9c61-5e8f2b7d4a10. Please reload the page and try again.',
} as const;

export const COURSE_ERROR_CODES = {
  noRepeatsLeft: 'no_repeats_left',
  notSuppliedYet: 'not_supplied_yet',
  tooEarly: 'too_early',
  reasonWithInterval: 'reason_with_interval',
  nextSupplyOpen: 'next_supply_open',
  invalidItem: 'invalid_item',
  alreadySupplied: 'already_supplied',
  invalidIdempotencyKey: 'invalid_idempotency_key',
} as const;

export type CourseRefusal = { code: (typeof COURSE_ERROR_CODES)[keyof typeof COURSE_ERROR_CODES]; message: string; nextFrom?: string };

/** Repeats not used yet: the original uses none. */
export function repeatsLeft(course: Pick<CourseFacts, 'repeats' | 'supplies'>): number {
  return Math.max(0, course.repeats - Math.max(0, course.supplies.length - 1));
}

const lastSupply = (course: Pick<CourseFacts, 'supplies'>) => course.supplies.at(-1) ?? null;

/** The Sydney date (YYYY-MM-DD) `days` after the Sydney date of `at`. */
function daysAfter(at: string, days: number): string {
  const date = parseCalendarDate(sydneyDateOf(new Date(at)));
  return date ? sydneyDateAfter(date, days) : '';
}

/** The first Sydney date the next supply may be made (the last supply's date plus the interval); null when any date may. */
export function nextSupplyFrom(course: Pick<CourseFacts, 'intervalDays' | 'supplies'>): string | null {
  const last = lastSupply(course);
  if (!last || course.intervalDays === null) return null;
  return daysAfter(last.at, course.intervalDays);
}

/** The Sydney date the latest supply runs out (its date plus the days' supply); null when not said or none made. */
export function suppliedUntil(course: Pick<CourseFacts, 'daysSupply' | 'supplies'>): string | null {
  const last = lastSupply(course);
  if (!last || course.daysSupply === null) return null;
  return daysAfter(last.at, course.daysSupply);
}

/** Why the pharmacy cannot record one more supply at `now`, or null. */
export function supplyProblem(course: CourseFacts, now: Date): CourseRefusal | null {
  if (repeatsLeft(course) === 0 && course.supplies.length > 0) return { code: COURSE_ERROR_CODES.noRepeatsLeft, message: COURSE_MESSAGES.noRepeatsLeft };
  return tooEarly(course, now);
}

function tooEarly(course: CourseFacts, now: Date): CourseRefusal | null {
  const from = nextSupplyFrom(course);
  if (from && sydneyDateOf(now) < from) return { code: COURSE_ERROR_CODES.tooEarly, message: COURSE_MESSAGES.tooEarly(from), nextFrom: from };
  return null;
}

/** Why the prescriber cannot ask for the next supply at `now` (with `reason`, '' for none), or null. */
export function nextSupplyProblem(course: CourseFacts, now: Date, reason: string, openRequest: boolean): CourseRefusal | null {
  if (course.supplies.length === 0) return { code: COURSE_ERROR_CODES.notSuppliedYet, message: COURSE_MESSAGES.notSuppliedYet };
  if (repeatsLeft(course) === 0) return { code: COURSE_ERROR_CODES.noRepeatsLeft, message: COURSE_MESSAGES.noRepeatsLeft };
  if (openRequest) return { code: COURSE_ERROR_CODES.nextSupplyOpen, message: COURSE_MESSAGES.nextSupplyOpen };
  const early = tooEarly(course, now);
  if (early) return early;
  if (reason.trim() !== '' && course.intervalDays !== null) return { code: COURSE_ERROR_CODES.reasonWithInterval, message: COURSE_MESSAGES.reasonWithInterval };
  return null;
}

/**
 * The Sydney date a due reminder is about (the latest supply's run-out date) when it
 * falls within DUE_REMINDER_WINDOW_DAYS of `now` (or has passed) and repeats remain;
 * otherwise null.
 */
export function dueReminderOn(course: CourseFacts, now: Date): string | null {
  const until = suppliedUntil(course);
  if (!until || repeatsLeft(course) === 0) return null;
  const today = parseCalendarDate(sydneyDateOf(now));
  if (!today) return null;
  return until <= sydneyDateAfter(today, DUE_REMINDER_WINDOW_DAYS) ? until : null;
}

/**
 * "repeat 2 of 5 supplied, next from 14/02/2027": what an item shows of its course
 * (dates en-AU, Sydney). Null for an item without repeats that has not been supplied.
 */
export function courseText(course: CourseFacts): string | null {
  const made = course.supplies.length;
  if (course.repeats === 0 && made === 0) return null;
  const repeatsWord = course.repeats === 1 ? '1 repeat' : `${course.repeats} repeats`;
  if (made === 0) return `${repeatsWord} authorised, not supplied yet`;
  if (course.repeats === 0) return 'supplied, no repeats';
  const used = made - 1;
  const head = used === 0 ? `first supply made, 0 of ${repeatsWord} supplied` : `repeat ${used} of ${course.repeats} supplied`;
  if (repeatsLeft(course) === 0) return `${head}, no repeats left`;
  const from = nextSupplyFrom(course);
  return from ? `${head}, next from ${formatDateOfBirth(from)}` : `${head}, next any time`;
}

/** "Repeat 2 of 5": a next-supply order's place in its course. */
export const repeatOfText = (repeat: number, repeats: number) => `Repeat ${repeat} of ${repeats}`;

/** What the course rules read of a stored item (the course's first order's item). */
export interface CourseItem {
  repeats?: number | undefined;
  repeatIntervalDays?: number | undefined;
  s8Prescription?: { repeatIntervalDays: number } | undefined;
  supplies?: readonly SupplyFacts[] | undefined;
  daysSupply?: number | undefined;
}

export function courseOf(item: CourseItem): CourseFacts {
  return {
    repeats: item.repeats ?? 0,
    intervalDays: item.repeatIntervalDays ?? item.s8Prescription?.repeatIntervalDays ?? null,
    supplies: item.supplies ?? [],
    daysSupply: item.daysSupply ?? null,
  };
}

/** "5 repeats, at least 28 days apart": what the cart and the pharmacy's detail say of an item's prescription. */
export function repeatsText(repeats: number, intervalDays: number | null): string {
  const count = repeats === 1 ? '1 repeat' : `${repeats} repeats`;
  return intervalDays === null ? count : `${count}, at least ${intervalDays === 1 ? '1 day' : `${intervalDays} days`} apart`;
}
