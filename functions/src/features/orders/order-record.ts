/**
 * An order request as the function keeps it (orderRequests/{requestId}), and what the
 * order services need from storage: order-store.ts implements it with
 * Firestore and Cloud Storage, the unit tests with memory (memory-order-store.ts).
 */
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  ORDER_SCRIPTS_FOLDER,
  orderRequestSchema,
  type OrderMoveRefusal,
  type OrderStatus,
} from '@pharmacy/shared';
import type { Actor, OriginalReceivedChange, OriginalReceivedOutcome, ReminderClaim } from '../legal-prescriptions/index.ts';
import type { MailState } from '../../platform/mail/mail-state.ts';
import { StoredMailStateSchema, storedDate } from '../../platform/mail/stored-mail-state.ts';

/** Every e-mail an order request may have, and the confirmations sent on submission. */
export const ORDER_MAILS = ['practitioner', 'pharmacy', 'statusUpdate', 'originalDueSoon', 'originalOverdue', 'dueReminder', 'quoteAwaiting'] as const;
export const CONFIRMATION_MAILS = ['practitioner', 'pharmacy'] as const;
export type OrderMailName = (typeof ORDER_MAILS)[number];

/**
 * orderRequests/{requestId} as the function reads it: the browser's schema (shared)
 * with Dates, plus the e-mails' state, which only the server uses.
 */
export const OrderRecordSchema = orderRequestSchema(storedDate).extend({
  mail: z.object({
    practitioner: StoredMailStateSchema,
    pharmacy: StoredMailStateSchema,
    /** The practitioner's e-mail about the latest status change; absent until the first change. */
    statusUpdate: StoredMailStateSchema.optional(),
    /** The reminders that an awaited original is due soon, and overdue (legal-prescriptions' script-reminders.ts); each at most once. */
    originalDueSoon: StoredMailStateSchema.optional(),
    originalOverdue: StoredMailStateSchema.optional(),
    /** The latest due reminder of the order's course (courses' due-reminders.ts, decision 065): pending from its claim until sent, retried like the rest. */
    dueReminder: StoredMailStateSchema.optional(),
    /** The prescriber's notice that a higher price waits for their answer (quotes, decision 080): pending from the re-pricing until sent. */
    quoteAwaiting: StoredMailStateSchema.optional(),
  }),
  /**
   * The Sydney date (YYYY-MM-DD) on which the next reminder about an awaited original
   * falls due, or null when none will: the reminder job's query (legal-prescriptions' script-reminders.ts).
   */
  originalReminderOn: z.iso.date().nullable().default(null),
  /** True until every e-mail is sent (or given up on): the retry job's query. */
  needsMailResend: z.boolean(),
});
export type OrderRecord = z.output<typeof OrderRecordSchema>;
export type OrderMailStates = OrderRecord['mail'];

export type { Actor };

export interface StatusChangeRequest {
  requestId: string;
  to: OrderStatus;
  actor: Actor;
  at: Date;
}

export type StatusChangeOutcome =
  | { kind: 'not_found' }
  | { kind: 'invalid_transition'; from: OrderStatus }
  | { kind: 'refused'; refusal: OrderMoveRefusal }
  /** The order as it is now, its status e-mail pending. */
  | { kind: 'changed'; from: OrderStatus; order: OrderRecord };

export interface OrderStore {
  /** Writes a new file; 'exists' when something is stored at that path already (which is left as it is). */
  saveScript(storagePath: string, content: Buffer, contentType: string): Promise<'saved' | 'exists'>;
  deleteScript(storagePath: string): Promise<void>;
  /** The file's bytes, read as they are sent rather than held in memory. */
  openScript(storagePath: string): Readable;
  /**
   * Writes orderRequests/{requestId} and a claim for each of its e-script tokens in one
   * transaction, unless that id is taken ('exists') or another order claims one of its
   * tokens ('token_taken'); then nothing is written. Its createdAt and updatedAt are
   * the database's own time.
   */
  create(order: OrderRecord): Promise<'created' | 'exists' | 'token_taken'>;
  get(requestId: string): Promise<OrderRecord | null>;
  /**
   * Moves the order along ORDER_STATUS_TRANSITIONS in one transaction: status,
   * updatedAt, a statusHistory entry, a pending status e-mail and the audit entry;
   * cancelling also releases the order's e-script token claims.
   */
  changeStatus(change: StatusChangeRequest): Promise<StatusChangeOutcome>;
  /** Replaces the named e-mails' states (others stay as they are). */
  updateMail(requestId: string, mail: Partial<OrderMailStates>, needsMailResend: boolean): Promise<void>;
  /** Orders with e-mail still to send, updated at or before `updatedBefore`, oldest first, at most `limit`. */
  listNeedingMailResend(updatedBefore: Date, limit: number): Promise<OrderRecord[]>;
  /**
   * Records an item's paper original as received in one transaction with its audit
   * entry, and the order's summary fields after it (legal-prescriptions' legal-script-record.ts).
   */
  markOriginalReceived(change: OriginalReceivedChange): Promise<OriginalReceivedOutcome<OrderRecord>>;
  /** Orders whose next original reminder falls due on or before `today` (Sydney date), soonest first, at most `limit`. */
  listDueOriginalReminders(today: string, limit: number): Promise<OrderRecord[]>;
  /**
   * Marks the reminder due on the order pending, in a transaction that reads it again,
   * so that two runs never both send it; null when the order no longer needs it.
   */
  claimOriginalReminder(requestId: string, today: string): Promise<ReminderClaim<OrderRecord> | null>;
}

/** `order-scripts/{requestId}/{itemIndex}-{fileName}`, the file name already sanitised. */
export function scriptPath(requestId: string, itemIndex: number, fileName: string): string {
  return `${ORDER_SCRIPTS_FOLDER}/${requestId}/${itemIndex}-${fileName}`;
}

/** Every e-mail state the order has, for needsResend(). */
export function mailStatesOf(mail: OrderMailStates): MailState[] {
  return ORDER_MAILS.flatMap((name) => mail[name] ?? []);
}
