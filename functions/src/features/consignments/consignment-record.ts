/**
 * A consignment as the function keeps it (consignments/{consignmentId}; decision 059), and
 * what the consignment services need from storage: consignment-store.ts implements it with
 * Firestore, the unit tests with memory (testing/memory-consignment-store.ts).
 */
import { z } from 'zod';
import { consignmentSchema, type ConsignmentCounts, type ConsignmentFilter, type ConsignmentStatus, type TrackingEvent } from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { StoredMailStateSchema, storedDate } from '../../platform/mail/stored-mail-state.ts';
import type { MailState } from '../../platform/mail/mail-state.ts';
import type { OrderRecord } from '../orders/index.ts';

/** The browser-facing schema with Dates, plus the e-mails' state, which only the server uses. */
export const ConsignmentRecordSchema = consignmentSchema(storedDate).extend({
  mail: z.object({
    /** The patient's e-mail with the tracking link, at dispatch; absent when none was due. */
    patientTracking: StoredMailStateSchema.optional(),
    /** The prescribers' and the pharmacy's notice that delivery failed; absent until it does. */
    deliveryFailed: StoredMailStateSchema.optional(),
  }),
});
export type ConsignmentRecord = z.output<typeof ConsignmentRecordSchema>;
export type StoredTrackingEvent = Omit<TrackingEvent, 'at'> & { at: Date };

/** A dispatch ready to write: the consignment, the orders moved, and its audit entry. */
export interface DispatchWrite {
  consignment: ConsignmentRecord;
  orders: OrderRecord[];
  audit: AuditRecord;
}

export type DispatchOutcome =
  | { kind: 'dispatched'; consignment: ConsignmentRecord; orders: OrderRecord[] }
  | { kind: 'refused'; status: 400 | 404 | 409; code: string; message: string };

/** A change the tracking job or the pharmacy makes to one consignment, with its audit entry. */
export interface ConsignmentChange {
  consignmentId: string;
  /**
   * Given the consignment as it is now (read in the transaction), the new one and its audit
   * entry, or a refusal, or null for nothing to change.
   */
  change(current: ConsignmentRecord): { consignment: ConsignmentRecord; audit: AuditRecord | null } | { refused: { code: string; message: string } } | null;
}

export type ChangeOutcome =
  | { kind: 'not_found' }
  | { kind: 'unchanged'; consignment: ConsignmentRecord }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'changed'; before: ConsignmentRecord; consignment: ConsignmentRecord };

/** Who may ask about an order's consignment (GET /api/order-consignments/{requestId}). */
export interface OrderConsignmentRef {
  prescriberId: string;
  consignmentId: string | null;
}

export interface ConsignmentStore {
  /** The orders as they are now (absent ones left out), read outside any transaction: for planning and the patients' notices. */
  getOrders(requestIds: readonly string[]): Promise<OrderRecord[]>;
  /**
   * In one transaction: reads the orders again, asks `plan` for the write (a refusal writes
   * nothing), then creates the consignment, moves each order (status, history, its pending
   * status e-mail, consignmentId) and records the audit entry.
   */
  dispatch(requestIds: readonly string[], plan: (orders: OrderRecord[]) => DispatchWrite | { refused: { status: 400 | 404 | 409; code: string; message: string } }): Promise<DispatchOutcome>;
  get(consignmentId: string): Promise<ConsignmentRecord | null>;
  /** Applies one change in a transaction with its audit entry (none for new carrier events alone). */
  change(change: ConsignmentChange): Promise<ChangeOutcome>;
  list(filter: ConsignmentFilter, now: Date, limit: number): Promise<ConsignmentRecord[]>;
  /** The Sydney day's consignments for one method, oldest first. */
  listDispatchedOn(date: string, method: string): Promise<ConsignmentRecord[]>;
  /** Consignments the tracking job still asks the carrier about, oldest dispatched first. */
  listTracked(limit: number): Promise<ConsignmentRecord[]>;
  findByTokenHash(tokenHash: string): Promise<ConsignmentRecord | null>;
  orderRef(requestId: string): Promise<OrderConsignmentRef | null>;
  updateMail(consignmentId: string, mail: Partial<Record<'patientTracking' | 'deliveryFailed', MailState>>): Promise<void>;
  /** The overview's figures as of `now`; delivered and the median over the consignments delivered since `since`. */
  counts(now: Date, since: Date): Promise<ConsignmentCounts>;
  /** How many S8 consignments are past their receipt's due time at `now`. */
  countReceiptsOverdue(now: Date): Promise<number>;
}

export type { ConsignmentStatus };
