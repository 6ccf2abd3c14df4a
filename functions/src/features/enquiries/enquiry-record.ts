/**
 * An enquiry or script upload as it is kept (enquiries/{id}), and what the services
 * need from storage: enquiry-store.ts implements it with Firestore and Cloud
 * Storage, the unit tests with memory.
 */
import type { Readable } from 'node:stream';
import type { MailState } from '../../platform/mail/mail-state.ts';
import {
  ENQUIRY_COLLECTIONS,
  type AttachmentContentType,
  type AuditEntry,
  type EnquiryKind,
  type EnquirySubject,
} from '@pharmacy/shared';

export const ENQUIRY_MAILS = ['pharmacy', 'acknowledgement'] as const;
export type EnquiryMailName = (typeof ENQUIRY_MAILS)[number];

export type { MailState } from '../../platform/mail/mail-state.ts';
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

/** The admin inbox's marks on an enquiry; null until set (and in documents older than the inbox). */
export interface EnquiryInboxState {
  readAt: Date | null;
  handledAt: Date | null;
  /** The uid of the admin who marked it handled (the audit log names them by e-mail). */
  handledBy: string | null;
}

/** What an admin asks to change (EnquiryStateRequestSchema); a flag left out stays as it is. */
export interface EnquiryInboxChange {
  read?: boolean;
  handled?: boolean;
}

export type InboxEnquiry = Enquiry & EnquiryInboxState;

/** The admin inbox's side of enquiries/{id}: enquiry-store.ts with Firestore and Cloud Storage. */
export interface EnquiryInbox {
  get(id: string): Promise<InboxEnquiry | null>;
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
