/**
 * The record of compounding's rules on the server (decision 050), pure so the Firestore
 * transaction (firestore-compounding-store.ts) and the unit tests' store apply the same:
 * an admin records an item's batch and beyond-use date as its preparer; a different
 * admin checks it, which makes the item supplied as far as retention goes (the order's
 * lastSupplyAt, decision 051). Each is refused with its reason, or comes with its audit entry.
 */
import {
  AUDIT_ACTIONS,
  COMPOUNDING_ERROR_CODES,
  COMPOUNDING_MESSAGES,
  COMPOUNDING_STATUSES,
  compoundingVersionOf,
  type AuditEntry,
  type CompoundingPerson,
} from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { aboutOrder, type OrderRecord } from '../orders/index.ts';

/** One item's record as the function keeps it (times as Dates). */
export type StoredCompoundingRecord = NonNullable<NonNullable<OrderRecord['compounding']>[number]>;

export interface CompoundingChange {
  itemIndex: number;
  /** The admin making the change, as the record names them. */
  by: CompoundingPerson;
  actor: Pick<AuditEntry, 'actorUid' | 'actorEmail'>;
  at: Date;
}

export interface PreparedChange extends CompoundingChange {
  batchNumber: string;
  /** Sydney date, YYYY-MM-DD, already checked against today. */
  beyondUseDate: string;
}

/** A check: the version of the record the checker was shown (decision 065). */
export interface CheckedChange extends CompoundingChange {
  version: number;
}

export type CompoundingStep =
  | { kind: 'refused'; status: 400 | 403 | 409; code: string; message: string }
  | {
      kind: 'changed';
      /** Every item's record, by item index, as the order will keep them. */
      compounding: (StoredCompoundingRecord | null)[];
      record: StoredCompoundingRecord;
      /** Set when the change supplies the item (a check). */
      lastSupplyAt?: Date;
      audit: AuditRecord;
    };

const refused = (status: 400 | 403 | 409, code: keyof typeof COMPOUNDING_ERROR_CODES, message: string): CompoundingStep => ({
  kind: 'refused',
  status,
  code: COMPOUNDING_ERROR_CODES[code],
  message,
});

/** The order's records, one per item (null where none yet). */
export function recordsOf(order: Pick<OrderRecord, 'items' | 'compounding'>): (StoredCompoundingRecord | null)[] {
  return order.items.map((_, index) => order.compounding?.[index] ?? null);
}

/** What stands in the way of any change to the item's record, before its own rule. */
function refusalFor(order: OrderRecord, itemIndex: number): CompoundingStep | null {
  if (!(COMPOUNDING_STATUSES as readonly string[]).includes(order.status)) return refused(409, 'orderClosed', COMPOUNDING_MESSAGES.orderClosed);
  if (itemIndex >= order.items.length) return refused(400, 'invalidItem', COMPOUNDING_MESSAGES.invalidItem);
  if (recordsOf(order)[itemIndex]?.checkedAt) return refused(409, 'alreadyChecked', COMPOUNDING_MESSAGES.alreadyChecked);
  return null;
}

function changed(order: OrderRecord, change: CompoundingChange, record: StoredCompoundingRecord, audit: Pick<AuditRecord, 'action'> & { details: AuditRecord['details'] }): CompoundingStep {
  const compounding = recordsOf(order).map((each, index) => (index === change.itemIndex ? record : each));
  return {
    kind: 'changed',
    compounding,
    record,
    audit: { action: audit.action, ...change.actor, ...aboutOrder(order, { item: change.itemIndex + 1, ...audit.details }) },
  };
}

/** The caller prepared the item: its batch and beyond-use date, replacing an unchecked record. */
export function recordPrepared(order: OrderRecord, change: PreparedChange): CompoundingStep {
  const refusal = refusalFor(order, change.itemIndex);
  if (refusal) return refusal;
  const record: StoredCompoundingRecord = {
    batchNumber: change.batchNumber,
    beyondUseDate: change.beyondUseDate,
    preparedBy: change.by,
    preparedAt: change.at,
    version: compoundingVersionOf(recordsOf(order)[change.itemIndex]) + 1,
  };
  return changed(order, change, record, {
    action: AUDIT_ACTIONS.orderCompoundingRecord,
    details: { batchNumber: change.batchNumber, beyondUseDate: change.beyondUseDate },
  });
}

/**
 * The caller, not the preparer, checked the item's record, as it was at `change.version`:
 * refused when it was recorded again since (decision 065). The item counts as supplied from now.
 */
export function recordChecked(order: OrderRecord, change: CheckedChange): CompoundingStep {
  const refusal = refusalFor(order, change.itemIndex);
  if (refusal) return refusal;
  const current = recordsOf(order)[change.itemIndex];
  if (!current) return refused(409, 'notRecorded', COMPOUNDING_MESSAGES.notRecorded);
  if (current.preparedBy.uid === change.by.uid) return refused(403, 'checkerIsPreparer', COMPOUNDING_MESSAGES.checkerIsPreparer);
  if (compoundingVersionOf(current) !== change.version) return refused(409, 'recordChanged', COMPOUNDING_MESSAGES.recordChanged(change.itemIndex + 1));
  const record: StoredCompoundingRecord = { ...current, checkedBy: change.by, checkedAt: change.at };
  const step = changed(order, change, record, {
    action: AUDIT_ACTIONS.orderCompoundingCheck,
    details: { batchNumber: current.batchNumber, preparedBy: current.preparedBy.name, version: compoundingVersionOf(current) },
  });
  const previous = order.lastSupplyAt;
  return step.kind === 'changed' ? { ...step, lastSupplyAt: previous && previous > change.at ? previous : change.at } : step;
}
