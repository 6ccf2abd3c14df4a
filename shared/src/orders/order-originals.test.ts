import { describe, expect, it } from 'vitest';
import { LEGAL_SCRIPT_ERROR_CODES, type LegalScript } from '../legal-prescriptions/index.ts';
import { orderMoveRefusal } from './order-move.ts';
import { originalsSummary } from './order-originals.ts';

const awaited = (dueDate: string): { legalScript: LegalScript } => ({ legalScript: { state: 'original_awaited', dueDate } });
const token = { legalScript: { state: 'token_received', token: { kind: 'code', value: '1XPR352VP3QCX7BJD6' } } } as const;
const received = {
  legalScript: { state: 'original_received', dueDate: '2026-03-09', receivedOn: '2026-03-05', receivedBy: 'admin-1' },
} as const;

describe('the order summary', () => {
  it('waits for the earliest awaited original, not on a cancelled order, and not for orders stored before issue 12', () => {
    expect(originalsSummary([token, awaited('2026-03-10'), awaited('2026-03-09')], 'received')).toEqual({
      originalAwaited: true,
      originalDueDate: '2026-03-09',
    });
    expect(originalsSummary([awaited('2026-03-09')], 'cancelled')).toEqual({ originalAwaited: false, originalDueDate: null });
    expect(originalsSummary([{}, token, received], 'in_progress')).toEqual({ originalAwaited: false, originalDueDate: null });
  });
});

describe('moving an order', () => {
  it('to ready, dispatched or collected is refused while an original is awaited, naming the items', () => {
    const order = { status: 'in_progress', items: [token, awaited('2026-03-09'), received, awaited('2026-03-09')] } as const;
    for (const to of ['ready', 'dispatched', 'collected'] as const) {
      expect(orderMoveRefusal(order, to)).toEqual({
        code: LEGAL_SCRIPT_ERROR_CODES.originalAwaited,
        message: expect.stringContaining('Items 2 and 4 wait for their original scripts') as string,
      });
    }
    expect(orderMoveRefusal({ status: 'in_progress', items: [awaited('2026-03-09')] }, 'ready')?.message).toBe(
      'Item 1 waits for its original script. Mark the original received before moving this order request to Ready.',
    );
  });

  it('to in progress or cancelled is never refused for an original, nor is an older order or a received one', () => {
    const order = { status: 'received', items: [awaited('2026-03-09')] } as const;
    expect(orderMoveRefusal(order, 'in_progress')).toBeNull();
    expect(orderMoveRefusal(order, 'cancelled')).toBeNull();
    // Checked records of compounding (decision 050), so only the originals are in question.
    const checked = { batchNumber: 'B1', beyondUseDate: '2026-03-20', preparedBy: { uid: 'a', name: 'A' }, preparedAt: 'x', checkedBy: { uid: 'b', name: 'B' }, checkedAt: 'y' };
    expect(orderMoveRefusal({ status: 'in_progress', items: [{}, token, received], compounding: [checked, checked, checked] }, 'ready')).toBeNull();
  });
});
