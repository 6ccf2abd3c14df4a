/**
 * What a question or an answer does to an order (decision 027), pure so that the
 * Firestore transaction and the unit tests apply the same rules:
 * - an admin asks on any order still open (not dispatched, collected or cancelled),
 *   also while an earlier question waits (a follow-up), and after an answer (the
 *   thread continues); the order then shows "Clarification requested";
 * - only the order's own practitioner answers, and only while a question waits.
 */
import { AUDIT_ACTIONS, ORDER_STATUS_TRANSITIONS } from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { aboutOrder, type OrderRecord } from '../orders/index.ts';
import type { ClarificationRecord, OrderMessageRecord, ThreadRefusal } from './order-question-record.ts';

/** What of the order the rules read. */
export type ThreadOrder = Pick<OrderRecord, 'requestId' | 'status' | 'prescriberId' | 'practitioner' | 'clarification' | 'items'>;

export type ThreadStep = { refusal: ThreadRefusal } | { clarification: ClarificationRecord; audit: AuditRecord | null };

/** An order with no status left to move to is finished (or cancelled): nothing to ask about. */
const isClosed = (order: ThreadOrder) => ORDER_STATUS_TRANSITIONS[order.status].length === 0;

export function threadStep(order: ThreadOrder | null, messageId: string, message: OrderMessageRecord, callerEmail: string): ThreadStep {
  if (!order) return { refusal: 'not_found' };
  const previous = order.clarification;
  const messages = (previous?.messages ?? 0) + 1;
  if (message.kind === 'question') {
    if (isClosed(order)) return { refusal: 'order_closed' };
    return {
      clarification: { status: 'requested', askedAt: message.createdAt, answeredAt: null, messages },
      // The entry names the order and the message, never the question (it may name a patient or medicine).
      audit: {
        action: AUDIT_ACTIONS.orderQuestion,
        actorUid: message.author.uid,
        actorEmail: callerEmail,
        ...aboutOrder(order, { messageId, attachment: message.attachment !== null }),
      },
    };
  }
  // Another practitioner's order is answered as if it did not exist: its ID tells them nothing.
  if (order.prescriberId !== message.author.uid) return { refusal: 'not_found' };
  if (previous?.status !== 'requested') return { refusal: 'no_open_question' };
  return { clarification: { ...previous, status: 'answered', answeredAt: message.createdAt, messages }, audit: null };
}
