/**
 * An enquiry or script upload as it is kept (enquiries/{id}), and what the services
 * need from storage: data/enquiries.ts implements it with Firestore and Cloud
 * Storage, the unit tests with memory.
 */
import {
  ENQUIRY_COLLECTIONS,
  type AttachmentContentType,
  type EnquiryKind,
  type EnquirySubject,
} from '@pharmacy/shared';

export const ENQUIRY_MAILS = ['pharmacy', 'acknowledgement'] as const;
export type EnquiryMailName = (typeof ENQUIRY_MAILS)[number];

export interface MailState {
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  /** The transport's reason for the last failure (never a message body). */
  error: string | null;
  lastAttemptAt: Date | null;
}
export type EnquiryMailStates = Record<EnquiryMailName, MailState>;

export interface EnquiryAttachment {
  /** In the default bucket: enquiries/{id}/{fileName}. */
  storagePath: string;
  /** Found from the content, not declared by the sender. */
  contentType: AttachmentContentType;
  size: number;
  /** The sender's name for it, sanitised; for display only. */
  fileName: string;
}

export interface Enquiry {
  id: string;
  kind: EnquiryKind;
  subject: EnquirySubject;
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, e.g. +61412345678. */
  contactNumber: string;
  notes: string | null;
  attachment: EnquiryAttachment | null;
  createdAt: Date;
  status: 'new';
  mail: EnquiryMailStates;
  /** True until both e-mails are sent (or given up on): the retry job's query. */
  needsMailResend: boolean;
}

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

export function attachmentPath(id: string, fileName: string): string {
  return `${ENQUIRY_COLLECTIONS.enquiries}/${id}/${fileName}`;
}
