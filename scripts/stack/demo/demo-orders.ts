/**
 * The demo prescriber's order requests, each as the function would have left it after
 * its life so far (functions/src/features/orders/order-submission.ts, order-status.ts,
 * legal-prescriptions/legal-script-record.ts, order-questions/order-question-steps.ts): its status history and the
 * time-to-ready fields, its items' legal scripts and the originals' summary, its
 * e-mails already sent (nothing for the outbox), its questions, its items' records of
 * compounding (decision 050), and the audit entries an admin's actions made. Pure: the same people and `now` give the same orders.
 */
import {
  AUDIT_ACTIONS,
  BUILT_IN_MEDICATION_DATABASE,
  DEFAULT_BILLING_SETTINGS,
  ORIGINAL_DUE_DAYS,
  ORIGINAL_REMINDER_DAYS_BEFORE,
  auditPatientsOf,
  estimatedDeliveryOf,
  findCatalogueEntry,
  initialLegalScript,
  orderReadyFields,
  parseCalendarDate,
  parseEscriptToken,
  priceOfChoice,
  sydneyDateOf,
  sydneyDayStart,
  type CatalogueChoice,
  type LegalScript,
  type OrderItem,
  type OrderStatus,
} from '@pharmacy/shared';
import { originalFields } from '../../../functions/src/features/legal-prescriptions/legal-script-record.ts';
import type { OrderRecord } from '../../../functions/src/features/orders/order-record.ts';
import { REQUEST_CODE_ALPHABET, orderRequestId } from '../../../functions/src/features/orders/order-request-id.ts';
import type { OrderMessageRecord } from '../../../functions/src/features/order-questions/order-question-record.ts';
import type { MailState } from '../../../functions/src/platform/mail/mail-state.ts';

type StoredCompoundingRecord = NonNullable<NonNullable<OrderRecord['compounding']>[number]>;
import { spreadOverWeeks, stepAfter } from './demo-calendar.ts';
import type { DemoPatient } from './demo-people.ts';

export const DEMO_ORDER_COUNT = 40;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

/** The newest orders' statuses, newest first: the work the pharmacy has in hand today. */
const NEWEST_STATUSES: readonly OrderStatus[] = ['received', 'received', 'in_progress', 'received', 'in_progress', 'ready', 'in_progress', 'ready', 'collected', 'ready', 'dispatched', 'cancelled'];
/** Positions (newest first) of the order with a question waiting and of one whose question was answered. */
const QUESTION_WAITING = 2;
const QUESTION_ANSWERED = 5;
/** The newest order in progress whose first item the admin has recorded, waiting for a second admin's check. */
const AWAITING_CHECK = 4;
/**
 * The pharmacist who checked the records of the orders made ready before the demo began
 * (decision 050: a second admin checks). Named in the records only: the demo has one admin
 * account, and a person trying the check adds a second one in the Admins view.
 */
export const DEMO_CHECKER = { uid: 'demo-checking-pharmacist', name: 'Sam Okafor', email: 'sam.okafor@harbourside.test' } as const;

/** An audit entry as recordAudit writes it, with the time the action happened. */
export interface DemoAuditEntry {
  action: string;
  at: Date;
  actorUid: string;
  actorEmail: string;
  target: { type: string; id: string; label: string };
  /** The patients the entry concerns, as the function names them (decision 039). */
  patientIds?: string[];
  details: Record<string, string | number | boolean | null>;
}

export interface DemoOrder {
  order: OrderRecord;
  messages: { messageId: string; message: OrderMessageRecord }[];
  audit: DemoAuditEntry[];
}

export interface DemoOrderContext {
  now: Date;
  admin: { uid: string; email: string; name: string };
  prescriberId: string;
  practitioner: OrderRecord['practitioner'];
  patients: readonly (DemoPatient & { patientId: string })[];
}

export const sentMail = (at: Date): MailState => ({ status: 'sent', attempts: 1, error: null, lastAttemptAt: at });

/** 09:00 Sydney on the day `days` after the Sydney date `isoDate`: when the reminder job's run sent its e-mail. */
function morningOf(isoDate: string, days: number): Date {
  return new Date(sydneyDayStart(parseCalendarDate(isoDate)!, days) + 9 * HOUR_MINUTES * 60_000);
}

/** Three characters of the request ID after a D, from the order's position: unique, and the same on every seed. */
function requestCode(position: number): string {
  const digit = (power: number) => REQUEST_CODE_ALPHABET[Math.floor(position / REQUEST_CODE_ALPHABET.length ** power) % REQUEST_CODE_ALPHABET.length];
  return `D${digit(2)}${digit(1)}${digit(0)}`;
}

/** What each demo formula's label says, and how many days one supply lasts (decision 052). */
const DEMO_DIRECTIONS: Record<string, { directions: string; daysSupply?: number }> = {
  'hydrocortisone-cream': { directions: 'Apply a thin layer to the affected skin twice daily', daysSupply: 28 },
  'ceramide-barrier-cream': { directions: 'Apply to dry skin after bathing, morning and night' },
  'diclofenac-transdermal-gel': { directions: 'Rub 1 pump into the painful joints three times daily', daysSupply: 30 },
  'lidocaine-topical-cream': { directions: 'Apply a thin layer to the painful area up to four times daily', daysSupply: 14 },
  'progesterone-transdermal-cream': { directions: 'Apply 1 g to the inner arm at night', daysSupply: 60 },
  'oestriol-vaginal-cream': { directions: 'Insert 0.5 g vaginally at night twice a week', daysSupply: 90 },
  'omeprazole-oral-suspension': { directions: 'Give 2.5 mL by mouth once daily before breakfast', daysSupply: 40 },
  'melatonin-oral-liquid': { directions: 'Give 2 mL by mouth 30 minutes before bed', daysSupply: 25 },
};
const directionsOf = (formula: string) => DEMO_DIRECTIONS[formula] ?? { directions: 'Use as directed by the prescriber on the label' };

export function itemFor(choice: CatalogueChoice, patient: DemoOrderContext['patients'][number], scriptMethod: 'upload' | 'mail', token: string, at: Date, quantity: number): OrderItem {
  const entry = findCatalogueEntry(BUILT_IN_MEDICATION_DATABASE, choice);
  if (!entry) throw new Error(`The demo orders ${choice.formula}, which the built-in catalogue does not offer`);
  const escriptToken = scriptMethod === 'upload' ? parseEscriptToken(token) : null;
  if (scriptMethod === 'upload' && !escriptToken) throw new Error(`The demo e-script token ${token} is not a token`);
  // An order keeps the formula's schedule and storage, not whom the catalogue says it is for.
  const { forWhom: _forWhom, ...kept } = entry;
  return {
    ...choice,
    ...kept,
    notes: '',
    ...directionsOf(choice.formula),
    quantity,
    scriptMethod,
    script: null,
    legalScript: initialLegalScript(escriptToken, at),
    patient: { patientId: patient.patientId, ...patient.details },
    // The catalogue's price, as a submitted order keeps it (decision 077): the demo's invoices are issued from it.
    price: priceOfChoice(BUILT_IN_MEDICATION_DATABASE, choice.formula, choice.strength, choice.amount),
  };
}

/** The delivery a demo order was sent with, as a submitted order keeps it (decision 077): the demo keeps the default billing settings. */
export const demoDeliveryOf = (items: readonly OrderItem[]) => estimatedDeliveryOf(items, DEFAULT_BILLING_SETTINGS);

/** What happens to the order at `position` (0 the newest) received at `createdAt`. */
function statusOf(position: number, patient: DemoPatient, overdue: boolean): OrderStatus {
  if (overdue) return 'in_progress';
  const newest = NEWEST_STATUSES[position];
  if (newest) return newest;
  if (position % 9 === 4) return 'cancelled';
  return patient.details.delivery.method === 'delivery' ? 'dispatched' : 'collected';
}

/** The status steps to `status`, each with its time: in progress within hours, ready within days, handed over after. */
function stepsTo(status: OrderStatus, createdAt: Date, position: number, now: Date): [OrderStatus, Date][] {
  const inProgress = stepAfter(createdAt, 45 + ((position * 53) % (4 * HOUR_MINUTES)), 0.2, now);
  const ready = stepAfter(createdAt, 5 * HOUR_MINUTES + ((position * 431) % (3 * DAY_MINUTES)), 0.6, now);
  const handedOver = stepAfter(createdAt, 3 * DAY_MINUTES + ((position * 173) % DAY_MINUTES) + 4 * DAY_MINUTES, 0.9, now);
  const steps: [OrderStatus, Date][] = [['received', createdAt]];
  if (status === 'received') return steps;
  if (status === 'cancelled') return [...steps, ...(position % 2 === 0 ? [['in_progress', inProgress] as [OrderStatus, Date]] : []), ['cancelled', ready]];
  steps.push(['in_progress', inProgress]);
  if (status === 'in_progress') return steps;
  steps.push(['ready', ready]);
  if (status === 'ready') return steps;
  return [...steps, [status, handedOver]];
}

/** The order at `position` (0 the newest), received at `createdAt`. */
function demoOrder(position: number, createdAt: Date, overdue: boolean, context: DemoOrderContext): DemoOrder {
  const { now, admin, patients } = context;
  const patient = patients[(position * 5) % patients.length]!;
  const status = statusOf(position, patient, overdue);
  const requestId = orderRequestId(createdAt, requestCode(position));
  const label = `${requestId} ${context.practitioner.firstName} ${context.practitioner.lastName}`;
  const audit: DemoAuditEntry[] = [];
  const actor = { actorUid: admin.uid, actorEmail: admin.email };
  const target = { type: 'order', id: requestId, label };

  // The newest order and the overdue one wait for a posted original; every third is posted too, the rest e-scripts.
  const scriptMethod = position === 0 || overdue || position % 3 === 1 ? 'mail' : 'upload';
  const token = `${position.toString().padStart(2, '0')}XPR352VP3QCX7BJD`;
  const items = [itemFor(patient.usual, patient, scriptMethod, token, createdAt, position % 4 === 0 ? 2 : 1)];
  if (patient.also && position % 2 === 0) items.push(itemFor(patient.also, patient, 'upload', `${token.slice(0, -1)}K`, createdAt, 1));

  // Each entry about the order names its patient, as the function's do (decision 039).
  const { details: names, ...patientIds } = auditPatientsOf(items);
  const about = (details: DemoAuditEntry['details']) => ({ ...actor, target, ...patientIds, details: { ...details, ...names } });

  const steps = stepsTo(status, createdAt, position, now);
  const statusHistory = steps.map(([step, at], index) => ({ status: step, at, by: index === 0 ? null : admin.uid }));
  steps.slice(1).forEach(([to, at], index) => audit.push({ action: AUDIT_ACTIONS.orderStatus, at, ...about({ from: steps[index]![0], to }) }));

  // Ready and beyond need every original in hand: the admin recorded each before making it ready.
  const readyAt = steps.find(([step]) => step === 'ready')?.[1];
  const legalScripts: LegalScript[] = items.map((item, index) => {
    const legal = item.legalScript!;
    if (legal.state !== 'original_awaited' || !readyAt) return legal;
    const receivedAt = new Date((createdAt.getTime() + readyAt.getTime()) / 2);
    const receivedOn = sydneyDateOf(receivedAt);
    audit.push({ action: AUDIT_ACTIONS.orderOriginalReceived, at: receivedAt, ...about({ item: index + 1, receivedOn }) });
    return { state: 'original_received', dueDate: legal.dueDate, receivedOn, receivedBy: admin.uid };
  });
  const finalItems = items.map((item, index) => ({ ...item, legalScript: legalScripts[index] }));

  // The record of compounding: made and checked before ready; the newest order in progress has its first item recorded.
  const inProgressAt = steps.find(([step]) => step === 'in_progress')?.[1];
  const compoundingRecord = (index: number, checked: boolean): StoredCompoundingRecord => {
    const preparedAt = new Date((inProgressAt ?? createdAt).getTime() + (index + 1) * 20 * 60_000);
    const batchNumber = `${sydneyDateOf(preparedAt).slice(2).replaceAll('-', '')}-${String(position).padStart(2, '0')}${index + 1}`;
    const beyondUseDate = sydneyDateOf(new Date(preparedAt.getTime() + 90 * DAY_MINUTES * 60_000));
    audit.push({ action: AUDIT_ACTIONS.orderCompoundingRecord, at: preparedAt, ...about({ item: index + 1, batchNumber, beyondUseDate }) });
    const prepared = { batchNumber, beyondUseDate, preparedBy: { uid: admin.uid, name: admin.name }, preparedAt };
    if (!checked || !readyAt) return prepared;
    const checkedAt = new Date(readyAt.getTime() - (items.length - index) * 5 * 60_000);
    audit.push({
      action: AUDIT_ACTIONS.orderCompoundingCheck,
      at: checkedAt,
      actorUid: DEMO_CHECKER.uid,
      actorEmail: DEMO_CHECKER.email,
      target,
      ...patientIds,
      details: { item: index + 1, batchNumber, preparedBy: admin.name, ...names },
    });
    return { ...prepared, checkedBy: { uid: DEMO_CHECKER.uid, name: DEMO_CHECKER.name }, checkedAt };
  };
  const compounding = readyAt
    ? finalItems.map((_, index) => compoundingRecord(index, true))
    : position === AWAITING_CHECK && status === 'in_progress'
      ? finalItems.map((_, index) => (index === 0 ? compoundingRecord(index, false) : null))
      : undefined;
  const lastSupplyAt = compounding?.flatMap((record) => (record?.checkedAt ? [record.checkedAt] : [])).sort((a, b) => a.getTime() - b.getTime()).at(-1);

  const lastChange = steps.at(-1)![1];
  const mail: OrderRecord['mail'] = { practitioner: sentMail(createdAt), pharmacy: sentMail(createdAt) };
  if (steps.length > 1) mail.statusUpdate = sentMail(lastChange);
  const awaited = status !== 'cancelled' ? legalScripts.flatMap((legal) => (legal.state === 'original_awaited' ? [legal.dueDate] : [])).sort()[0] : undefined;
  const today = sydneyDateOf(now);
  if (awaited && morningOf(awaited, -ORIGINAL_REMINDER_DAYS_BEFORE) <= now) mail.originalDueSoon = sentMail(morningOf(awaited, -ORIGINAL_REMINDER_DAYS_BEFORE));
  if (awaited && awaited < today && morningOf(awaited, 1) <= now) mail.originalOverdue = sentMail(morningOf(awaited, 1));

  const base = {
    requestId,
    prescriberId: context.prescriberId,
    practitioner: context.practitioner,
    items: finalItems,
    totalItems: finalItems.reduce((sum, item) => sum + item.quantity, 0),
    delivery: demoDeliveryOf(finalItems),
    notes: position % 5 === 3 ? 'Patient is away next week: please have it ready by Thursday if you can.' : '',
    status,
    statusHistory,
    createdAt,
    updatedAt: lastChange,
    mail,
    needsMailResend: false,
    ...(compounding ? { compounding } : {}),
    ...(lastSupplyAt ? { lastSupplyAt } : {}),
  };
  const order: OrderRecord = {
    ...base,
    ...originalFields(base),
    ...(orderReadyFields(createdAt, statusHistory) ?? {}),
  };

  const messages: DemoOrder['messages'] = [];
  if (position === QUESTION_WAITING || position === QUESTION_ANSWERED) {
    const askedAt = stepAfter(createdAt, 2 * HOUR_MINUTES, 0.3, now);
    const questionId = `demo-question-${position}`;
    const question = `Could you confirm ${patient.details.givenName}'s ${finalItems[0]!.formulaLabel.toLowerCase()} strength and amount? The last one we made was different.`;
    messages.push({ messageId: questionId, message: threadMessage(requestId, 'question', question, { uid: admin.uid, role: 'admin', name: admin.name }, askedAt) });
    audit.push({ action: AUDIT_ACTIONS.orderQuestion, at: askedAt, ...about({ messageId: questionId, attachment: false }) });
    order.clarification = { status: 'requested', askedAt, answeredAt: null, messages: 1 };
    if (position === QUESTION_ANSWERED) {
      const answeredAt = stepAfter(createdAt, 3 * HOUR_MINUTES, 0.4, now);
      const author = { uid: context.prescriberId, role: 'practitioner' as const, name: `${context.practitioner.firstName} ${context.practitioner.lastName}` };
      messages.push({ messageId: `demo-answer-${position}`, message: threadMessage(requestId, 'answer', 'Yes, as ordered: we changed it at her last review. Thank you for checking.', author, answeredAt) });
      order.clarification = { status: 'answered', askedAt, answeredAt, messages: 2 };
    }
  }
  return { order, messages, audit };
}

function threadMessage(requestId: string, kind: 'question' | 'answer', text: string, author: OrderMessageRecord['author'], at: Date): OrderMessageRecord {
  return { requestId, kind, text, author, attachment: null, createdAt: at, mail: sentMail(at), needsMailResend: false };
}

/**
 * DEMO_ORDER_COUNT orders over the overview's 12 weeks, oldest first. The newest order
 * received more than ORIGINAL_DUE_DAYS + 2 days ago is still in progress with its
 * posted original overdue (and both reminders sent).
 */
export function demoOrders(context: DemoOrderContext): DemoOrder[] {
  const times = spreadOverWeeks(context.now, DEMO_ORDER_COUNT).reverse();
  const overdueBefore = context.now.getTime() - (ORIGINAL_DUE_DAYS + 2) * DAY_MINUTES * 60_000;
  const overdue = times.findIndex((time, position) => position >= NEWEST_STATUSES.length && time.getTime() < overdueBefore);
  return times.map((createdAt, position) => demoOrder(position, createdAt, position === overdue, context)).reverse();
}
