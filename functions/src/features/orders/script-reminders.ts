/**
 * The scheduled reminders about awaited original scripts (decision 026): two days
 * before an order's due date, and the day after it passes, the practitioner is
 * e-mailed once each. The run is given its time (the schedule the clock's, the
 * emulators' dev route any), so tests never wait for a day to pass.
 *
 * Each reminder is first marked pending on the order in a transaction (so two runs
 * cannot both send it), then sent and recorded like every order e-mail: a failure
 * stays on the order and retryOrderMail sends it again every 15 minutes.
 */
import * as logger from 'firebase-functions/logger';
import { sydneyDateOf } from '@pharmacy/shared';
import { errorMessage } from '../../platform/error-message.ts';
import { deliverOrderMail, type OrderMailDeps } from './order-mail-delivery.ts';

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

export async function sendOriginalReminders(deps: OrderMailDeps, now: Date): Promise<ReminderRun> {
  const today = sydneyDateOf(now);
  const run: ReminderRun = { today, dueSoon: [], overdue: [], failed: [] };
  const due = await deps.store.listDueOriginalReminders(today, REMINDER_BATCH_SIZE);
  for (const candidate of due) {
    const { requestId } = candidate;
    try {
      const claim = await deps.store.claimOriginalReminder(requestId, today);
      if (!claim) continue;
      const states = await deliverOrderMail(claim.order, [claim.name], { ...deps, now: () => now });
      if (states[claim.name]?.status !== 'sent') run.failed.push(requestId);
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
