/** Test helper: an enquiry as it is kept, a script upload whose pharmacy e-mail failed. */
import { SCRIPT_PNG } from '../../../../../tests/support/file-fixtures.ts';
import type { MailState } from '../../../platform/mail/mail-state.ts';
import { attachmentPath, type Enquiry } from '../enquiry-record.ts';

export const SUBMITTED_AT = new Date('2026-03-02T02:00:00.000Z');

export const sentMail = (attempts = 1): MailState => ({ status: 'sent', attempts, error: null, lastAttemptAt: SUBMITTED_AT });
export const failedMail = (attempts = 1): MailState => ({ ...sentMail(attempts), status: 'failed', error: 'Mail delivery failed' });

export function storedEnquiry(id: string, overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    id,
    kind: 'script',
    subject: 'New Prescription Script Upload',
    firstName: 'Jane',
    lastName: 'Citizen',
    email: `${id.toLowerCase()}@example.com`,
    contactNumber: '+61412345678',
    notes: null,
    attachment: {
      storagePath: attachmentPath(id, 'script.png'),
      contentType: 'image/png',
      size: SCRIPT_PNG.content.byteLength,
      fileName: 'script.png',
    },
    escriptToken: null,
    createdAt: SUBMITTED_AT,
    status: 'new',
    mail: { pharmacy: failedMail(), acknowledgement: sentMail() },
    needsMailResend: true,
    ...overrides,
  };
}
