/**
 * A course on the stored orders (decisions 052 and 053), as pure functions of the orders
 * and the time: recording a supply, asking for the next one, the due reminder's date.
 * course-store.ts runs them inside Firestore transactions; the unit tests call them directly.
 */
import {
  AUDIT_ACTIONS,
  COURSE_ERROR_CODES,
  COURSE_MESSAGES,
  courseOf,
  dueReminderOn,
  nextSupplyLegalScript,
  nextSupplyProblem,
  repeatsLeft,
  suppliedUntil,
  supplyProblem,
  type CourseRefusal,
  type NextSupplyOf,
  type OrderItem,
  type Supply,
} from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import type { Actor, OrderRecord } from '../orders/index.ts';
import { aboutOrder } from '../orders/index.ts';
import { originalFields } from '../legal-prescriptions/index.ts';
import { pendingMail } from '../../platform/mail/mail-state.ts';

/** Where an order's item's course is kept: the first order of the course, and the item there. */
export interface CourseAnchor {
  requestId: string;
  itemIndex: number;
}

/** The course an order's item belongs to: its own, or (on a next-supply order) the first order's. */
export function anchorOf(order: Pick<OrderRecord, 'requestId' | 'nextSupplyOf'>, itemIndex: number): CourseAnchor {
  return order.nextSupplyOf ? { requestId: order.nextSupplyOf.requestId, itemIndex: order.nextSupplyOf.itemIndex } : { requestId: order.requestId, itemIndex };
}

export type CourseOutcome<T> = { kind: 'not_found' } | { kind: 'invalid_item' } | { kind: 'refused'; refusal: CourseRefusal } | T;

const withItem = (order: OrderRecord, itemIndex: number, item: OrderItem): OrderRecord['items'] =>
  order.items.map((each, index) => (index === itemIndex ? item : each));

/**
 * The Sydney date the order's next due reminder is about (the earliest run-out date of an
 * item whose reminder is on, not yet sent for its latest supply, with repeats left), or
 * null: the reminder job's query field.
 */
export function courseDueOnOf(order: Pick<OrderRecord, 'items'>): string | null {
  const dates = order.items.flatMap((item) => {
    const course = courseOf(item);
    if (item.dueRemindersOff || item.dueRemindedAtSupplies === course.supplies.length || repeatsLeft(course) === 0) return [];
    const until = suppliedUntil(course);
    return until ? [until] : [];
  });
  return dates.sort()[0] ?? null;
}

export type RecordedSupply =
  | {
      kind: 'recorded';
      supply: Supply;
      /** The first order with the supply added to its item. */
      anchor: OrderRecord;
      audit: AuditRecord;
    }
  /** The same Idempotency-Key already recorded this supply: nothing to write (decision 065). */
  | { kind: 'replayed'; supply: Supply; anchor: OrderRecord };

/** The supply already made from this order's item, if any: each order item is supplied once (decision 065). */
export function supplyFrom(order: Pick<OrderRecord, 'requestId'>, anchorItem: OrderItem): Supply | null {
  return anchorItem.supplies?.find((supply) => supply.requestId === order.requestId) ?? null;
}

/**
 * The supply of `order`'s item (a course's original, or on a next-supply order its repeat),
 * recorded at `now` by `actor` with the request's Idempotency-Key `key`. Once per order item:
 * the same key again is that supply, replayed; another key is refused, naming it.
 */
export function recordSupply(order: OrderRecord, anchor: OrderRecord, itemIndex: number, actor: Actor, now: Date, key: string): CourseOutcome<RecordedSupply> {
  if (!order.items[itemIndex]) return { kind: 'invalid_item' };
  const at = anchorOf(order, itemIndex);
  const item = anchor.items[at.itemIndex];
  if (!item) return { kind: 'invalid_item' };
  const made = supplyFrom(order, item);
  if (made) {
    if (made.key === key) return { kind: 'replayed', supply: made, anchor };
    return { kind: 'refused', refusal: { code: COURSE_ERROR_CODES.alreadySupplied, message: COURSE_MESSAGES.alreadySupplied(made.repeat, made.at) } };
  }
  if (order.status === 'cancelled') return { kind: 'refused', refusal: { code: COURSE_ERROR_CODES.invalidItem, message: COURSE_MESSAGES.orderCancelled } };
  const course = courseOf(item);
  const refusal = supplyProblem(course, now);
  if (refusal) return { kind: 'refused', refusal };
  const supply: Supply = { repeat: course.supplies.length, at: now.toISOString(), by: actor.actorUid, requestId: order.requestId, key };
  const changed = { ...anchor, items: withItem(anchor, at.itemIndex, { ...item, supplies: [...(item.supplies ?? []), supply] }) };
  const audit: AuditRecord = {
    action: AUDIT_ACTIONS.orderSupply,
    ...actor,
    ...aboutOrder(order, { item: itemIndex + 1, repeat: supply.repeat, of: course.repeats }),
  };
  return { kind: 'recorded', supply, anchor: changed, audit };
}

export interface AskedNextSupply {
  kind: 'asked';
  /** The new order request: one item, linked to the first. */
  order: OrderRecord;
  anchor: OrderRecord;
  audit: AuditRecord;
}

/**
 * The next supply of the course of `anchor`'s item, as a new order request `requestId`
 * at `now`: refused before the interval's date, with no repeats left, or while an
 * earlier one is still open (`openRequest`).
 */
export function askNextSupply(
  anchor: OrderRecord,
  itemIndex: number,
  ask: { requestId: string; reason: string; openRequest: boolean; actor: Actor; now: Date },
): CourseOutcome<AskedNextSupply> {
  const item = anchor.items[itemIndex];
  if (!item) return { kind: 'invalid_item' };
  const course = courseOf(item);
  const refusal = nextSupplyProblem(course, ask.now, ask.reason, ask.openRequest);
  if (refusal) return { kind: 'refused', refusal };
  const repeat = course.supplies.length;
  const nextSupplyOf: NextSupplyOf = { requestId: anchor.requestId, itemIndex, repeat, repeats: course.repeats, reason: ask.reason.trim() };
  const { supplies: _s, nextSupplies: _n, dueRemindersOff: _o, dueRemindedAtSupplies: _r, legalScript: first, ...basics } = item;
  // Its own legal prescription, never the first's token or original (decision 065).
  const legalScript = nextSupplyLegalScript(first, anchor.requestId, ask.now);
  const asked: OrderRecord = {
    requestId: ask.requestId,
    prescriberId: anchor.prescriberId,
    practitioner: anchor.practitioner,
    // The pharmacy holds the repeat (the prescription it dispensed first): no new script.
    items: [{ ...basics, script: null, ...(legalScript ? { legalScript } : {}) }],
    totalItems: item.quantity,
    notes: '',
    status: 'received',
    statusHistory: [{ status: 'received', at: ask.now, by: null }],
    createdAt: ask.now,
    updatedAt: ask.now,
    mail: { practitioner: pendingMail(), pharmacy: pendingMail() },
    needsMailResend: true,
    originalAwaited: false,
    originalDueDate: null,
    originalReminderOn: null,
    nextSupplyOf,
    nextSupply: true,
  };
  // Whether its original is awaited, by when, and when to remind, as for any new order.
  const order: OrderRecord = { ...asked, ...originalFields(asked) };
  const nextSupplies = [...(item.nextSupplies ?? []), { requestId: ask.requestId, repeat }];
  const changed = { ...anchor, items: withItem(anchor, itemIndex, { ...item, nextSupplies }) };
  const audit: AuditRecord = {
    action: AUDIT_ACTIONS.orderNextSupply,
    ...ask.actor,
    ...aboutOrder(order, { from: anchor.requestId, item: itemIndex + 1, repeat, of: course.repeats }),
  };
  return { kind: 'asked', order, anchor: changed, audit };
}

/** The request ID of the course's latest next supply, when it is not yet supplied (it may be cancelled: the store checks). */
export function latestUnsuppliedNextSupply(item: OrderItem): string | null {
  const latest = item.nextSupplies?.at(-1);
  if (!latest) return null;
  return latest.repeat >= (item.supplies?.length ?? 0) ? latest.requestId : null;
}

export interface DueReminder {
  /** The order with its items' reminders marked sent, and (unless withheld) its reminder e-mail pending. */
  order: OrderRecord;
  /** The items reminded of (from 0). */
  items: number[];
  /** True when the prescriber no longer has access: marked reminded, never e-mailed (decision 065). */
  withheld: boolean;
}

/**
 * The items of `order` whose due reminder falls at `now`, marked sent; null when none does.
 * With `prescriberHasAccess` the order's `dueReminder` e-mail is made pending (the mail
 * retry sends it if this run cannot); without it nothing is to be sent.
 */
export function claimDueReminders(order: OrderRecord, now: Date, prescriberHasAccess = true): DueReminder | null {
  const items: number[] = [];
  const marked = order.items.map((item, index) => {
    const course = courseOf(item);
    if (item.dueRemindersOff || item.dueRemindedAtSupplies === course.supplies.length || !dueReminderOn(course, now)) return item;
    items.push(index);
    return { ...item, dueRemindedAtSupplies: course.supplies.length };
  });
  if (items.length === 0) return null;
  if (!prescriberHasAccess) return { order: { ...order, items: marked }, items, withheld: true };
  return { order: { ...order, items: marked, mail: { ...order.mail, dueReminder: pendingMail() }, needsMailResend: true }, items, withheld: false };
}

/** Whether a users/{uid} record still lets its owner into the portal: an approved practitioner, or an admin. */
export function hasPortalAccess(record: { role?: unknown; status?: unknown } | undefined): boolean {
  if (!record) return false;
  return record.role === 'admin' || (record.role === 'practitioner' && record.status === 'approved');
}
