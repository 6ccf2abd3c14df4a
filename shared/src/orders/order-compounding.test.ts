import { describe, expect, it } from 'vitest';
import { COMPOUNDING_NOT_CHECKED, compoundingProgress } from './order-compounding.ts';
import { orderMoveRefusal } from './order-move.ts';

const prepared = { batchNumber: 'B-1', beyondUseDate: '2026-12-01', preparedBy: { uid: 'a', name: 'A' }, preparedAt: 'x' };
const checked = { ...prepared, checkedBy: { uid: 'b', name: 'B' }, checkedAt: 'y' };
const items = [{}, {}];

describe('ready waits for every item\u2019s checked record of compounding', () => {
  it('is refused with how many are checked, until the last item is checked', () => {
    expect(orderMoveRefusal({ status: 'in_progress', items }, 'ready')).toEqual({
      code: COMPOUNDING_NOT_CHECKED.code,
      message: COMPOUNDING_NOT_CHECKED.message(0, 2),
    });
    expect(orderMoveRefusal({ status: 'in_progress', items, compounding: [checked, prepared] }, 'ready')?.message).toBe(
      "Every item's record of compounding must be checked by a second admin before the order is ready (1 of 2 checked).",
    );
    expect(orderMoveRefusal({ status: 'in_progress', items, compounding: [checked, checked] }, 'ready')).toBeNull();
  });

  it('does not stand in the way of starting, cancelling or moving on from ready', () => {
    expect(orderMoveRefusal({ status: 'received', items }, 'in_progress')).toBeNull();
    expect(orderMoveRefusal({ status: 'in_progress', items }, 'cancelled')).toBeNull();
    expect(orderMoveRefusal({ status: 'ready', items }, 'collected')).toBeNull();
  });

  it('counts only the order\u2019s items, and a record without a check as not checked', () => {
    expect(compoundingProgress({ items: [{}], compounding: [prepared, checked] })).toEqual({ checked: 0, total: 1 });
    expect(compoundingProgress({ items, compounding: [null, checked] })).toEqual({ checked: 1, total: 2 });
  });
});
