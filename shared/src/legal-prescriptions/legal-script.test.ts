import { describe, expect, it } from 'vitest';
import {
  LEGAL_SCRIPT_ERROR_CODES,
  addCalendarDays,
  initialLegalScript,
  legalScriptText,
  originalDueDate,
  originalsSummary,
  type LegalScript,
} from './legal-script.ts';
import { orderMoveRefusal } from './order-move.ts';
import { sydneyDateOf } from '../platform/sydney-dates.ts';

const awaited = (dueDate: string): { legalScript: LegalScript } => ({ legalScript: { state: 'original_awaited', dueDate } });
const token = { legalScript: { state: 'token_received', token: { kind: 'code', value: '1XPR352VP3QCX7BJD6' } } } as const;
const received = {
  legalScript: { state: 'original_received', dueDate: '2026-03-09', receivedOn: '2026-03-05', receivedBy: 'admin-1' },
} as const;

describe('the due date of an original', () => {
  it('is 7 Sydney calendar days after submission, by the Sydney date, not the UTC one', () => {
    // 9:30 am on 3 March in Sydney is still 2 March in UTC.
    expect(originalDueDate(new Date('2026-03-02T22:30:00Z'))).toBe('2026-03-10');
    expect(sydneyDateOf(new Date('2026-03-02T12:59:59Z'))).toBe('2026-03-02');
    expect(sydneyDateOf(new Date('2026-03-02T13:00:00Z'))).toBe('2026-03-03');
  });

  it('moves by calendar days across the end of daylight saving (5 April 2026) and its start (4 October 2026)', () => {
    // 11:30 pm on Saturday 4 April (AEDT, UTC+11); the clocks go back at 3 am on the Sunday.
    expect(originalDueDate(new Date('2026-04-04T12:30:00Z'))).toBe('2026-04-11');
    // 00:30 am on Sunday 5 April is 13:30 UTC on the 4th.
    expect(originalDueDate(new Date('2026-04-04T13:30:00Z'))).toBe('2026-04-12');
    // 11:30 pm on Saturday 3 October (AEST, UTC+10); the clocks go forward at 2 am on the Sunday.
    expect(originalDueDate(new Date('2026-10-03T13:30:00Z'))).toBe('2026-10-10');
    expect(originalDueDate(new Date('2026-10-03T14:30:00Z'))).toBe('2026-10-11');
    expect(addCalendarDays('2026-12-29', 7)).toBe('2027-01-05');
    expect(addCalendarDays('2026-03-09', -2)).toBe('2026-03-07');
  });
});

describe('a new item', () => {
  it('with an e-script token has its legal prescription; anything else waits for the original', () => {
    const at = new Date('2026-03-02T03:00:00Z');
    expect(initialLegalScript({ kind: 'code', value: '1XPR352VP3QCX7BJD6' }, at).state).toBe('token_received');
    expect(initialLegalScript(null, at)).toEqual({ state: 'original_awaited', dueDate: '2026-03-09' });
  });
});

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

describe('the item line', () => {
  it('says the state and its date', () => {
    expect(legalScriptText(awaited('2026-03-09').legalScript)).toBe('Original outstanding: due by 9 March 2026');
    expect(legalScriptText(received.legalScript)).toBe('Original received on 5 March 2026');
    expect(legalScriptText(token.legalScript)).toBe('E-script token received');
  });
});
