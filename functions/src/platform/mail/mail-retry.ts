/**
 * The scheduled retry of e-mails that could not be sent (or whose sending was cut
 * short), for every kind of document that keeps its e-mails' state (mail-state.ts):
 * enquiries (features/enquiries/enquiry-mail-retry.ts) and order requests
 * (features/orders/order-mail-delivery.ts). After MAX_MAIL_ATTEMPTS an
 * e-mail is given up on and an error is logged for a person to follow up; the
 * document itself stays in Firestore.
 */
import * as logger from 'firebase-functions/logger';
import { errorMessage } from '../error-message.ts';
import { MAX_MAIL_ATTEMPTS, needsResend, type MailState } from './mail-state.ts';

/** Younger documents may still be inside their own request (the function's timeout is 120 s). */
export const IN_FLIGHT_GRACE_MS = 5 * 60 * 1000;
/** Enough for one run; anything left waits for the next. */
export const RETRY_BATCH_SIZE = 50;

type MailStates = Record<string, MailState>;

/** One kind of document whose e-mails the job retries. */
export interface MailRetrySource<T> {
  /** Names the kind in log lines, e.g. "enquiry". */
  kind: string;
  /** The log field naming a document, as the kind's other log lines do, e.g. "enquiryId". */
  idField: string;
  idOf(document: T): string;
  /** Documents with e-mail still to send, last changed at or before `before`, oldest first. */
  listDue(before: Date, limit: number): Promise<T[]>;
  /** Sends every e-mail not sent yet and records the new states; returns each e-mail's state before and after. */
  resend(document: T): Promise<{ before: MailStates; after: MailStates }>;
}

export interface RetryCounts {
  due: number;
  sent: number;
  failed: number;
}

export async function resendDueMail<T>(source: MailRetrySource<T>, now: Date): Promise<RetryCounts> {
  const due = await source.listDue(new Date(now.getTime() - IN_FLIGHT_GRACE_MS), RETRY_BATCH_SIZE);
  const counts: RetryCounts = { due: due.length, sent: 0, failed: 0 };

  for (const document of due) {
    const id = source.idOf(document);
    try {
      const { before, after } = await source.resend(document);
      for (const [name, state] of Object.entries(after)) {
        if (before[name]?.status === 'sent') continue;
        if (state.status === 'sent') counts.sent += 1;
        else counts.failed += 1;
      }
      const unsent = Object.keys(after).filter((name) => after[name]?.status !== 'sent');
      if (unsent.length > 0 && !needsResend(Object.values(after))) {
        logger.error(`Gave up sending ${source.kind} e-mail`, { [source.idField]: id, unsent, attempts: MAX_MAIL_ATTEMPTS });
      }
    } catch (error) {
      // One document that cannot be updated must not hold up the others.
      counts.failed += 1;
      logger.error(`Could not retry ${source.kind} e-mails`, { [source.idField]: id, error: errorMessage(error) });
    }
  }
  if (due.length > 0) logger.info(`Retried ${source.kind} e-mails`, { ...counts });
  return counts;
}
