/**
 * Writing a question or an answer: the order checked first (so a refused caller stores
 * nothing), the file to Storage, then the message, the order's summary and (for a
 * question) the audit entry in one transaction, then the e-mail. If the transaction
 * refuses or fails, the file it would have pointed at is deleted: nothing half-written
 * stays. A failed e-mail is recorded on the message and retried; the message stands.
 */
import type { OrderMessageKind } from '@pharmacy/shared';
import { pendingMail } from '../../platform/mail/mail-state.ts';
import type { CheckedFile } from '../../platform/uploads/file-check.ts';
import { deliverThreadMail, type ThreadMailDeps } from './order-question-mail-delivery.ts';
import { threadFilePath, type OrderMessageRecord, type ThreadRefusal } from './order-question-record.ts';
import { threadStep } from './order-question-steps.ts';

export interface ThreadPost {
  kind: OrderMessageKind;
  requestId: string;
  text: string;
  file: CheckedFile | null;
  author: OrderMessageRecord['author'];
  /** For the audit entry of a question. */
  authorEmail: string;
}

export type ThreadPostResult = { kind: 'refused'; refusal: ThreadRefusal } | { kind: 'added'; messageId: string; notified: boolean };

export async function postThreadMessage(post: ThreadPost, deps: ThreadMailDeps): Promise<ThreadPostResult> {
  const { store } = deps;
  const messageId = store.newMessageId(post.requestId);
  const attachment = post.file
    ? {
        storagePath: threadFilePath(post.requestId, messageId, post.file.fileName),
        fileName: post.file.fileName,
        contentType: post.file.contentType,
        size: post.file.content.byteLength,
      }
    : null;
  const message: OrderMessageRecord = {
    requestId: post.requestId,
    kind: post.kind,
    text: post.text,
    author: post.author,
    attachment,
    createdAt: deps.now(),
    mail: pendingMail(),
    needsMailResend: true,
  };
  const decide = (order: Parameters<typeof threadStep>[0]) => threadStep(order, messageId, message, post.authorEmail);

  const before = decide(await store.getOrder(post.requestId));
  if ('refusal' in before) return { kind: 'refused', refusal: before.refusal };

  if (post.file && attachment) await store.saveFile(attachment.storagePath, post.file.content, attachment.contentType);
  const removeFile = async () => {
    if (attachment) await store.deleteFile(attachment.storagePath);
  };
  let outcome: Awaited<ReturnType<typeof store.addMessage>>;
  try {
    outcome = await store.addMessage({ messageId, message }, decide);
  } catch (error) {
    await removeFile();
    throw error;
  }
  if (outcome.kind === 'refused') {
    await removeFile();
    return outcome;
  }
  const notified = await deliverThreadMail(outcome.order, messageId, message, deps);
  return { kind: 'added', messageId, notified };
}
