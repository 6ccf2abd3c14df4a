/**
 * The scheduled reminders about awaited original scripts (decision 026): two days
 * before an order's due date, and the day after it passes, the practitioner is
 * e-mailed once each. The run is given its time (the schedule the clock's, the
 * emulators' dev route any), so tests never wait for a day to pass.
 *
 * Each reminder is first marked pending on the order in a transaction (so two runs
 * cannot both send it), then sent and recorded like every order e-mail: a failure
 * stays on the order and retryOrderMail sends it again every 15 minutes. The orders
 * feature gives the store and the sending (its sendOriginalReminders, decision 049).
 */
import * as logger from 'firebase-functions/logger';
import { sydneyDateOf } from '@pharmacy/shared';
import { errorMessage } from '../../platform/error-message.ts';
import type { LegalOrder, OriginalReminderName, ReminderClaim } from './legal-script-record.ts';

/** What the run needs of the orders' store and e-mail. */
export interface ReminderDeps<Order extends LegalOrder = LegalOrder> {
  store: {
    /** Orders whose next original reminder falls due on or before `today` (Sydney date), soonest first, at most `limit`. */
    listDueOriginalReminders(today: string, limit: number): Promise<Order[]>;
    /** Marks the reminder due pending in a transaction that reads the order again; null when no longer needed. */
    claimOriginalReminder(requestId: string, today: string): Promise<ReminderClaim<Order> | null>;
  };
  /** Sends the claimed reminder and records its state on the order; true when it was sent. */
  deliver(order: Order, name: OriginalReminderName, now: Date): Promise<boolean>;
}

/** Enough for a day's reminders at this pharmacy's size; the rest wait for the next run. */
export const REMINDER_BATCH_SIZE = 200;

export interface ReminderRun {
  /** The Sydney date the run counted as today. */
  today: string;
  /** Request IDs reminded, by reminder. */
  dueSoon: string[];
  overdue: string[];
  /** Request IDs whose reminder could not be sent now (retried) or not be claimed. */
  failed: string[];
}

export async function sendOriginalReminders<Order extends LegalOrder>(deps: ReminderDeps<Order>, now: Date): Promise<ReminderRun> {
  const today = sydneyDateOf(now);
  const run: ReminderRun = { today, dueSoon: [], overdue: [], failed: [] };
  const due = await deps.store.listDueOriginalReminders(today, REMINDER_BATCH_SIZE);
  for (const candidate of due) {
    const { requestId } = candidate;
    try {
      const claim = await deps.store.claimOriginalReminder(requestId, today);
      if (!claim) continue;
      if (!(await deps.deliver(claim.order, claim.name, now))) run.failed.push(requestId);
      else (claim.name === 'originalDueSoon' ? run.dueSoon : run.overdue).push(requestId);
    } catch (error) {
      // One order that cannot be updated must not hold up the others.
      run.failed.push(requestId);
      logger.error('Could not remind of an original script', { orderRequestId: requestId, error: errorMessage(error) });
    }
  }
  if (due.length > 0) logger.info('Reminded of original scripts', { today, dueSoon: run.dueSoon.length, overdue: run.overdue.length, failed: run.failed.length });
  return run;
}
