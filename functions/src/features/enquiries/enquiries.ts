/**
 * Keeping a checked enquiry and sending its two e-mails. The file goes to Storage
 * before the document that points at it, and is removed again when the document
 * cannot be written, so neither exists without the other. A failed e-mail does not
 * fail the submission: it is recorded on the document and retried (mail-retry.ts).
 */
import * as logger from 'firebase-functions/logger';
import {
  ENQUIRY_SUBJECTS,
  type EscriptToken,
  type EnquiryFields,
  type EnquiryKind,
} from '@pharmacy/shared';
import { acknowledgementMail, pharmacyMail } from './enquiry-mail.ts';
import { errorMessage } from '../../platform/error-message.ts';
import type { CheckedFile } from '../../platform/uploads/file-check.ts';
import {
  ENQUIRY_MAILS,
  attachmentPath,
  type Enquiry,
  type EnquiryMailName,
  type EnquiryMailStates,
  type EnquiryStore,
  type MailState,
} from './enquiry-record.ts';
import { attemptMail, needsResend, pendingMail } from '../../platform/mail/mail-state.ts';
import type { MailDeps } from '../../platform/mail/mail-deps.ts';
import type { MailMessage } from '../../platform/mail/mail.ts';

export { MAX_MAIL_ATTEMPTS } from '../../platform/mail/mail-state.ts';

export interface EnquiryServiceDeps extends MailDeps {
  store: EnquiryStore;
}

export type CheckedAttachment = CheckedFile;

export interface EnquirySubmission {
  kind: EnquiryKind;
  /** Validated, with contactNumber in E.164. */
  fields: Omit<EnquiryFields, 'subject' | 'escriptToken'>;
  attachment: CheckedAttachment | null;
  /** A script upload's e-script token, in its stored form. */
  escriptToken: EscriptToken | null;
}

/** Whether any e-mail is still unsent and has tries left. */
export function needsMailResend(mail: EnquiryMailStates): boolean {
  return needsResend(ENQUIRY_MAILS.map((name) => mail[name]));
}

/** Sends every e-mail of the enquiry not sent yet and returns their new states. */
export async function deliverEnquiryMail(
  enquiry: Enquiry,
  deps: Pick<EnquiryServiceDeps, 'sendMail' | 'pharmacyEmail' | 'appOrigin' | 'now'>,
): Promise<EnquiryMailStates> {
  const deliver = (name: EnquiryMailName, build: () => Promise<MailMessage>): Promise<MailState> =>
    attemptMail(enquiry.mail[name], async () => deps.sendMail(await build()), deps.now());
  const [pharmacy, acknowledgement] = await Promise.all([
    deliver('pharmacy', async () => pharmacyMail(enquiry, deps.pharmacyEmail(), deps.appOrigin())),
    deliver('acknowledgement', async () => acknowledgementMail(enquiry)),
  ]);
  return { pharmacy, acknowledgement };
}

/** Stores the enquiry (and its file), sends both e-mails and returns its id. */
export async function submitEnquiry(submission: EnquirySubmission, deps: EnquiryServiceDeps): Promise<string> {
  const { store } = deps;
  const id = store.newId();
  const file = submission.attachment;
  const attachment = file && {
    storagePath: attachmentPath(id, file.fileName),
    contentType: file.contentType,
    size: file.content.byteLength,
    fileName: file.fileName,
  };
  const enquiry: Enquiry = {
    id,
    kind: submission.kind,
    subject: ENQUIRY_SUBJECTS[submission.kind],
    ...submission.fields,
    attachment,
    escriptToken: submission.escriptToken,
    createdAt: deps.now(),
    status: 'new',
    // Pending until sent: if the instance dies mid-way, the retry job still sends them.
    mail: { pharmacy: pendingMail(), acknowledgement: pendingMail() },
    needsMailResend: true,
  };

  if (file && attachment) await store.saveAttachment(attachment.storagePath, file.content, file.contentType);
  try {
    await store.create(enquiry);
  } catch (error) {
    if (attachment) {
      await store.deleteAttachment(attachment.storagePath).catch((cleanup: unknown) =>
        logger.error('Could not remove the file of an enquiry that was not stored', {
          storagePath: attachment.storagePath,
          error: errorMessage(cleanup),
        }),
      );
    }
    throw error;
  }

  const mail = await deliverEnquiryMail(enquiry, deps);
  try {
    await store.updateMail(id, mail, needsMailResend(mail));
  } catch (error) {
    // The enquiry is safe and the e-mails are out; failing now would only make the
    // visitor send it again. The retry job may send a duplicate, which is the lesser harm.
    logger.error('Could not record the e-mail state of an enquiry', { enquiryId: id, error: errorMessage(error) });
  }
  return id;
}
