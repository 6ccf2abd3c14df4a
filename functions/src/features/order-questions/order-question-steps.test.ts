import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, ORDER_STATUSES, ORDER_STATUS_TRANSITIONS } from '@pharmacy/shared';
import type { OrderMessageRecord } from './order-question-record.ts';
import { threadStep, type ThreadOrder } from './order-question-steps.ts';
import { ASKED_AT, orderQuestionMessage } from './testing/order-question-fixtures.ts';

const ASKED = ASKED_AT;
const ANSWERED = new Date('2026-03-03T02:00:00.000Z');

const order = (change: Partial<ThreadOrder> = {}): ThreadOrder => ({
  requestId: 'HC-260303-K7QX',
  status: 'received',
  prescriberId: 'prescriber-uid',
  practitioner: {
    firstName: 'Alice',
    lastName: 'Nguyen',
    email: 'alice@clinic.test',
    role: 'practitioner',
    practitionerNumber: 'MED0001234567',
    clinicName: '',
    clinicAddress: '',
  },
  items: [],
  ...change,
});

const message = (kind: OrderMessageRecord['kind'], uid: string, createdAt: Date): OrderMessageRecord => orderQuestionMessage(kind, { uid, createdAt });

const question = message('question', 'admin-uid', ASKED);
const answer = message('answer', 'prescriber-uid', ANSWERED);
const requested = { status: 'requested', askedAt: ASKED, answeredAt: null, messages: 1 } as const;

describe('asking the prescriber a question', () => {
  it('marks the order "Clarification requested" and records an audit entry without the question', () => {
    const step = threadStep(order(), 'm1', question, 'admin@pharmacy.test');
    expect(step).toEqual({
      clarification: requested,
      audit: {
        action: AUDIT_ACTIONS.orderQuestion,
        actorUid: 'admin-uid',
        actorEmail: 'admin@pharmacy.test',
        target: { type: 'order', id: 'HC-260303-K7QX', label: 'HC-260303-K7QX Alice Nguyen' },
        details: { messageId: 'm1', attachment: false },
      },
    });
    expect(JSON.stringify(step)).not.toContain(question.text);
  });

  it('is refused on an order that is finished or cancelled, and on one that does not exist', () => {
    for (const status of ORDER_STATUSES) {
      const closed = ORDER_STATUS_TRANSITIONS[status].length === 0;
      expect(threadStep(order({ status }), 'm1', question, '')).toEqual(closed ? { refusal: 'order_closed' } : expect.objectContaining({ audit: expect.anything() }));
    }
    expect(threadStep(null, 'm1', question, '')).toEqual({ refusal: 'not_found' });
  });

  it('continues the thread after an answer', () => {
    const answered = { status: 'answered', askedAt: ASKED, answeredAt: ANSWERED, messages: 2 } as const;
    const again = message('question', 'admin-uid', new Date('2026-03-04T00:00:00.000Z'));
    expect(threadStep(order({ clarification: answered }), 'm3', again, '')).toMatchObject({
      clarification: { status: 'requested', askedAt: again.createdAt, answeredAt: null, messages: 3 },
    });
  });
});

describe('answering a question', () => {
  it('marks the question answered, with no audit entry (it is not an admin action)', () => {
    expect(threadStep(order({ clarification: requested }), 'm2', answer, '')).toEqual({
      clarification: { status: 'answered', askedAt: ASKED, answeredAt: ANSWERED, messages: 2 },
      audit: null,
    });
  });

  it("is refused as if the order did not exist to another practitioner", () => {
    const stranger = message('answer', 'someone-else', ANSWERED);
    expect(threadStep(order({ clarification: requested }), 'm2', stranger, '')).toEqual({ refusal: 'not_found' });
  });

  it('is refused when no question waits', () => {
    expect(threadStep(order(), 'm2', answer, '')).toEqual({ refusal: 'no_open_question' });
    const answered = { status: 'answered', askedAt: ASKED, answeredAt: ANSWERED, messages: 2 } as const;
    expect(threadStep(order({ clarification: answered }), 'm3', answer, '')).toEqual({ refusal: 'no_open_question' });
  });
});
