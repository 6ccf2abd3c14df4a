/**
 * The scheduled reminders of the breach register (decision 041): every admin is e-mailed
 * when an open breach reaches 20 days and 28 days since it was found, once each. The run
 * is given its time (the schedule the clock's, the emulators' dev route any), so tests
 * never wait for a day to pass.
 *
 * Each reminder is first claimed on the breach in a transaction with its breach.reminder
 * audit entry (so two runs cannot both send it), then sent; its state stays on the breach,
 * and retryBreachMail sends a failed one again every 15 minutes, as for every e-mail.
 */
import * as logger from 'firebase-functions/logger';
import { sydneyDateOf, type BreachReminder } from '@pharmacy/shared';
import { errorMessage } from '../../platform/error-message.ts';
import type { MailDeps } from '../../platform/mail/mail-deps.ts';
import { resendDueMail, type RetryCounts } from '../../platform/mail/mail-retry.ts';
import { attemptMail, needsResend, type MailState } from '../../platform/mail/mail-state.ts';
import { breachReminderMail } from './breach-mail.ts';
import type { BreachMailStates, BreachRecord, BreachStore } from './breach-record.ts';

/** Far more than this pharmacy will ever have open; the rest wait for the next run. */
export const BREACH_REMINDER_BATCH_SIZE = 100;

export interface BreachMailDeps extends MailDeps {
  store: BreachStore;
}

export interface BreachReminderRun {
  /** The Sydney date the run counted as today. */
  today: string;
  reminded: { breachId: string; reminder: BreachReminder }[];
  /** Breaches whose reminder could not be sent now (retried) or not be claimed. */
  failed: string[];
}

/** Sends the breach's claimed reminders not sent yet, to every admin; returns their new states. */
async function sendBreachMail(breach: BreachRecord, deps: BreachMailDeps, now: Date): Promise<BreachMailStates> {
  const claimed = Object.entries(breach.reminders).filter((entry): entry is [BreachReminder, MailState] => entry[1] !== undefined);
  if (claimed.every(([, state]) => state.status === 'sent')) return {};
  const admins = await deps.store.adminEmails();
  const sent = await Promise.all(
    claimed.map(async ([name, previous]) => {
      const state = await attemptMail(
        previous,
        async () => {
          if (admins.length === 0) throw new Error('no admin has an e-mail address');
          await deps.sendMail(breachReminderMail(breach.id, name, admins, deps.appOrigin()));
        },
        now,
      );
      return [name, state] as const;
    }),
  );
  return Object.fromEntries(sent);
}

/** Sends and records; returns the breach's reminder states after. */
async function deliverBreachMail(breach: BreachRecord, deps: BreachMailDeps, now: Date): Promise<BreachMailStates> {
  const states = await sendBreachMail(breach, deps, now);
  const after: BreachMailStates = { ...breach.reminders, ...states };
  await deps.store.updateMail(breach.id, states, needsResend(Object.values(after)), now);
  return after;
}

export async function sendBreachReminders(deps: BreachMailDeps, now: Date): Promise<BreachReminderRun> {
  const today = sydneyDateOf(now);
  const run: BreachReminderRun = { today, reminded: [], failed: [] };
  const due = await deps.store.listDueReminders(today, BREACH_REMINDER_BATCH_SIZE);
  for (const candidate of due) {
    const breachId = candidate.id;
    try {
      const claim = await deps.store.claimReminder(breachId, today, now);
      if (!claim) continue;
      const states = await deliverBreachMail(claim.breach, deps, now);
      if (states[claim.name]?.status === 'sent') run.reminded.push({ breachId, reminder: claim.name });
      else run.failed.push(breachId);
    } catch (error) {
      // One breach that cannot be updated must not hold up the others.
      run.failed.push(breachId);
      logger.error('Could not remind the admins of a breach assessment', { breachId, error: errorMessage(error) });
    }
  }
  if (due.length > 0) logger.info('Reminded the admins of breach assessments', { today, reminded: run.reminded.length, failed: run.failed.length });
  return run;
}

/** The scheduled retry's part for breaches (mail-retry.ts). */
export function resendBreachMail(deps: BreachMailDeps): Promise<RetryCounts> {
  const now = deps.now();
  return resendDueMail<BreachRecord>(
    {
      kind: 'breach reminder',
      idField: 'breachId',
      idOf: (breach) => breach.id,
      listDue: (before, limit) => deps.store.listNeedingMailResend(before, limit),
      async resend(breach) {
        const before: Record<string, MailState> = Object.fromEntries(
          Object.entries(breach.reminders).filter((entry): entry is [string, MailState] => entry[1] !== undefined),
        );
        return { before, after: await deliverBreachMail(breach, deps, now) };
      },
    },
    now,
  );
}
