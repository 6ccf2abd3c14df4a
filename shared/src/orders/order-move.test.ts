import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order.ts';
import { ORDER_QUESTION_ERROR_CODES } from '../order-questions/order-question.ts';
import { orderMoveRefusal } from './order-move.ts';

describe('orderMoveRefusal', () => {
  it('refuses every move but cancelling while a question waits for its answer', () => {
    const order = { status: 'received', clarification: { status: 'requested' } } as const;
    for (const to of ORDER_STATUSES.filter((status) => status !== 'cancelled')) {
      expect(orderMoveRefusal(order, to)?.code).toBe(ORDER_QUESTION_ERROR_CODES.clarificationOpen);
    }
    expect(orderMoveRefusal(order, 'cancelled')).toBeNull();
  });

  it('lets an order with its question answered, or never asked, move on', () => {
    expect(orderMoveRefusal({ status: 'received', clarification: { status: 'answered' } }, 'in_progress')).toBeNull();
    expect(orderMoveRefusal({ status: 'in_progress' }, 'ready')).toBeNull();
  });
});
