/**
 * Puts e-mails in the local outbox (devOutbox) the way the functions' outbox
 * transport stores them, for tests of the pages that read it.
 * Once an /api route sends mail (enquiry, registration), prefer producing mail
 * through that route: this helper knows the storage format, which is not a contract.
 */
import { COLLECTIONS, OutboxListResponseSchema, type OutboxMessage } from '@pharmacy/shared';
import { adminDb } from './admin.ts';
import { request } from './api.ts';

/** What the outbox holds, newest first, as GET /api/dev/outbox answers; only mail to `to` when given. */
export async function outboxMessages(to?: string): Promise<OutboxMessage[]> {
  const response = await request(`/api/dev/outbox?limit=200${to ? `&to=${encodeURIComponent(to)}` : ''}`);
  if (response.status !== 200) throw new Error(`GET /api/dev/outbox answered ${response.status}`);
  return OutboxListResponseSchema.parse(response.json).messages;
}

export type CapturedMessage = Omit<OutboxMessage, 'id'>;

export function outboxMessage(overrides: Partial<CapturedMessage> = {}): CapturedMessage {
  return {
    to: ['practitioner@example.test'],
    from: 'no-reply@harbourside.test',
    replyTo: null,
    subject: 'Test message',
    text: 'Hello from the tests.',
    html: null,
    attachments: [],
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

const captured = new Set<string>();

/** Stores the message; deleteCapturedMessages() removes it again. */
export async function captureInOutbox(message: CapturedMessage): Promise<string> {
  const ref = await adminDb()
    .collection(COLLECTIONS.devOutbox)
    .add({ ...message, toLowercase: message.to.map((to) => to.toLowerCase()) });
  captured.add(ref.id);
  return ref.id;
}

/** Removes the messages this process captured, and no other mail. */
export async function deleteCapturedMessages(): Promise<void> {
  const ids = [...captured];
  captured.clear();
  const batch = adminDb().batch();
  for (const id of ids) batch.delete(adminDb().collection(COLLECTIONS.devOutbox).doc(id));
  await batch.commit();
}
