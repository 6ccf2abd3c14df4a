/**
 * What the finder and "everything held" read besides the patient records (decision 040):
 * the orders naming a patient, each order's questions, the prescribers, and the audit
 * entries naming the patient. firestore-held-source.ts reads them from Firestore.
 */
import type { z } from 'zod';
import { orderMessageSchema, orderRequestSchema, type Prescriber } from '@pharmacy/shared';
import { storedDate } from '../../platform/mail/stored-mail-state.ts';

/** orderRequests/{id} as this feature reads it: the stored order with Dates. */
export const HeldOrderRecordSchema = orderRequestSchema(storedDate);
export type HeldOrderRecord = z.output<typeof HeldOrderRecordSchema>;

/** orderRequests/{id}/messages/{messageId} with Dates. */
export const HeldMessageRecordSchema = orderMessageSchema(storedDate);
export type HeldMessageRecord = z.output<typeof HeldMessageRecordSchema>;

/** An audit entry naming the patient, as read. */
export interface HeldAuditRecord {
  at: Date;
  action: string;
  actorEmail: string;
  target: string;
}

export interface PatientHeldSource {
  /** The orders whose items name this patient (by patients/{id}), oldest first. */
  ordersNaming(patientId: string): Promise<HeldOrderRecord[]>;
  /** The orders whose items name a patient with this patientKey (family name and date of birth), at most `limit`. */
  ordersByKey(key: string, limit: number): Promise<HeldOrderRecord[]>;
  /** An order's questions and answers, oldest first. */
  messagesOf(requestId: string): Promise<HeldMessageRecord[]>;
  /** The prescribers with these uids that still have a record, by uid. */
  prescribers(uids: readonly string[]): Promise<Map<string, Prescriber>>;
  /** Every audit entry naming this patient, newest first. */
  accessEntries(patientId: string): Promise<HeldAuditRecord[]>;
}
