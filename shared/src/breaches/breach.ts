/**
 * The breach register (issue 23 part 3, decision 041): suspected data breaches as the
 * Notifiable Data Breaches scheme (Privacy Act 1988, Part IIIC) asks them to be handled.
 * An entity that suspects an eligible data breach takes reasonable steps to finish an
 * assessment within 30 days (s 26WH); an eligible one is notified to the OAIC and to the
 * people affected as soon as practicable (s 26WK, 26WL). Paths, labels, messages and the
 * assessment clock, shared by the admin's screen and the function; zod-free (the schemas
 * are in breach-schema.ts). Dates are Sydney calendar dates, YYYY-MM-DD.
 */
import { addCalendarDays } from '../legal-prescriptions/index.ts';

export const BREACH_API_PATHS = {
  /**
   * POST records a suspected breach; PUT `${breaches}/{id}` updates one (admins, second factor).
   * GET lists the register (BreachListReplySchema) and GET `${breaches}/{id}` answers one
   * breach (BreachReplySchema), each recorded in the audit log first (decision 063).
   */
  breaches: '/api/breaches',
  /** POST {accessActorUid, accessFrom, accessTo}: the patients the audit log's entries in that range name. */
  affectedPatients: '/api/breaches/affected-patients',
  /** Emulators only: runs the reminder job now, or as of the instant given. */
  devBreachReminders: '/api/dev/breach-reminders',
} as const;

/** How many breaches the register lists, newest found first; a pharmacy of this size will not have more. */
export const BREACH_LIST_LIMIT = 200;

/** breaches/{id}: written and read by the function only (firestore.rules; decision 063). */
export const BREACH_COLLECTIONS = { breaches: 'breaches' } as const;

export const BREACH_STATUSES = ['suspected', 'assessing', 'assessed'] as const;
export type BreachStatus = (typeof BREACH_STATUSES)[number];
export const BREACH_STATUS_LABELS: Record<BreachStatus, string> = {
  suspected: 'Suspected',
  assessing: 'Being assessed',
  assessed: 'Assessed',
};

export const BREACH_OUTCOMES = ['not_eligible', 'eligible'] as const;
export type BreachOutcome = (typeof BREACH_OUTCOMES)[number];
export const BREACH_OUTCOME_LABELS: Record<BreachOutcome, string> = {
  not_eligible: 'Not an eligible data breach',
  eligible: 'Eligible data breach',
};

/** The assessment is due this many days after the breach was found (s 26WH(2)). */
export const BREACH_ASSESSMENT_DAYS = 30;
/** The admins are e-mailed this many days after it was found while it is still open, once each. */
export const BREACH_REMINDER_DAYS = { day20: 20, day28: 28 } as const;
export type BreachReminder = keyof typeof BREACH_REMINDER_DAYS;
export const BREACH_REMINDERS = Object.keys(BREACH_REMINDER_DAYS) as BreachReminder[];

/** The register's entries scanned for one "who may be affected" question; a wider one is refused, never cut short. */
export const BREACH_ACCESS_SCAN_LIMIT = 5000;

export const BREACH_MAX_LENGTHS = { description: 5000, containment: 5000, described: 2000, reasons: 5000, how: 500 } as const;

/** The address parameter that opens one breach in the Breaches view. */
export const BREACH_PARAM = 'breach';

export const BREACH_MESSAGES = {
  descriptionRequired: 'Please describe what happened.',
  descriptionTooLong: `Please shorten the description to ${BREACH_MAX_LENGTHS.description.toLocaleString('en-AU')} characters or fewer.`,
  foundAtRequired: 'Please give the date and time the breach was found (Sydney time).',
  foundAtFuture: 'The time it was found cannot be in the future.',
  containmentTooLong: `Please shorten the containment steps to ${BREACH_MAX_LENGTHS.containment.toLocaleString('en-AU')} characters or fewer.`,
  describedTooLong: `Please shorten the description of who may be affected to ${BREACH_MAX_LENGTHS.described.toLocaleString('en-AU')} characters or fewer.`,
  accessRangeRequired: 'Please give both ends of the time range to search the audit log (Sydney time).',
  accessRangeBackwards: 'The end of the time range must be after its start.',
  accessActorInvalid: 'Please choose an admin from the list.',
  status: 'Please choose a status.',
  outcomeRequired: 'An assessed breach needs its outcome.',
  outcome: 'Please choose an outcome.',
  reasonsRequired: 'Please give the reasons for the outcome.',
  reasonsTooLong: `Please shorten the reasons to ${BREACH_MAX_LENGTHS.reasons.toLocaleString('en-AU')} characters or fewer.`,
  notifiedOn: 'Please give the date as a calendar date, not after today and not before the breach was found.',
  howRequired: 'Please say how the individuals were notified.',
  howTooLong: `Please shorten how they were notified to ${BREACH_MAX_LENGTHS.how.toLocaleString('en-AU')} characters or fewer.`,
  controlCharacters: 'Please remove the control characters from this field.',
  tooManyEntries: `The audit log holds more than ${BREACH_ACCESS_SCAN_LIMIT.toLocaleString('en-AU')} entries in that range. Please narrow the range, or record the breach in parts.`,
  notFound: 'That breach is not in the register.',
  saveFailed: 'The breach could not be saved: ',
  loadFailed: 'The breach register could not be loaded: ',
} as const;

export const BREACH_ERROR_CODES = {
  notFound: 'breach_not_found',
  tooManyEntries: 'too_many_entries',
} as const;

/** Whole calendar days from `from` to `to` (YYYY-MM-DD): negative when `to` is earlier. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The Sydney date the assessment is due: 30 calendar days after the date it was found. */
export function breachAssessmentDueOn(foundOn: string): string {
  return addCalendarDays(foundOn, BREACH_ASSESSMENT_DAYS);
}

export type AssessmentClock =
  | { kind: 'assessed' }
  /** `daysLeft` 0 is the due date itself. */
  | { kind: 'open'; daysLeft: number }
  | { kind: 'overdue'; daysOver: number };

/** Where the 30-day clock stands on `today` (Sydney). Calendar days: daylight saving cannot move it. */
export function assessmentClock(breach: { foundOn: string; status: BreachStatus }, today: string): AssessmentClock {
  if (breach.status === 'assessed') return { kind: 'assessed' };
  const daysLeft = calendarDaysBetween(today, breachAssessmentDueOn(breach.foundOn));
  return daysLeft >= 0 ? { kind: 'open', daysLeft } : { kind: 'overdue', daysOver: -daysLeft };
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** "12 days left", "Due today", "Overdue by 3 days", "Assessed". */
export function assessmentClockText(clock: AssessmentClock): string {
  if (clock.kind === 'assessed') return 'Assessed';
  if (clock.kind === 'overdue') return `Overdue by ${days(clock.daysOver)}`;
  return clock.daysLeft === 0 ? 'Due today' : `${days(clock.daysLeft)} left`;
}

/** What the reminders need of a breach: when it was found, whether it is open, which reminders were claimed. */
export interface BreachReminderSource {
  foundOn: string;
  status: BreachStatus;
  reminders: Partial<Record<BreachReminder, unknown>>;
}

/**
 * The reminder a run on `today` sends, or null: the latest one reached and not claimed
 * yet. A breach recorded late (found 25 days ago) gets its 20-day reminder at once; one
 * first seen on day 28 or later gets the 28-day one only, and the 20-day one never.
 */
export function dueBreachReminder(breach: BreachReminderSource, today: string): BreachReminder | null {
  if (breach.status === 'assessed' || breach.reminders.day28 !== undefined) return null;
  const sinceFound = calendarDaysBetween(breach.foundOn, today);
  if (sinceFound >= BREACH_REMINDER_DAYS.day28) return 'day28';
  if (sinceFound >= BREACH_REMINDER_DAYS.day20 && breach.reminders.day20 === undefined) return 'day20';
  return null;
}

/** The Sydney date the next reminder falls due (what the job's query looks for), or null when none will. */
export function nextBreachReminderOn(breach: BreachReminderSource): string | null {
  if (breach.status === 'assessed' || breach.reminders.day28 !== undefined) return null;
  return addCalendarDays(breach.foundOn, breach.reminders.day20 === undefined ? BREACH_REMINDER_DAYS.day20 : BREACH_REMINDER_DAYS.day28);
}
