/**
 * The legal prescription behind each item, on the server's side (decision 026): the
 * summary fields written with every change, an admin recording an original as
 * received, and which reminder an order is due. Pure, so the Firestore transactions
 * (orders' order-store.ts) and the unit tests' store apply the same rules.
 *
 * It reads only the parts of an order named by LegalOrder, never the orders feature's
 * record (decision 049): orders uses this feature, not the other way round.
 */
import {
  AUDIT_ACTIONS,
  ORIGINAL_REMINDER_DAYS_BEFORE,
  addCalendarDays,
  auditPatientsOf,
  originalsSummary,
  type AuditEntry,
  type LegalScript,
  type OrderStatus,
} from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { pendingMail, type MailState } from '../../platform/mail/mail-state.ts';

export type OriginalReminderName = 'originalDueSoon' | 'originalOverdue';

export type Actor = Pick<AuditEntry, 'actorUid' | 'actorEmail'>;

/** What of an order request the legal prescription's rules read and change. */
export interface LegalOrder {
  requestId: string;
  status: OrderStatus;
  items: readonly ({ legalScript?: LegalScript | undefined } & Parameters<typeof auditPatientsOf>[0][number])[];
  mail: { originalDueSoon?: MailState | undefined; originalOverdue?: MailState | undefined };
  needsMailResend: boolean;
}

interface OriginalFields {
  originalAwaited: boolean;
  originalDueDate: string | null;
  originalReminderOn: string | null;
}

/**
 * The order's summary of its originals: whether one is awaited, the earliest due date,
 * and when the next reminder falls due (two days before the due date, then the day
 * after it; none once the overdue reminder has been made or nothing is awaited).
 */
export function originalFields(order: Pick<LegalOrder, 'items' | 'status' | 'mail'>): OriginalFields {
  const { originalAwaited, originalDueDate } = originalsSummary(order.items, order.status);
  let originalReminderOn: string | null = null;
  if (originalAwaited && originalDueDate && !order.mail.originalOverdue) {
    originalReminderOn = order.mail.originalDueSoon
      ? addCalendarDays(originalDueDate, 1)
      : addCalendarDays(originalDueDate, -ORIGINAL_REMINDER_DAYS_BEFORE);
  }
  return { originalAwaited, originalDueDate, originalReminderOn };
}

/** The reminder the order is due on `today` (Sydney date), or null. Past the due date only the overdue one is sent. */
export function reminderDue(order: LegalOrder, today: string): OriginalReminderName | null {
  const { originalAwaited, originalDueDate, originalReminderOn } = originalFields(order);
  if (!originalAwaited || !originalDueDate || !originalReminderOn || originalReminderOn > today) return null;
  return today > originalDueDate ? 'originalOverdue' : 'originalDueSoon';
}

export interface ReminderClaim<Order extends LegalOrder = LegalOrder> {
  name: OriginalReminderName;
  /** The order with the reminder pending. */
  order: Order;
}

/** The order with its due reminder pending and its next reminder date moved on; null when none is due. */
export function claimReminder<Order extends LegalOrder>(order: Order, today: string): ReminderClaim<Order> | null {
  const name = reminderDue(order, today);
  if (!name) return null;
  const mail = { ...order.mail, [name]: pendingMail() };
  const claimed: Order = { ...order, mail, needsMailResend: true };
  return { name, order: { ...claimed, ...originalFields(claimed) } };
}

export interface OriginalReceivedChange {
  requestId: string;
  itemIndex: number;
  /** The Sydney date the original arrived, YYYY-MM-DD. */
  receivedOn: string;
  actor: Actor;
}

export type OriginalReceivedOutcome<Order extends LegalOrder = LegalOrder> =
  | { kind: 'not_found' }
  | { kind: 'invalid_item' }
  | { kind: 'not_awaited'; legalScript: LegalScript | undefined }
  | { kind: 'received_before_order' }
  | { kind: 'marked'; order: Order; legalScript: LegalScript; audit: AuditRecord };

/** The order after the item's original is recorded as received, with its audit entry, or why not. */
export function markOriginalReceived<Order extends LegalOrder>(
  order: Order,
  { itemIndex, receivedOn, actor }: Omit<OriginalReceivedChange, 'requestId'>,
  label: string,
): Exclude<OriginalReceivedOutcome<Order>, { kind: 'not_found' }> {
  const item = order.items[itemIndex];
  if (!item) return { kind: 'invalid_item' };
  const current = item.legalScript;
  if (current?.state !== 'original_awaited') return { kind: 'not_awaited', legalScript: current };
  // The due date is 7 days after the order's Sydney date: the order's day is 7 days before it.
  if (receivedOn < addCalendarDays(current.dueDate, -7)) return { kind: 'received_before_order' };
  const legalScript: LegalScript = { state: 'original_received', dueDate: current.dueDate, receivedOn, receivedBy: actor.actorUid };
  const items = order.items.map((each, index) => (index === itemIndex ? { ...each, legalScript } : each));
  const changed: Order = { ...order, items };
  // The item's patient: the script received is theirs (decision 039).
  const { details: names, ...patientIds } = auditPatientsOf([item]);
  const audit: AuditRecord = {
    action: AUDIT_ACTIONS.orderOriginalReceived,
    ...actor,
    target: { type: 'order', id: order.requestId, label },
    ...patientIds,
    details: { item: itemIndex + 1, receivedOn, ...names },
  };
  return { kind: 'marked', order: { ...changed, ...originalFields(changed) }, legalScript, audit };
}
