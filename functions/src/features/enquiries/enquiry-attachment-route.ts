import type { RequestHandler } from 'express';
import { AUDIT_ACTIONS, isDocumentId } from '@pharmacy/shared';
import { personLabel } from '../../platform/audit/person-label.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { enquiryInbox } from './enquiry-store.ts';
import { recordAudit } from '../../platform/audit/audit-log.ts';
import { enquiryNotFound } from './enquiry-state-route.ts';
import { sendPrivateFile } from '../../platform/http/send-private-file.ts';

export const NO_ATTACHMENT = 'That enquiry has no attachment.';

/**
 * GET /enquiry-attachments/:enquiryId (admins): the enquiry's file, as a download.
 * Recorded before it is sent, so no download goes unrecorded; the entry names the
 * enquiry, never the file (its name may say what the prescription is for).
 */
export function enquiryAttachment(): RequestHandler<{ enquiryId: string }> {
  return async (req, res) => {
    // Anything else cannot name an enquiry (and a slash would name another path).
    if (!isDocumentId(req.params.enquiryId)) throw enquiryNotFound();
    const enquiry = await enquiryInbox.get(req.params.enquiryId);
    if (!enquiry) throw enquiryNotFound();
    const { attachment } = enquiry;
    if (!attachment) throw new HttpError(404, 'no_attachment', NO_ATTACHMENT);

    await recordAudit({
      action: AUDIT_ACTIONS.enquiryAttachmentDownload,
      ...actorOf(callerOf(res)),
      target: { type: 'enquiry', id: enquiry.id, label: personLabel(enquiry) },
      details: { kind: enquiry.kind, contentType: attachment.contentType, size: attachment.size },
    });
    await sendPrivateFile(res, {
      content: enquiryInbox.openAttachment(attachment.storagePath),
      contentType: attachment.contentType,
      size: attachment.size,
      fileName: attachment.fileName,
    });
  };
}
