/**
 * Sending a thread message's e-mail and recording its state on the message, for the
 * request that wrote it and for the scheduled retry alike (like order-mail-delivery.ts).
 */
import * as logger from 'firebase-functions/logger';
import { errorMessage } from '../../platform/error-message.ts';
import { attemptMail, needsResend, type MailState } from '../../platform/mail/mail-state.ts';
import type { MailDeps } from '../../platform/mail/mail-deps.ts';
import { resendDueMail, type RetryCounts } from '../../platform/mail/mail-retry.ts';
import type { OrderRecord } from '../orders/index.ts';
import { answerMail, questionMail } from './order-question-mail.ts';
import type { OrderMessageRecord, ThreadStore } from './order-question-record.ts';

export interface ThreadMailDeps extends MailDeps {
  store: ThreadStore;
}

function build(order: OrderRecord, message: OrderMessageRecord, deps: ThreadMailDeps) {
  return message.kind === 'question'
    ? questionMail(order.requestId, order.practitioner.email, deps.appOrigin())
    : answerMail(order.requestId, deps.pharmacyEmail(), deps.appOrigin());
}

const send = (order: OrderRecord, message: OrderMessageRecord, deps: ThreadMailDeps): Promise<MailState> =>
  attemptMail(message.mail, () => deps.sendMail(build(order, message, deps)), deps.now());

const record = (order: OrderRecord, messageId: string, state: MailState, deps: ThreadMailDeps) =>
  deps.store.updateMail(order.requestId, messageId, state, needsResend([state]));

/**
 * For the request that wrote the message; resolves whether the e-mail went. A failure
 * to record is logged, not thrown: the message is safe and the e-mail out, and the
 * retry job may at worst send a duplicate, the lesser harm.
 */
export async function deliverThreadMail(order: OrderRecord, messageId: string, message: OrderMessageRecord, deps: ThreadMailDeps): Promise<boolean> {
  const state = await send(order, message, deps);
  try {
    await record(order, messageId, state, deps);
  } catch (error) {
    logger.error('Could not record the e-mail state of a thread message', {
      orderRequestId: order.requestId,
      messageId,
      error: errorMessage(error),
    });
  }
  return state.status === 'sent';
}

/** The scheduled job's part for thread messages (mail-retry.ts). */
export function resendThreadMail(deps: ThreadMailDeps): Promise<RetryCounts> {
  return resendDueMail<{ messageId: string; message: OrderMessageRecord }>(
    {
      kind: 'order thread message',
      idField: 'messageId',
      idOf: ({ messageId }) => messageId,
      listDue: (before, limit) => deps.store.listNeedingMailResend(before, limit),
      async resend({ messageId, message }) {
        const order = await deps.store.getOrder(message.requestId);
        // The order was deleted (the retention purge): nobody is left to tell.
        if (!order) {
          await deps.store.updateMail(message.requestId, messageId, message.mail, false);
          return { before: { mail: message.mail }, after: { mail: message.mail } };
        }
        const state = await send(order, message, deps);
        await record(order, messageId, state, deps);
        return { before: { mail: message.mail }, after: { mail: state } };
      },
    },
    deps.now(),
  );
}
