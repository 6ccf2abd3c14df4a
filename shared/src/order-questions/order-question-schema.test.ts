import { describe, expect, it } from 'vitest';
import { MAX_THREAD_TEXT_LENGTH, ORDER_QUESTION_MESSAGES } from './order-question.ts';
import { AnswerQuestionFieldsSchema, AskQuestionFieldsSchema, OrderMessageSchema } from './order-question-schema.ts';
import { OrderRequestSchema } from '../orders/order-schema.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the thread forms', () => {
  it('asks for the question or the answer in their own words when the text is blank', () => {
    expect(firstMessage(AskQuestionFieldsSchema.safeParse({ requestId: 'HC-260101-ABCD', text: '   ' }))).toBe(
      ORDER_QUESTION_MESSAGES.questionRequired,
    );
    expect(firstMessage(AnswerQuestionFieldsSchema.safeParse({ requestId: 'HC-260101-ABCD' }))).toBe(
      ORDER_QUESTION_MESSAGES.answerRequired,
    );
  });

  it('refuses a message over the limit and keeps the text trimmed', () => {
    const long = 'x'.repeat(MAX_THREAD_TEXT_LENGTH + 1);
    expect(firstMessage(AskQuestionFieldsSchema.safeParse({ requestId: 'HC-260101-ABCD', text: long }))).toBe(
      ORDER_QUESTION_MESSAGES.textTooLong,
    );
    expect(AskQuestionFieldsSchema.parse({ requestId: ' HC-260101-ABCD ', text: ' Which base? ' })).toEqual({
      requestId: 'HC-260101-ABCD',
      text: 'Which base?',
    });
  });
});

describe('a stored thread message', () => {
  const message = {
    requestId: 'HC-260101-ABCD',
    kind: 'question',
    text: 'Which base?',
    author: { uid: 'admin-1', role: 'admin', name: 'Pat Lee' },
    attachment: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('keeps who wrote what and when', () => {
    expect(OrderMessageSchema.parse(message)).toEqual(message);
  });

  it('refuses a message whose writer is neither an admin nor a practitioner', () => {
    expect(OrderMessageSchema.safeParse({ ...message, author: { ...message.author, role: 'visitor' } }).success).toBe(false);
  });
});

describe("an order request's clarification", () => {
  const order = {
    requestId: 'HC-260101-ABCD',
    prescriberId: 'p1',
    practitioner: { firstName: 'A', lastName: 'B', email: 'a@b.test', role: 'practitioner', practitionerNumber: '', clinicName: '', clinicAddress: '' },
    items: [],
    totalItems: 0,
    notes: '',
    status: 'received',
    statusHistory: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('is absent on an order never asked about, and read when present', () => {
    expect(OrderRequestSchema.parse(order).clarification).toBeUndefined();
    const clarification = { status: 'requested', askedAt: '2026-01-02T00:00:00.000Z', answeredAt: null, messages: 1 };
    expect(OrderRequestSchema.parse({ ...order, clarification }).clarification).toEqual(clarification);
  });
});
