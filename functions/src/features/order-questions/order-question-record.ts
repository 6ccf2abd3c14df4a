/**
 * A thread message as the function keeps it (orderRequests/{requestId}/messages/{id}),
 * and what the thread's services need from storage: order-question-store.ts implements it
 * with Firestore and Cloud Storage.
 */
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { ORDER_SCRIPTS_FOLDER, orderMessageSchema, type OrderClarification, type OrderMessageKind } from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import type { MailState } from '../../platform/mail/mail-state.ts';
import { StoredMailStateSchema, storedDate } from '../../platform/mail/stored-mail-state.ts';
import type { OrderRecord } from '../orders/index.ts';

/** The browser's schema with Dates, plus its one e-mail's state (the practitioner's notice of a question, the pharmacy's of an answer). */
export const OrderMessageRecordSchema = orderMessageSchema(storedDate).extend({
  mail: StoredMailStateSchema,
  /** True until the e-mail is sent (or given up on): the retry job's query. */
  needsMailResend: z.boolean(),
});
export type OrderMessageRecord = z.output<typeof OrderMessageRecordSchema>;

/** The order's summary with Dates, as the function writes it. */
export type ClarificationRecord = Omit<OrderClarification, 'askedAt' | 'answeredAt'> & { askedAt: Date; answeredAt: Date | null };

/** A message to add, with the order's new summary and (for an admin's question) its audit entry. */
export interface NewThreadMessage {
  messageId: string;
  message: OrderMessageRecord;
}

export type AddMessageOutcome =
  | { kind: 'refused'; refusal: ThreadRefusal }
  | { kind: 'added'; order: OrderRecord };

export type ThreadRefusal = 'not_found' | 'order_closed' | 'no_open_question';

export interface ThreadStore {
  /** A new message's id, so its file can be stored under it before the message is written. */
  newMessageId(requestId: string): string;
  getOrder(requestId: string): Promise<OrderRecord | null>;
  saveFile(storagePath: string, content: Buffer, contentType: string): Promise<void>;
  deleteFile(storagePath: string): Promise<void>;
  openFile(storagePath: string): Readable;
  /**
   * In one transaction: reads the order again, asks `decide` whether the message may
   * be added (and the order's new summary), writes the message, the order's
   * `clarification` and the audit entry `decide` gives.
   */
  addMessage(
    entry: NewThreadMessage,
    decide: (order: OrderRecord | null) => { refusal: ThreadRefusal } | { clarification: ClarificationRecord; audit: AuditRecord | null },
  ): Promise<AddMessageOutcome>;
  getMessage(requestId: string, messageId: string): Promise<OrderMessageRecord | null>;
  /** The order's messages, oldest first; one that does not match its schema is left out (and logged). */
  listMessages(requestId: string): Promise<{ messageId: string; message: OrderMessageRecord }[]>;
  updateMail(requestId: string, messageId: string, mail: MailState, needsMailResend: boolean): Promise<void>;
  /** Messages whose e-mail is still to send, written at or before `before`, oldest first, at most `limit`. */
  listNeedingMailResend(before: Date, limit: number): Promise<{ messageId: string; message: OrderMessageRecord }[]>;
}

/**
 * `order-scripts/{requestId}/messages/{messageId}-{fileName}`: beside the order's scripts,
 * so the retention purge, which deletes the order's folder, deletes these with it.
 */
export function threadFilePath(requestId: string, messageId: string, fileName: string): string {
  return `${ORDER_SCRIPTS_FOLDER}/${requestId}/messages/${messageId}-${fileName}`;
}

export type { OrderMessageKind };
