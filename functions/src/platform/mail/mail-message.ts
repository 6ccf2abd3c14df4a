import { z } from 'zod';

export const MailAttachmentSchema = z.object({
  filename: z.string().min(1),
  content: z.instanceof(Buffer),
  contentType: z.string().min(1),
});
export type MailAttachment = z.infer<typeof MailAttachmentSchema>;

const recipients = z.union([z.email(), z.array(z.email()).min(1)]);

/** What callers hand to sendMail. `from` defaults to the MAIL_FROM setting. */
export const MailMessageSchema = z.object({
  to: recipients,
  from: z.email().optional(),
  replyTo: z.email().optional(),
  subject: z.string().trim().min(1),
  text: z.string(),
  html: z.string().optional(),
  attachments: z.array(MailAttachmentSchema).optional(),
});
export type MailMessage = z.input<typeof MailMessageSchema>;

/** A message ready for a transport: defaults applied, recipients as a list. */
export interface OutgoingMail {
  to: string[];
  from: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
}

/** The only difference between the emulators and production is the transport. */
export interface MailTransport {
  readonly name: string;
  deliver(mail: OutgoingMail): Promise<void>;
}
