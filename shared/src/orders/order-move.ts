/**
 * Why an order request may not move to a status its transitions allow (order.ts):
 * one function the function's status change and the admin's buttons both ask, so the
 * screen offers only what the server will do. Each reason is one clause; zod-free.
 */
import type { OrderStatus } from './order.ts';
import type { LegalScript } from '../legal-prescriptions/index.ts';
import { CLARIFICATION_OPEN, type ClarificationStatus } from './order-question-summary.ts';
import { compoundingRefusal, type CompoundedOrder } from './order-compounding.ts';
import { legalScriptRefusal } from './order-originals.ts';
import { QUOTE_AWAITING, type QuoteStatus } from './order-quote.ts';

export interface OrderMoveRefusal {
  /** The error body's `code` (409). */
  code: string;
  message: string;
}

/** What of the order the clauses read. */
export interface MovableOrder {
  status: OrderStatus;
  clarification?: { status: ClarificationStatus } | undefined;
  /** Each item's legal prescription (decision 026); absent on orders stored before it. */
  items?: readonly { legalScript?: LegalScript | undefined; schedule?: string | null | undefined }[] | undefined;
  /** Each item's record of compounding (decision 050). */
  compounding?: CompoundedOrder['compounding'];
  /** The consignment it leaves in (decision 059); absent until dispatched from Ready to send. */
  consignmentId?: string | undefined;
  /** The latest re-pricing (decision 080): a higher total waits for the prescriber's acceptance. */
  quote?: { status: QuoteStatus } | undefined;
}

/** An order holding a Schedule 8 item leaves only as a consignment, which applies the S8 rule (decision 059). */
export const S8_NEEDS_CONSIGNMENT: OrderMoveRefusal = {
  code: 's8_needs_consignment',
  message:
    'This order holds a Schedule 8 item: dispatch it from Ready to send, with a signature on delivery (or, for a pickup, who collected it and the ID seen).',
};

/** null when nothing but the transitions stands in the way of `to`. */
export function orderMoveRefusal(order: MovableOrder, to: OrderStatus): OrderMoveRefusal | null {
  // A question waits for the prescriber: the order may be cancelled, not prepared (decision 027).
  if (order.clarification?.status === 'requested' && to !== 'cancelled') {
    return { code: CLARIFICATION_OPEN.code, message: CLARIFICATION_OPEN.message };
  }
  // A higher price waits for the prescriber's acceptance: nothing is prepared until they accept (decision 080).
  if (order.quote?.status === 'awaiting' && to !== 'cancelled') return { code: QUOTE_AWAITING.code, message: QUOTE_AWAITING.message };
  // An item's legal prescription is not in yet: no ready, dispatched or collected (decision 026).
  const legal = legalScriptRefusal(order, to);
  if (legal) return legal;
  const leaving = to === 'dispatched' || to === 'collected';
  if (leaving && !order.consignmentId && order.items?.some((item) => item.schedule === 'S8')) return S8_NEEDS_CONSIGNMENT;
  // Ready only once a second admin has checked every item's record of compounding (decision 050).
  return to === 'ready' ? compoundingRefusal(order) : null;
}
