import { describe, expect, it } from 'vitest';
import { orderMoveRefusal } from '../orders/order-move.ts';
import { QUOTE_AWAITING } from '../orders/order-quote.ts';
import { RepriceRequestSchema } from './quote-schema.ts';
import { answerQuote, orderTotalCents, repriceOrder, repriceRefusal, type QuotableOrder } from './quote.ts';

const admin = { uid: 'admin-1', name: 'Alex Admin' };
const prescriber = { uid: 'doc-1', name: 'Dr Jane Citizen' };

function order(overrides: Partial<QuotableOrder<string>> = {}): QuotableOrder<string> {
  return {
    status: 'received',
    items: [
      { quantity: 2, price: { unitCents: 2450, gst: 'gst_free' } },
      { quantity: 1, price: null },
    ],
    delivery: { cents: 1295, gst: 'gst_10' },
    ...overrides,
  };
}

describe('re-pricing a line', () => {
  it('makes the order wait for the prescriber when the total goes up, keeping the old and new prices and the reason', () => {
    const outcome = repriceOrder(order(), { itemIndex: 0, unitCents: 3000, reason: 'Ingredient cost rose' }, admin, 'T1');
    expect(outcome).toMatchObject({ kind: 'repriced', waits: true });
    if (outcome.kind !== 'repriced') return;
    expect(outcome.quote).toEqual({
      status: 'awaiting',
      changes: [{ itemIndex: 0, from: { unitCents: 2450, gst: 'gst_free' }, to: { unitCents: 3000, gst: 'gst_free' }, reason: 'Ingredient cost rose' }],
      totalBeforeCents: 2 * 2450 + 1295,
      totalAfterCents: 2 * 3000 + 1295,
      quotedBy: admin,
      quotedAt: 'T1',
      answeredBy: null,
      answeredAt: null,
    });
    expect(outcome.itemPrices).toEqual([{ unitCents: 3000, gst: 'gst_free' }, null]);
    expect(orderMoveRefusal({ status: 'received', quote: outcome.quote }, 'in_progress')?.code).toBe(QUOTE_AWAITING.code);
    expect(orderMoveRefusal({ status: 'received', quote: outcome.quote }, 'cancelled')).toBeNull();
  });

  it('applies at once when the total goes down or stays, and the order may move on', () => {
    for (const unitCents of [2000, 2450]) {
      const outcome = repriceOrder(order(), { itemIndex: 0, unitCents, reason: 'Price match' }, admin, 'T1');
      expect(outcome).toMatchObject({ kind: 'repriced', waits: false, quote: { status: 'applied' } });
      if (outcome.kind === 'repriced') expect(orderMoveRefusal({ status: 'received', quote: outcome.quote }, 'in_progress')).toBeNull();
    }
  });

  it('counts pricing a line the catalogue had no price for as going up, GST-free unless told', () => {
    const outcome = repriceOrder(order(), { itemIndex: 1, unitCents: 500, reason: 'Priced by the pharmacy' }, admin, 'T1');
    expect(outcome).toMatchObject({ kind: 'repriced', waits: true, quote: { changes: [{ from: null, to: { unitCents: 500, gst: 'gst_free' } }] } });
  });

  it('compares a second re-pricing with the total last agreed, while the first still waits', () => {
    const first = repriceOrder(order(), { itemIndex: 0, unitCents: 3000, reason: 'Up' }, admin, 'T1');
    if (first.kind !== 'repriced') throw new Error('not repriced');
    const waiting = order({ items: [{ quantity: 2, price: first.itemPrices[0] }, { quantity: 1, price: null }], quote: first.quote });
    const back = repriceOrder(waiting, { itemIndex: 0, unitCents: 2450, reason: 'Supplier honoured the old price' }, admin, 'T2');
    expect(back).toMatchObject({ kind: 'repriced', waits: false, quote: { status: 'applied', totalBeforeCents: 6195, totalAfterCents: 6195 } });
    if (back.kind === 'repriced') expect(back.quote.changes).toHaveLength(2);
  });

  it('is refused once compounding starts: past received, or a record of compounding made', () => {
    expect(repriceRefusal(order())).toBeNull();
    for (const status of ['in_progress', 'ready', 'dispatched', 'collected', 'cancelled'] as const) {
      expect(repriceRefusal(order({ status }))?.code).toBe('quote_after_compounding');
    }
    expect(repriceRefusal(order({ compounding: [{ batchNumber: 'B1' }, null] }))?.message).toMatch(/compounding has started/);
    expect(repriceOrder(order({ status: 'in_progress' }), { itemIndex: 0, unitCents: 1, reason: 'x' }, admin, 'T1').kind).toBe('refused');
    expect(repriceOrder(order(), { itemIndex: 5, unitCents: 1, reason: 'x' }, admin, 'T1').kind).toBe('no_such_item');
  });

  it('totals an order sent before delivery fees with its lines only', () => {
    expect(orderTotalCents({ items: [{ quantity: 3, price: { unitCents: 100, gst: 'gst_10' } }] })).toBe(300);
  });
});

describe('answering a quote', () => {
  const waiting = () => {
    const outcome = repriceOrder(order(), { itemIndex: 0, unitCents: 3000, reason: 'Up' }, admin, 'T1');
    if (outcome.kind !== 'repriced') throw new Error('not repriced');
    return order({ quote: outcome.quote });
  };

  it('records who accepted and when, and lets the order move on', () => {
    const outcome = answerQuote(waiting(), 'accept', prescriber, 'T2');
    expect(outcome).toMatchObject({ kind: 'answered', cancels: false, quote: { status: 'accepted', answeredBy: prescriber, answeredAt: 'T2' } });
    if (outcome.kind === 'answered') expect(orderMoveRefusal({ status: 'received', quote: outcome.quote }, 'in_progress')).toBeNull();
  });

  it('cancels the order when declined', () => {
    expect(answerQuote(waiting(), 'decline', prescriber, 'T2')).toMatchObject({ kind: 'answered', cancels: true, quote: { status: 'declined' } });
  });

  it('is refused when nothing waits, or the order has moved on', () => {
    expect(answerQuote(order(), 'accept', prescriber, 'T2').kind).toBe('refused');
    expect(answerQuote({ ...waiting(), status: 'cancelled' }, 'accept', prescriber, 'T2').kind).toBe('refused');
  });
});

describe('the re-pricing request', () => {
  it('takes dollars as whole cents and needs a reason', () => {
    expect(RepriceRequestSchema.parse({ requestId: 'HC-1', itemIndex: 0, unitPrice: '$24.50', reason: ' Cost ' })).toEqual({ requestId: 'HC-1', itemIndex: 0, unitPrice: 2450, reason: 'Cost' });
    expect(RepriceRequestSchema.safeParse({ requestId: 'HC-1', itemIndex: 0, unitPrice: '24.50', reason: '  ' }).error?.issues[0]?.message).toBe('Give the reason for the new price (up to 500 characters).');
    expect(RepriceRequestSchema.safeParse({ requestId: 'HC-1', itemIndex: 0, unitPrice: '24.505', reason: 'x' }).success).toBe(false);
    expect(RepriceRequestSchema.safeParse({ requestId: 'HC-1', itemIndex: 0, unitPrice: 24.5, reason: 'x' }).success).toBe(false);
  });
});
