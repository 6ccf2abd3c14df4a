/**
 * The periods of docs/retention-schedule.md as the purge applies them: from `now`, the
 * instant before which each kind of record is past its period. A record whose time is
 * before its cutoff goes; one at or after it stays until a later run.
 *
 * Years are calendar years in UTC. A record is never deleted before its period has fully
 * passed, so each shift of a 29 February into a year without one goes the safe way:
 * - a cutoff (now minus a period) rolls back to 28 February: a later cutoff would take
 *   records made on 1 March, a day before their period ends (issue 23);
 * - a keep-until date (a time plus a period) rolls on to 1 March: a record is kept a day
 *   longer, never a day less.
 */
import { z } from 'zod';

export const RETENTION_PERIODS = {
  enquiryYears: 2,
  unverifiedRegistrationDays: 7,
  accountMailFailureDays: 90,
  /**
   * From the order's last status change or its last supply (`lastSupplyAt`: a supply or a
   * checked record of compounding, decision 051), whichever is later: the last health
   * service (HRIP Act s 25), which also keeps the dispensing record the 2 years from the
   * last supply that the Poisons and Therapeutic Goods Regulation asks.
   */
  orderYears: 7,
  /** A patient's health records are kept at least until this birthday (HRIP Act s 25). */
  childPatientKeptUntilAge: 25,
  auditLogYears: 7,
  /** From the breach's last change: the register shows how each suspected breach was handled (decision 041). */
  breachYears: 7,
  /** From the invoice's issue (decision 078): invoices and their payments are financial records. */
  invoiceYears: 7,
  /** From the draft's last change (decision 045): signed or not, the order request keeps what the pharmacy needs. */
  orderDraftDays: 30,
  /** From a staff member's last link ending (decision 045): their account goes; the links stay as the record. */
  staffWithoutLinkDays: 30,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `years` calendar years after `date`; from 29 February into a year without one, 1 March. */
export function yearsAfter(date: Date, years: number): Date {
  const shifted = new Date(date);
  shifted.setUTCFullYear(shifted.getUTCFullYear() + years);
  return shifted;
}

/** `years` calendar years before `date`; from 29 February into a year without one, 28 February. */
export function yearsBefore(date: Date, years: number): Date {
  const shifted = new Date(date);
  // Day 1 first, so setting the year cannot roll the month on; then the day, at most the month's last.
  shifted.setUTCDate(1);
  shifted.setUTCFullYear(date.getUTCFullYear() - years);
  const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return shifted;
}

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}

/** What each purge compares with its records' time field. */
export interface PurgeCutoffs {
  /** enquiries/{id}.createdAt */
  enquiries: Date;
  /** pendingRegistrations/{uid}.updatedAt (the last verification e-mail) and the Auth account's creation. */
  unverifiedRegistrations: Date;
  /** emailVerifications/{hash}.expiresAt and rateLimits/{hmac}.expiresAt: gone once expired. */
  expiries: Date;
  /** accountMailFailures/{id}.createdAt */
  accountMailFailures: Date;
  /** orderRequests/{id}.updatedAt, before a child patient's birthday is considered. */
  orderRequests: Date;
  /** auditLog/{id}.at */
  auditEntries: Date;
  /** breaches/{id}.updatedAt */
  breaches: Date;
  /** invoices/{id}.issuedAtStamp */
  invoices: Date;
  /** orderDrafts/{id}.updatedAt */
  orderDrafts: Date;
  /** The latest staffLinks/{id}.changedAt of a staff member none of whose links is active. */
  staffWithoutLink: Date;
}

export function purgeCutoffs(now: Date): PurgeCutoffs {
  return {
    enquiries: yearsBefore(now, RETENTION_PERIODS.enquiryYears),
    unverifiedRegistrations: daysBefore(now, RETENTION_PERIODS.unverifiedRegistrationDays),
    expiries: now,
    accountMailFailures: daysBefore(now, RETENTION_PERIODS.accountMailFailureDays),
    orderRequests: yearsBefore(now, RETENTION_PERIODS.orderYears),
    auditEntries: yearsBefore(now, RETENTION_PERIODS.auditLogYears),
    breaches: yearsBefore(now, RETENTION_PERIODS.breachYears),
    invoices: yearsBefore(now, RETENTION_PERIODS.invoiceYears),
    orderDrafts: daysBefore(now, RETENTION_PERIODS.orderDraftDays),
    staffWithoutLink: daysBefore(now, RETENTION_PERIODS.staffWithoutLinkDays),
  };
}

/** A patient's date of birth as an order keeps it: YYYY-MM-DD, a real calendar date. */
const DateOfBirthSchema = z.iso.date();

/**
 * The dates of birth of an order's patients, read from each item's `patient.dateOfBirth`
 * (issue 12 names a patient on every cart item; orders have none yet, so the rule applies
 * the day they do). 'unreadable' when an item has a person without a readable date:
 * such an order is kept, never deleted on a guess. An animal counts for none.
 */
export function patientBirthDates(order: unknown): Date[] | 'unreadable' {
  const items: unknown = (order as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  const dates: Date[] = [];
  for (const item of items) {
    const patient: unknown = (item as { patient?: unknown } | null)?.patient;
    if (patient === undefined || patient === null) continue;
    // An animal has no date of birth, and the rule for minors is about people (decision 048): 7 years.
    if ((patient as { kind?: unknown }).kind === 'animal') continue;
    const birth = DateOfBirthSchema.safeParse((patient as { dateOfBirth?: unknown }).dateOfBirth);
    if (!birth.success) return 'unreadable';
    dates.push(new Date(`${birth.data}T00:00:00.000Z`));
  }
  return dates;
}

/**
 * The order's last supply (`lastSupplyAt`, decision 051) as the purge reads a stored
 * document: null when it has none (never supplied, or stored before the field);
 * 'unreadable' when it is there but not a time, so the order is kept, never deleted on a guess.
 */
export function lastSupplyOf(order: unknown): Date | null | 'unreadable' {
  const value: unknown = (order as { lastSupplyAt?: unknown } | null)?.lastSupplyAt;
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'unreadable' : value;
  // A Firestore Timestamp, as the Admin SDK reads it.
  const toDate = (value as { toDate?: unknown }).toDate;
  if (typeof toDate === 'function') {
    const date: unknown = toDate.call(value);
    if (date instanceof Date && !Number.isNaN(date.getTime())) return date;
  }
  return 'unreadable';
}

/**
 * When an order may go: 7 years after its last status change or last supply (the caller
 * passes the later) or, for a patient who was
 * under 18, when they turn 25 if that is later. The later of the two is the whole rule:
 * a patient who was 18 or over at the order turned 25 within 7 years of it. Birthdays
 * count from midnight UTC, which is never before midnight in Sydney.
 */
export function orderKeptUntil(lastStatusChange: Date, birthDates: readonly Date[]): Date {
  const afterOrderPeriod = yearsAfter(lastStatusChange, RETENTION_PERIODS.orderYears);
  const birthdays = birthDates.map((birth) => yearsAfter(birth, RETENTION_PERIODS.childPatientKeptUntilAge).getTime());
  return new Date(Math.max(afterOrderPeriod.getTime(), ...birthdays));
}
