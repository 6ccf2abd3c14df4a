/**
 * The daily due reminders (decision 053): a supply whose days run out within
 * DUE_REMINDER_WINDOW_DAYS, with repeats left and the item's reminders on, is reminded of
 * once per supply. The run is given its time (the schedule the clock's, the emulators' dev
 * route any), so tests never wait. Each order's reminders are claimed in a transaction
 * before the e-mail goes, so two runs cannot both send one. The e-mail is an order e-mail
 * (`dueReminder`): claimed pending, so one that fails (or whose run dies) is sent again by
 * the order mail retry (decision 065). A prescriber who no longer has access (suspended,
 * rejected or deleted) is reminded of nothing: the claim marks the supply reminded, withheld.
 */
import * as logger from 'firebase-functions/logger';
import { DUE_REMINDER_WINDOW_DAYS, parseCalendarDate, sydneyDateAfter, sydneyDateOf } from '@pharmacy/shared';
import { errorMessage } from '../../platform/error-message.ts';
import { deliverOrderMail, type OrderMailDeps } from '../orders/index.ts';
import type { CourseStore } from './course-store.ts';

export const DUE_REMINDER_BATCH_SIZE = 200;

export interface DueReminderRun {
  today: string;
  /** Request IDs whose prescriber was e-mailed. */
  reminded: string[];
  /** Their e-mail failed: kept pending on the order for the mail retry. */
  failed: string[];
  /** Due, but the prescriber no longer has access: nothing sent. */
  withheld: string[];
}

export interface DueReminderDeps {
  courses: CourseStore;
  /** The order e-mails' sending and recording (the orders feature's, with its store). */
  orderMail: OrderMailDeps;
}

export async function sendDueReminders(deps: DueReminderDeps, now: Date): Promise<DueReminderRun> {
  const today = sydneyDateOf(now);
  const run: DueReminderRun = { today, reminded: [], failed: [], withheld: [] };
  const date = parseCalendarDate(today);
  if (!date) return run;
  const due = await deps.courses.listDueReminders(sydneyDateAfter(date, DUE_REMINDER_WINDOW_DAYS), DUE_REMINDER_BATCH_SIZE);
  for (const requestId of due) {
    try {
      const claimed = await deps.courses.claimDueReminders(requestId, now);
      if (!claimed) continue;
      if (claimed.withheld) {
        run.withheld.push(requestId);
        continue;
      }
      const states = await deliverOrderMail(claimed.order, ['dueReminder'], { ...deps.orderMail, now: () => now });
      if (states.dueReminder?.status !== 'sent') throw new Error(states.dueReminder?.error ?? 'The due reminder was not sent');
      run.reminded.push(requestId);
    } catch (error) {
      run.failed.push(requestId);
      logger.error('Could not send a due reminder', { orderRequestId: requestId, error: errorMessage(error) });
    }
  }
  if (due.length > 0) logger.info('Sent due reminders', { today, reminded: run.reminded.length, failed: run.failed.length, withheld: run.withheld.length });
  return run;
}
