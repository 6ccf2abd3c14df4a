import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { MAX_MAIL_ATTEMPTS, pendingMail, type MailState } from '../../platform/mail/mail-state.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import type { OrderRecord } from '../orders/index.ts';
import { resendThreadMail } from './order-question-mail-delivery.ts';
import type { OrderMessageRecord, ThreadStore } from './order-question-record.ts';
import { QUESTION_REQUEST_ID, orderQuestionMessage } from './testing/order-question-fixtures.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

const NOW = new Date('2026-03-03T12:00:00.000Z');
const order = { requestId: QUESTION_REQUEST_ID, practitioner: { email: 'alice@clinic.test' } } as OrderRecord;

const message = (kind: OrderMessageRecord['kind'], mail: MailState): OrderMessageRecord => orderQuestionMessage(kind, { mail });

/** A store holding the due messages; records what the retry wrote back. */
function storeWith(due: { messageId: string; message: OrderMessageRecord }[], orderFound = true) {
  const updates: { messageId: string; mail: MailState; needsMailResend: boolean }[] = [];
  const store: ThreadStore = {
    newMessageId: () => 'new',
    getOrder: async () => (orderFound ? order : null),
    saveFile: async () => undefined,
    deleteFile: async () => undefined,
    openFile: () => Readable.from([]),
    addMessage: () => Promise.reject(new Error('not used')),
    getMessage: async () => null,
    listMessages: async () => [],
    updateMail: async (_requestId, messageId, mail, needsMailResend) => void updates.push({ messageId, mail, needsMailResend }),
    listNeedingMailResend: async () => due,
  };
  return { store, updates };
}

const failed = (attempts: number): MailState => ({ status: 'failed', attempts, error: 'refused', lastAttemptAt: NOW });

describe('resending the e-mails of questions and answers', () => {
  it('sends each failed notice again to its side, records it sent, and never the words', async () => {
    const { store, updates } = storeWith([
      { messageId: 'q1', message: message('question', failed(1)) },
      { messageId: 'a1', message: message('answer', pendingMail()) },
    ]);
    const sent: MailMessage[] = [];
    const counts = await resendThreadMail({
      store,
      sendMail: async (mail) => void sent.push(mail),
      pharmacyEmail: () => 'orders@pharmacy.test',
      appOrigin: () => 'https://pharmacy.test',
      now: () => NOW,
    });
    expect(counts).toEqual({ due: 2, sent: 2, failed: 0 });
    expect(sent.map((mail) => mail.to)).toEqual(['alice@clinic.test', 'orders@pharmacy.test']);
    expect(JSON.stringify(sent)).not.toContain('Which base');
    expect(updates).toEqual([
      { messageId: 'q1', mail: { status: 'sent', attempts: 2, error: null, lastAttemptAt: NOW }, needsMailResend: false },
      { messageId: 'a1', mail: { status: 'sent', attempts: 1, error: null, lastAttemptAt: NOW }, needsMailResend: false },
    ]);
  });

  it('keeps a failing notice for the next run until its tries run out', async () => {
    const { store, updates } = storeWith([{ messageId: 'q1', message: message('question', failed(MAX_MAIL_ATTEMPTS - 1)) }]);
    const counts = await resendThreadMail({
      store,
      sendMail: () => Promise.reject(new Error('SendGrid is down')),
      pharmacyEmail: () => 'orders@pharmacy.test',
      appOrigin: () => 'https://pharmacy.test',
      now: () => NOW,
    });
    expect(counts).toEqual({ due: 1, sent: 0, failed: 1 });
    expect(updates).toEqual([
      { messageId: 'q1', mail: { status: 'failed', attempts: MAX_MAIL_ATTEMPTS, error: 'SendGrid is down', lastAttemptAt: NOW }, needsMailResend: false },
    ]);
  });

  it('stops retrying the notice of an order that no longer exists', async () => {
    const { store, updates } = storeWith([{ messageId: 'q1', message: message('question', failed(1)) }], false);
    const send = vi.fn();
    await resendThreadMail({ store, sendMail: send, pharmacyEmail: () => '', appOrigin: () => '', now: () => NOW });
    expect(send).not.toHaveBeenCalled();
    expect(updates).toEqual([{ messageId: 'q1', mail: failed(1), needsMailResend: false }]);
  });
});
