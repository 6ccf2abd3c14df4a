/** Test helper: a question or answer on an order as it is stored, its e-mail still to send. */
import { pendingMail, type MailState } from '../../../platform/mail/mail-state.ts';
import type { OrderMessageRecord } from '../order-question-record.ts';

export const QUESTION_REQUEST_ID = 'HC-260303-K7QX';
export const ASKED_AT = new Date('2026-03-03T01:00:00.000Z');

export function orderQuestionMessage(
  kind: OrderMessageRecord['kind'],
  { uid = 'u', createdAt = ASKED_AT, mail = pendingMail() }: { uid?: string; createdAt?: Date; mail?: MailState } = {},
): OrderMessageRecord {
  return {
    requestId: QUESTION_REQUEST_ID,
    kind,
    text: 'Which base would the patient tolerate?',
    author: { uid, role: kind === 'question' ? 'admin' : 'practitioner', name: 'Someone' },
    attachment: null,
    createdAt,
    mail,
    needsMailResend: true,
  };
}
