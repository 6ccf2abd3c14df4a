/**
 * A breach as the function reads and writes it (breaches/{id}, decision 041), and what the
 * feature needs from storage. breach-store.ts implements it with Firestore;
 * testing/memory-breach-store.ts with memory, for the reminder job's unit tests.
 */
import { z } from 'zod';
import {
  BREACH_REMINDERS,
  breachSchema,
  type AccessQuery,
  type AffectedPatient,
  type BreachInput,
  type BreachReminder,
} from '@pharmacy/shared';
import type { MailState } from '../../platform/mail/mail-state.ts';
import { StoredMailStateSchema, storedDate } from '../../platform/mail/stored-mail-state.ts';

/** The reminders' e-mails, one state each, present once claimed (a claimed reminder is never claimed again). */
const RemindersSchema = z.object(Object.fromEntries(BREACH_REMINDERS.map((name) => [name, StoredMailStateSchema.optional()])) as Record<
  BreachReminder,
  z.ZodOptional<typeof StoredMailStateSchema>
>);

export const BreachRecordSchema = breachSchema(storedDate).extend({
  id: z.string(),
  reminders: RemindersSchema,
  /** Some reminder e-mail is unsent and has tries left: retryBreachMail looks for it. */
  needsMailResend: z.boolean(),
  /** When a reminder was last claimed or its e-mail tried; the retry waits a while after it. */
  mailChangedAt: storedDate.nullable(),
});
export type BreachRecord = z.output<typeof BreachRecordSchema>;
export type BreachMailStates = Partial<Record<BreachReminder, MailState>>;

/** Who acted: from the verified token only. */
export interface BreachActor {
  uid: string;
  email: string;
}

/** The patients an audit-log question found, with how many entries named any. */
export interface AffectedFromAccess {
  query: AccessQuery;
  /** The e-mail of the admin asked about, when one was. */
  actorEmail: string | null;
  entries: number;
  patients: AffectedPatient[];
}

/** What a record or an update writes: the admin's form, and the patients its access question found. */
export interface BreachWrite {
  input: BreachInput;
  affected: AffectedFromAccess | null;
  actor: BreachActor;
}

/** A reminder claimed for sending: the breach as it now is (its e-mail pending) and which one. */
export interface ReminderClaim {
  breach: BreachRecord;
  name: BreachReminder;
}

/** One row of the register's list: the breach, or null when the stored document does not match its schema. */
export interface BreachListRow {
  id: string;
  breach: BreachRecord | null;
}

export interface BreachStore {
  /** The newest `limit` breaches, found first (the register's list, decision 063). */
  list(limit: number): Promise<BreachListRow[]>;
  /** One breach, or null when there is none. */
  get(breachId: string): Promise<BreachRecord | null>;
  /** Records a new breach and its breach.record audit entry together; resolves its id. */
  create(write: BreachWrite): Promise<string>;
  /** Updates a breach and records breach.update together; 'not_found' when there is none. */
  update(breachId: string, write: BreachWrite): Promise<'updated' | 'not_found'>;
  /**
   * The audit log's entries in the range (of one admin, or all) that name patients: each
   * entry's patientIds. Null when more than `limit` entries fall in the range.
   */
  accessEntries(query: AccessQuery, limit: number): Promise<string[][] | null>;
  /** Each patient's label (name and date of birth) where the pharmacy still holds them. */
  patientLabels(patientIds: readonly string[]): Promise<Map<string, string>>;
  /** The e-mail address of a user, or null. */
  emailOf(uid: string): Promise<string | null>;
  /** The e-mail addresses of every admin. */
  adminEmails(): Promise<string[]>;
  /** Breaches whose next reminder falls on or before `today`, up to `limit`. */
  listDueReminders(today: string, limit: number): Promise<BreachRecord[]>;
  /**
   * In one transaction: reads the breach, and if a reminder is due on `today`, marks its
   * e-mail pending, moves the next reminder on and records breach.reminder. Null when
   * none is due (another run took it, or the breach was assessed meanwhile).
   */
  claimReminder(breachId: string, today: string, now: Date): Promise<ReminderClaim | null>;
  /** Records the reminders' e-mail states, and whether any is still to be retried. */
  updateMail(breachId: string, states: BreachMailStates, needsMailResend: boolean, now: Date): Promise<void>;
  /** Breaches with reminder e-mail still to send, last tried at or before `before`, oldest first. */
  listNeedingMailResend(before: Date, limit: number): Promise<BreachRecord[]>;
}
