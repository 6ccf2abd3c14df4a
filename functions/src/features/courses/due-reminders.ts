/**
 * The daily due reminders (decision 053): a supply whose days run out within
 * DUE_REMINDER_WINDOW_DAYS, with repeats left and the item's reminders on, is reminded of
 * once per supply. The run is given its time (the schedule the clock's, the emulators' dev
 * route any), so tests never wait. Each order's reminders are claimed in a transaction
 * before the e-mail goes, so two runs cannot both send one; a failed e-mail is logged and
 * not retried (the prescriber can still see the date in My Requests).
 */
import * as logger from 'firebase-functions/logger';
import { DUE_REMINDER_WINDOW_DAYS, parseCalendarDate, sydneyDateAfter, sydneyDateOf } from '@pharmacy/shared';
import { errorMessage } from '../../platform/error-message.ts';
import type { MailDeps } from '../../platform/mail/mail-deps.ts';
import type { CourseStore } from './course-store.ts';
import { dueReminderMail } from './course-mail.ts';

export const DUE_REMINDER_BATCH_SIZE = 200;

export interface DueReminderRun {
  today: string;
  /** Request IDs whose prescriber was e-mailed. */
  reminded: string[];
  failed: string[];
}

export async function sendDueReminders(deps: MailDeps & { courses: CourseStore }, now: Date): Promise<DueReminderRun> {
  const today = sydneyDateOf(now);
  const run: DueReminderRun = { today, reminded: [], failed: [] };
  const date = parseCalendarDate(today);
  if (!date) return run;
  const due = await deps.courses.listDueReminders(sydneyDateAfter(date, DUE_REMINDER_WINDOW_DAYS), DUE_REMINDER_BATCH_SIZE);
  for (const requestId of due) {
    try {
      const claimed = await deps.courses.claimDueReminders(requestId, now);
      if (!claimed) continue;
      await deps.sendMail(dueReminderMail(requestId, claimed.order.practitioner.email, deps.appOrigin()));
      run.reminded.push(requestId);
    } catch (error) {
      run.failed.push(requestId);
      logger.error('Could not send a due reminder', { orderRequestId: requestId, error: errorMessage(error) });
    }
  }
  if (due.length > 0) logger.info('Sent due reminders', { today, reminded: run.reminded.length, failed: run.failed.length });
  return run;
}
