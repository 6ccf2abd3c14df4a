/**
 * Quotes (issue 34 part 3, decision 080): before compounding starts, the pharmacy re-prices
 * a line with a reason. A total that goes up waits for the prescriber, or the staff member
 * who prepared the order, to accept; declining cancels the order. A total that goes down
 * or stays applies at once. Pure and zod-free: the function's transaction and the unit
 * tests apply the same rules (the request schemas are in quote-schema.ts).
 */
import { totalsOf, type DeliveryCharge, type GstTreatment, type LinePrice } from '../prices/index.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../orders/index.ts';
import type { QuoteChange, QuoteStatus } from '../orders/index.ts';

export const QUOTE_API_PATHS = {
  /** Admin only, JSON { requestId, itemIndex, unitPrice, gst?, reason }: re-prices one line before compounding. */
  reprice: '/api/order-quotes',
  /** The order's prescriber, or the staff member who prepared it, JSON { requestId, answer: 'accept' | 'decline' }. */
  answer: '/api/order-quote-answers',
} as const;

export const QUOTE_ANSWERS = ['accept', 'decline'] as const;
export type QuoteAnswer = (typeof QUOTE_ANSWERS)[number];

export const QUOTE_MESSAGES = {
  requestId: 'Name the order request to re-price.',
  itemIndex: 'Choose one of the order’s lines.',
  unitPrice: 'Enter the new unit price in dollars and cents, for example 24.50.',
  reason: 'Give the reason for the new price (up to 500 characters).',
  answer: 'Answer accept or decline.',
} as const;

export const QUOTE_ERROR_CODES = {
  /** 409: the order is past received, or an item already has a record of compounding. */
  notBeforeCompounding: 'quote_after_compounding',
  /** 409: no quote waits for an answer on the order. */
  nothingAwaiting: 'quote_not_awaiting',
} as const;

export interface QuoteRefusal {
  code: string;
  message: string;
}

/** Who re-priced or answered. */
export interface QuotePerson {
  uid: string;
  name: string;
}

/** The stored quote, with its times in whatever the store keeps (Date in the function, ISO text in the browser). */
export interface Quote<At> {
  status: QuoteStatus;
  changes: QuoteChange[];
  totalBeforeCents: number;
  totalAfterCents: number;
  quotedBy: QuotePerson;
  quotedAt: At;
  answeredBy: QuotePerson | null;
  answeredAt: At | null;
}

/** What of an order the rules read. */
export interface QuotableOrder<At> {
  status: OrderStatus;
  items: readonly { quantity: number; price?: LinePrice | null | undefined }[];
  delivery?: Pick<DeliveryCharge, 'cents' | 'gst'> | undefined;
  compounding?: readonly (object | null)[] | undefined;
  quote?: Quote<At> | undefined;
}

/** An order sent before delivery fees has none to add. */
const NO_DELIVERY = { cents: 0, gst: 'gst_free' as GstTreatment };

/** The order's total as its lines are priced now (unpriced lines add nothing), with its delivery. */
export function orderTotalCents(order: Pick<QuotableOrder<unknown>, 'items' | 'delivery'>): number {
  return totalsOf(
    order.items.map((item) => ({ price: item.price ?? null, quantity: item.quantity })),
    order.delivery ?? NO_DELIVERY,
  ).totalCents;
}

/** Re-pricing is for before compounding: a received order with no record of compounding. null when allowed. */
export function repriceRefusal(order: Pick<QuotableOrder<unknown>, 'status' | 'compounding'>): QuoteRefusal | null {
  const compounded = (order.compounding ?? []).some((record) => record !== null);
  if (order.status === 'received' && !compounded) return null;
  const where = compounded ? 'compounding has started' : `it is ${ORDER_STATUS_LABELS[order.status]}`;
  return {
    code: QUOTE_ERROR_CODES.notBeforeCompounding,
    message: `A line can be re-priced only before compounding starts (while the order is Received); ${where}.`,
  };
}

export interface Reprice {
  itemIndex: number;
  unitCents: number;
  /** The line's GST treatment; absent keeps the line's own (GST-free for a line not priced yet). */
  gst?: GstTreatment | undefined;
  reason: string;
}

export type RepriceOutcome<At> =
  | { kind: 'refused'; refusal: QuoteRefusal }
  | { kind: 'no_such_item' }
  | { kind: 'repriced'; itemPrices: (LinePrice | null)[]; quote: Quote<At>; waits: boolean };

/**
 * The order's lines' prices and its quote after the re-pricing. The total it is compared
 * with is the one the prescriber last agreed to: the order's total when sent, or when they
 * accepted; a quote still awaiting an answer keeps its own. Higher waits; lower or equal
 * applies.
 */
export function repriceOrder<At>(order: QuotableOrder<At>, change: Reprice, by: QuotePerson, at: At): RepriceOutcome<At> {
  const refusal = repriceRefusal(order);
  if (refusal) return { kind: 'refused', refusal };
  const item = order.items[change.itemIndex];
  if (!item) return { kind: 'no_such_item' };
  const from = item.price ?? null;
  const to: LinePrice = { unitCents: change.unitCents, gst: change.gst ?? from?.gst ?? 'gst_free' };
  const itemPrices = order.items.map((each, index) => (index === change.itemIndex ? to : (each.price ?? null)));
  const repriced = { ...order, items: order.items.map((each, index) => ({ ...each, price: itemPrices[index] })) };
  const awaiting = order.quote?.status === 'awaiting' ? order.quote : undefined;
  const totalBeforeCents = awaiting ? awaiting.totalBeforeCents : orderTotalCents(order);
  const totalAfterCents = orderTotalCents(repriced);
  const waits = totalAfterCents > totalBeforeCents;
  const quote: Quote<At> = {
    status: waits ? 'awaiting' : 'applied',
    changes: [...(awaiting?.changes ?? []), { itemIndex: change.itemIndex, from, to, reason: change.reason }],
    totalBeforeCents,
    totalAfterCents,
    quotedBy: by,
    quotedAt: at,
    answeredBy: null,
    answeredAt: null,
  };
  return { kind: 'repriced', itemPrices, quote, waits };
}

export type AnswerOutcome<At> = { kind: 'refused'; refusal: QuoteRefusal } | { kind: 'answered'; quote: Quote<At>; cancels: boolean };

/** The quote after the answer: accepting lets the order move on; declining cancels it. */
export function answerQuote<At>(order: Pick<QuotableOrder<At>, 'status' | 'quote'>, answer: QuoteAnswer, by: QuotePerson, at: At): AnswerOutcome<At> {
  if (order.quote?.status !== 'awaiting' || order.status !== 'received') {
    return { kind: 'refused', refusal: { code: QUOTE_ERROR_CODES.nothingAwaiting, message: 'No new price waits for your answer on this order request.' } };
  }
  const quote: Quote<At> = { ...order.quote, status: answer === 'accept' ? 'accepted' : 'declined', answeredBy: by, answeredAt: at };
  return { kind: 'answered', quote, cancels: answer === 'decline' };
}
