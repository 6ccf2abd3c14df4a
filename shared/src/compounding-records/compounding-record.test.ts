import { describe, expect, it } from 'vitest';
import { orderMoveRefusal } from '../orders/order-move.ts';
import { CompoundingRecordRequestSchema } from './compounding-record-schema.ts';
import {
  COMPOUNDING_ERROR_CODES,
  COMPOUNDING_MESSAGES,
  beyondUseDateProblem,
  compoundingPersonName,
  compoundingProgress,
} from './compounding-record.ts';

const prepared = { batchNumber: 'B-1', beyondUseDate: '2026-12-01', preparedBy: { uid: 'a', name: 'A' }, preparedAt: 'x' };
const checked = { ...prepared, checkedBy: { uid: 'b', name: 'B' }, checkedAt: 'y' };
const items = [{}, {}];

describe('ready waits for every item\u2019s checked record of compounding', () => {
  it('is refused with how many are checked, until the last item is checked', () => {
    expect(orderMoveRefusal({ status: 'in_progress', items }, 'ready')).toEqual({
      code: COMPOUNDING_ERROR_CODES.notChecked,
      message: COMPOUNDING_MESSAGES.notChecked(0, 2),
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

describe('the record\u2019s fields', () => {
  it('takes a beyond-use date from today up to 3 years on', () => {
    expect(beyondUseDateProblem('2026-11-26', '2026-11-27')).toBe(COMPOUNDING_MESSAGES.beyondUseDateInPast);
    expect(beyondUseDateProblem('2026-11-27', '2026-11-27')).toBeNull();
    expect(beyondUseDateProblem('2029-11-26', '2026-11-27')).toBeNull();
    expect(beyondUseDateProblem('2029-11-28', '2026-11-27')).toBe(COMPOUNDING_MESSAGES.beyondUseDateTooFar);
  });

  it('refuses a batch number that is empty, too long or not letters and digits, with the reason', () => {
    const base = { requestId: 'HC-1', itemIndex: 0, beyondUseDate: '2026-12-01' };
    const problem = (batchNumber: unknown) => CompoundingRecordRequestSchema.safeParse({ ...base, batchNumber }).error?.issues[0]?.message;
    expect(problem('  ')).toBe(COMPOUNDING_MESSAGES.batchNumberRequired);
    expect(problem('B'.repeat(41))).toBe(COMPOUNDING_MESSAGES.batchNumberFormat);
    expect(problem('B1; DROP')).toBe(COMPOUNDING_MESSAGES.batchNumberFormat);
    expect(problem(7)).toBe(COMPOUNDING_MESSAGES.batchNumberRequired);
    expect(CompoundingRecordRequestSchema.parse({ ...base, batchNumber: ' 2611-027/A ' }).batchNumber).toBe('2611-027/A');
  });

  it('names an admin by their names on record, else their e-mail address', () => {
    expect(compoundingPersonName({ firstName: 'Ada', lastName: 'Lee' }, 'ada@x.test')).toBe('Ada Lee');
    expect(compoundingPersonName(null, 'ada@x.test')).toBe('ada@x.test');
  });
});
