/**
 * The reminders about awaited originals (legal-prescriptions' script-reminders.ts, decision
 * 026) run over the orders' store and sent as order e-mails: the orders feature gives the
 * legal prescriptions' job what it reads and how it sends (decision 049).
 */
import { sendOriginalReminders as runReminders, type ReminderRun } from '../legal-prescriptions/index.ts';
import { deliverOrderMail, type OrderMailDeps } from './order-mail-delivery.ts';

export function sendOriginalReminders(deps: OrderMailDeps, now: Date): Promise<ReminderRun> {
  return runReminders(
    {
      store: deps.store,
      async deliver(order, name, at) {
        const states = await deliverOrderMail(order, [name], { ...deps, now: () => at });
        return states[name]?.status === 'sent';
      },
    },
    now,
  );
}
