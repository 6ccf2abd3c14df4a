import { z } from 'zod';
import type { EnquiryKind } from '@pharmacy/shared';

const KINDS = ['contact', 'script'] as const satisfies readonly EnquiryKind[];
/** Set by POST /api/enquiry-state; absent on enquiries stored before the inbox existed. */
const optionalInstant = z.string().nullable().optional().transform((value) => value ?? null);

/**
 * enquiries/{id} as the admin's browser reads it (Timestamps as ISO strings): the
 * fields the inbox shows. The server's full record (functions/src/data/enquiries.ts)
 * also holds the mail state and the attachment's place in Storage, which the inbox
 * does not need.
 */
export const InboxEnquirySchema = z.object({
  kind: z.enum(KINDS),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** E.164, e.g. +61412345678. */
  contactNumber: z.string(),
  notes: z.string().nullable(),
  attachment: z.object({ fileName: z.string(), size: z.number().int(), contentType: z.string() }).nullable(),
  createdAt: z.string(),
  readAt: optionalInstant,
  handledAt: optionalInstant,
});
export type InboxEnquiry = z.infer<typeof InboxEnquirySchema>;

export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, { one: string; many: string }> = {
  contact: { one: 'Contact enquiry', many: 'Contact enquiries' },
  script: { one: 'Script upload', many: 'Script uploads' },
};
