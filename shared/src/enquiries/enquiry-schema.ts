/**
 * Enquiries as zod schemas: the forms' text fields (the function parses them), the
 * stored enquiry (the admin's inbox and the function read it) and the replies. Kept
 * apart from enquiry.ts so the public forms, which import only its constants, do not
 * pull zod into the pages' JavaScript (decision 006).
 */
import { z } from 'zod';
import { ATTACHMENT_CONTENT_TYPES } from '../platform/attachments.ts';
import {
  ENQUIRY_MAX_LENGTHS,
  ENQUIRY_MESSAGES,
  ENQUIRY_SUBJECTS,
  type EnquiryKind,
} from './enquiry.ts';
import { IsoInstantSchema, type InstantSchema } from '../platform/stored-time.ts';
import { EscriptTokenFieldSchema, EscriptTokenSchema } from '../legal-prescriptions/index.ts';
import { DocumentIdSchema } from '../platform/document-id.ts';
import { CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS_AND_TABS, personNameSchema } from '../platform/text-schema.ts';

// Names end up in e-mail subjects: one line of plain text. Notes may span lines.
const name = (required: string) =>
  personNameSchema(ENQUIRY_MAX_LENGTHS.name, { required, tooLong: ENQUIRY_MESSAGES.nameTooLong, controlCharacters: ENQUIRY_MESSAGES.controlCharacters });

/**
 * The text fields of both forms, in the order the forms show them, so the first issue
 * is the first field to fix. The phone number is only checked for presence and length
 * here: whether it is a real Australian number is decided by the function
 * (libphonenumber is too large for the browser bundle), which also normalises it.
 */
export const EnquiryFieldsSchema = z.object({
  subject: z.enum([ENQUIRY_SUBJECTS.contact, ENQUIRY_SUBJECTS.script], { error: ENQUIRY_MESSAGES.invalidForm }),
  firstName: name(ENQUIRY_MESSAGES.firstName),
  lastName: name(ENQUIRY_MESSAGES.lastName),
  email: z
    .string({ error: ENQUIRY_MESSAGES.email })
    .trim()
    .max(ENQUIRY_MAX_LENGTHS.email, ENQUIRY_MESSAGES.email)
    .pipe(z.email({ error: ENQUIRY_MESSAGES.email })),
  contactNumber: z
    .string({ error: ENQUIRY_MESSAGES.contactNumber })
    .trim()
    .min(1, ENQUIRY_MESSAGES.contactNumber)
    .max(ENQUIRY_MAX_LENGTHS.contactNumber, ENQUIRY_MESSAGES.contactNumber),
  /** Optional: an empty or blank field is no notes at all. */
  notes: z
    .string()
    .trim()
    .max(ENQUIRY_MAX_LENGTHS.notes, ENQUIRY_MESSAGES.notesTooLong)
    .refine((value) => !CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS_AND_TABS.test(value), ENQUIRY_MESSAGES.controlCharacters)
    .optional()
    .transform((value) => value || null),
  /** The script upload's alternative to a file: the e-script's link or token code (decision 026); absent or '' for none. */
  escriptToken: EscriptTokenFieldSchema.optional(),
});
export type EnquiryFields = z.infer<typeof EnquiryFieldsSchema>;
export type EnquiryFieldsInput = z.input<typeof EnquiryFieldsSchema>;


/** POST /api/enquiry, 201 (also what a bot that filled in the honeypot is told). */
export const EnquiryResponseSchema = z.object({ success: z.literal(true), id: z.string() });
export type EnquiryResponse = z.infer<typeof EnquiryResponseSchema>;

/** Every kind of enquiry, in the order the inbox lists them. */
export const ENQUIRY_KINDS = ['contact', 'script'] as const satisfies readonly EnquiryKind[];

/** An enquiry's file as the inbox shows it; the function's record adds its place in Storage. */
export const StoredAttachmentSchema = z.object({
  /** The sender's name for it, sanitised; for display only. */
  fileName: z.string(),
  size: z.number().int(),
  /** Found from the content, not declared by the sender. */
  contentType: z.enum(ATTACHMENT_CONTENT_TYPES),
});

/**
 * enquiries/{id} as the admin's inbox reads it (firestore.rules: admins only), its
 * times read with `instant` (stored-time.ts). The function's record
 * (functions/src/features/enquiries/enquiry-record.ts) extends it with the subject,
 * the attachment's place in Storage and the e-mails' state, which the inbox does not use.
 */
export function storedEnquirySchema<Instant extends InstantSchema>(instant: Instant) {
  return z.object({
    kind: z.enum(ENQUIRY_KINDS),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** E.164, e.g. +61412345678. */
    contactNumber: z.string(),
    notes: z.string().nullable(),
    attachment: StoredAttachmentSchema.nullable(),
    /** A script upload's e-script token, in its stored form (legal-prescriptions' escript-token.ts); null for none and on older enquiries. */
    escriptToken: EscriptTokenSchema.nullable().default(null),
    createdAt: instant,
    // The inbox's marks (POST /api/enquiry-state); enquiries stored before the inbox existed have none.
    readAt: instant.nullable().default(null),
    handledAt: instant.nullable().default(null),
    /** The uid of the admin who marked it handled (the audit log names them by e-mail). */
    handledBy: z.string().nullable().default(null),
  });
}

/** enquiries/{id} in the browser: times as ISO 8601 text. */
export const StoredEnquirySchema = storedEnquirySchema(IsoInstantSchema);
export type StoredEnquiry = z.infer<typeof StoredEnquirySchema>;

/** POST /api/enquiry-state, 200: the enquiry's inbox marks after the change. */
export const EnquiryStateResponseSchema = StoredEnquirySchema.pick({ readAt: true, handledAt: true, handledBy: true }).extend({
  success: z.literal(true),
});
export type EnquiryStateResponse = z.infer<typeof EnquiryStateResponseSchema>;

/** POST /api/enquiry-state */
export const EnquiryStateRequestSchema = z
  .object({
    enquiryId: DocumentIdSchema,
    read: z.boolean().optional(),
    handled: z.boolean().optional(),
  })
  .refine((body) => body.read !== undefined || body.handled !== undefined, 'Say what to change: read or handled.');
