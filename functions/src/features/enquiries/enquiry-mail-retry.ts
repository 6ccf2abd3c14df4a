/** The scheduled retry of enquiry e-mails (the loop itself is platform/mail/mail-retry.ts). */
import type { Enquiry } from './enquiry-record.ts';
import { deliverEnquiryMail, needsMailResend, type EnquiryServiceDeps } from './enquiries.ts';
import { resendDueMail } from '../../platform/mail/mail-retry.ts';

export interface MailRetrySummary {
  enquiries: number;
  sent: number;
  failed: number;
}

export async function resendEnquiryMail(deps: EnquiryServiceDeps): Promise<MailRetrySummary> {
  const { due, ...counts } = await resendDueMail<Enquiry>(
    {
      kind: 'enquiry',
      idField: 'enquiryId',
      idOf: (enquiry) => enquiry.id,
      listDue: (before, limit) => deps.store.listNeedingMailResend(before, limit),
      async resend(enquiry) {
        const mail = await deliverEnquiryMail(enquiry, deps);
        await deps.store.updateMail(enquiry.id, mail, needsMailResend(mail));
        return { before: enquiry.mail, after: mail };
      },
    },
    deps.now(),
  );
  return { enquiries: due, ...counts };
}
