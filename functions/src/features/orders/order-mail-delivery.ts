/**
 * Sending an order request's e-mails and recording their state on the order, for
 * the request that triggers them and for the scheduled retry alike.
 */
import * as logger from 'firebase-functions/logger';
import { errorMessage } from '../../platform/error-message.ts';
import { attemptMail, needsResend, type MailState } from '../../platform/mail/mail-state.ts';
import type { MailDeps } from '../../platform/mail/mail-deps.ts';
import { resendDueMail, type RetryCounts } from '../../platform/mail/mail-retry.ts';
import { dueReminderMail } from './due-reminder-mail.ts';
import { quoteAwaitingMail } from './quote-awaiting-mail.ts';
import { orderStatusMail, originalReminderMail, pharmacyOrderMail, practitionerConfirmationMail } from './order-mail.ts';
import {
  ORDER_MAILS,
  mailStatesOf,
  type OrderMailName,
  type OrderMailStates,
  type OrderRecord,
  type OrderStore,
} from './order-record.ts';

export interface OrderMailDeps extends MailDeps {
  store: OrderStore;
}

/** Sends the named e-mails of the order not sent yet (a status notice only when one is due); returns their new states. */
export async function sendOrderMail(
  order: OrderRecord,
  names: readonly OrderMailName[],
  deps: OrderMailDeps,
): Promise<Partial<OrderMailStates>> {
  const now = deps.now();
  const build = {
    practitioner: () => practitionerConfirmationMail(order, deps.appOrigin()),
    pharmacy: () => pharmacyOrderMail(order, deps.pharmacyEmail(), deps.appOrigin()),
    statusUpdate: () => orderStatusMail(order, deps.appOrigin()),
    originalDueSoon: () => originalReminderMail(order, 'dueSoon', deps.appOrigin()),
    originalOverdue: () => originalReminderMail(order, 'overdue', deps.appOrigin()),
    dueReminder: () => dueReminderMail(order.requestId, order.practitioner.email, deps.appOrigin()),
    quoteAwaiting: () => quoteAwaitingMail(order.requestId, order.practitioner.email, deps.appOrigin()),
  };
  const sent = await Promise.all(
    names.flatMap((name) => {
      const previous = order.mail[name];
      if (!previous) return [];
      return [attemptMail(previous, async () => deps.sendMail(build[name]()), now).then((state) => [name, state] as const)];
    }),
  );
  return Object.fromEntries(sent);
}

/** Records the e-mails' new states on the order, and whether any is still to be retried. */
export async function recordOrderMail(order: OrderRecord, states: Partial<OrderMailStates>, store: OrderStore): Promise<void> {
  await store.updateMail(order.requestId, states, needsResend(mailStatesOf({ ...order.mail, ...states })));
}

/**
 * Sends and records, for the request that triggered the e-mails. A failure to record
 * is logged, not thrown: the order is safe and the e-mails are out, and the retry
 * job may at worst send a duplicate, the lesser harm.
 */
export async function deliverOrderMail(
  order: OrderRecord,
  names: readonly OrderMailName[],
  deps: OrderMailDeps,
): Promise<Partial<OrderMailStates>> {
  const states = await sendOrderMail(order, names, deps);
  try {
    await recordOrderMail(order, states, deps.store);
  } catch (error) {
    logger.error('Could not record the e-mail state of an order request', {
      orderRequestId: order.requestId,
      error: errorMessage(error),
    });
  }
  return states;
}

/** The scheduled job's part for order requests (mail-retry.ts). */
export function resendOrderMail(deps: OrderMailDeps): Promise<RetryCounts> {
  return resendDueMail<OrderRecord>(
    {
      kind: 'order request',
      idField: 'orderRequestId',
      idOf: (order) => order.requestId,
      listDue: (before, limit) => deps.store.listNeedingMailResend(before, limit),
      async resend(order) {
        const states = await sendOrderMail(order, ORDER_MAILS, deps);
        await recordOrderMail(order, states, deps.store);
        const before: Record<string, MailState> = { ...order.mail };
        return { before, after: { ...before, ...states } };
      },
    },
    deps.now(),
  );
}
