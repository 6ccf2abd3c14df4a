/**
 * An enquiry or script upload as it is kept (enquiries/{id}), and what the services
 * need from storage: enquiry-store.ts implements it with Firestore and Cloud
 * Storage, the unit tests with memory.
 */
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  ENQUIRY_COLLECTIONS,
  EnquiryFieldsSchema,
  StoredAttachmentSchema,
  type EnquiryStateRequestSchema,
  storedEnquirySchema,
  type AttachmentContentType,
  type AuditEntry,
} from '@pharmacy/shared';
import { StoredMailStateSchema, storedDate } from '../../platform/mail/stored-mail-state.ts';

export const ENQUIRY_MAILS = ['pharmacy', 'acknowledgement'] as const;
export type EnquiryMailName = (typeof ENQUIRY_MAILS)[number];

export type { MailState } from '../../platform/mail/mail-state.ts';

/**
 * enquiries/{id} as the function reads it: the inbox's schema (shared) with Dates,
 * plus what only the server uses. A document that does not match is a data problem.
 */
export const EnquiryRecordSchema = storedEnquirySchema(storedDate).extend({
  subject: EnquiryFieldsSchema.shape.subject,
  attachment: StoredAttachmentSchema.extend({
    /** In the default bucket: enquiries/{id}/{fileName}. */
    storagePath: z.string(),
  }).nullable(),
  status: z.literal('new'),
  mail: z.object({ pharmacy: StoredMailStateSchema, acknowledgement: StoredMailStateSchema }),
  /** True until both e-mails are sent (or given up on): the retry job's query. */
  needsMailResend: z.boolean(),
});

/** A stored enquiry with its id (the document's name, not a field). */
export type EnquiryRecord = { id: string } & z.output<typeof EnquiryRecordSchema>;
export type EnquiryMailStates = EnquiryRecord['mail'];
export type EnquiryAttachment = NonNullable<EnquiryRecord['attachment']>;

/** The admin inbox's marks on an enquiry; null until set (and in documents older than the inbox). */
export type EnquiryInboxState = Pick<EnquiryRecord, 'readAt' | 'handledAt' | 'handledBy'>;

/** A new enquiry, as the submission writes it: the inbox's marks start empty (enquiry-store.ts). */
export type Enquiry = Omit<EnquiryRecord, keyof EnquiryInboxState>;

export interface EnquiryStore {
  /** A new, unused document id (made locally; nothing is written). */
  newId(): string;
  saveAttachment(storagePath: string, content: Buffer, contentType: AttachmentContentType): Promise<void>;
  deleteAttachment(storagePath: string): Promise<void>;
  readAttachment(storagePath: string): Promise<Buffer>;
  /** Writes enquiries/{id}; its createdAt is the database's own time. */
  create(enquiry: Enquiry): Promise<void>;
  updateMail(id: string, mail: EnquiryMailStates, needsMailResend: boolean): Promise<void>;
  /** Enquiries with e-mail still to send created at or before `createdBefore`, oldest first, at most `limit`. */
  listNeedingMailResend(createdBefore: Date, limit: number): Promise<Enquiry[]>;
}

/** What an admin asks to change; a flag left out stays as it is. */
export type EnquiryInboxChange = Omit<z.infer<typeof EnquiryStateRequestSchema>, 'enquiryId'>;

/** The admin inbox's side of enquiries/{id}: enquiry-store.ts with Firestore and Cloud Storage. */
export interface EnquiryInbox {
  get(id: string): Promise<EnquiryRecord | null>;
  /**
   * Applies the change and, when it changes anything, records it in the audit log in
   * the same transaction. null when there is no such enquiry.
   */
  setState(
    id: string,
    change: EnquiryInboxChange,
    actor: Pick<AuditEntry, 'actorUid' | 'actorEmail'>,
    at: Date,
  ): Promise<EnquiryInboxState | null>;
  /** The file's bytes, read as they are sent rather than held in memory. */
  openAttachment(storagePath: string): Readable;
}

export function attachmentPath(id: string, fileName: string): string {
  return `${ENQUIRY_COLLECTIONS.enquiries}/${id}/${fileName}`;
}
