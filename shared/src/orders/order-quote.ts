/**
 * What an order keeps of its quote (issue 34 part 3, decision 080): the pharmacy re-priced
 * a line before compounding, and whether the new total waits for the prescriber's answer.
 * Re-pricing, accepting and declining are the quotes feature's, which uses orders; this is
 * the part the order document and its moves need. zod-free.
 */

/**
 * Where a quote stands: a higher total waits for the prescriber (or the staff member who
 * prepared the order); a lower or equal total applied at once; an answer accepted or
 * declined it (a declined quote cancelled the order).
 */
export const QUOTE_STATUSES = ['awaiting', 'applied', 'accepted', 'declined'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  awaiting: 'Awaiting the prescriber’s acceptance',
  applied: 'New price applied',
  accepted: 'New price accepted',
  declined: 'Quote declined',
};

/** orderMoveRefusal's clause (order-move.ts) while a higher quote waits: in progress is refused, cancelling is not. */
export const QUOTE_AWAITING = {
  code: 'quote_awaiting',
  message:
    'This order request is waiting for the prescriber to accept a higher price. It can move to In progress once they accept; it can still be cancelled.',
} as const;

/** The reason a declined quote's order was cancelled with. */
export const QUOTE_DECLINED_REASON = 'quote declined';
