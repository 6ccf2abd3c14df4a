/**
 * The scheduled retry of enquiry e-mails that could not be sent (or whose sending
 * was cut short). The pharmacy's copy gets its file back from Storage. After
 * MAX_MAIL_ATTEMPTS an e-mail is given up on and an error is logged for a person
 * to follow up; the enquiry itself stays in Firestore.
 */
import * as logger from 'firebase-functions/logger';
import { ENQUIRY_MAILS, type Enquiry, type EnquiryMailStates } from './enquiry-record.ts';
import { errorMessage } from './error-message.ts';
import { MAX_MAIL_ATTEMPTS, deliverEnquiryMail, needsMailResend, type EnquiryServiceDeps } from './enquiries.ts';

/** Younger enquiries may still be inside their own request (the function's timeout is 120 s). */
export const IN_FLIGHT_GRACE_MS = 5 * 60 * 1000;
/** Enough for one run; anything left waits for the next. */
export const RETRY_BATCH_SIZE = 50;

export interface MailRetrySummary {
  enquiries: number;
  sent: number;
  failed: number;
}

async function retryOne(enquiry: Enquiry, deps: EnquiryServiceDeps): Promise<EnquiryMailStates> {
  const { attachment } = enquiry;
  const mail = await deliverEnquiryMail(
    enquiry,
    async () => (attachment ? deps.store.readAttachment(attachment.storagePath) : null),
    deps,
  );
  const stillNeeded = needsMailResend(mail);
  await deps.store.updateMail(enquiry.id, mail, stillNeeded);
  const unsent = ENQUIRY_MAILS.filter((name) => mail[name].status !== 'sent');
  if (!stillNeeded && unsent.length > 0) {
    logger.error('Gave up sending enquiry e-mail', { enquiryId: enquiry.id, unsent, attempts: MAX_MAIL_ATTEMPTS });
  }
  return mail;
}

export async function resendEnquiryMail(deps: EnquiryServiceDeps): Promise<MailRetrySummary> {
  const cutoff = new Date(deps.now().getTime() - IN_FLIGHT_GRACE_MS);
  const due = await deps.store.listNeedingMailResend(cutoff, RETRY_BATCH_SIZE);
  const summary: MailRetrySummary = { enquiries: due.length, sent: 0, failed: 0 };

  for (const enquiry of due) {
    try {
      const mail = await retryOne(enquiry, deps);
      for (const name of ENQUIRY_MAILS) {
        if (enquiry.mail[name].status === 'sent') continue;
        if (mail[name].status === 'sent') summary.sent += 1;
        else summary.failed += 1;
      }
    } catch (error) {
      // One enquiry that cannot be updated must not hold up the others.
      summary.failed += 1;
      logger.error('Could not retry the e-mails of an enquiry', { enquiryId: enquiry.id, error: errorMessage(error) });
    }
  }
  if (due.length > 0) logger.info('Retried enquiry e-mails', { ...summary });
  return summary;
}
