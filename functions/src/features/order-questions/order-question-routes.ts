/**
 * POST /order-questions (admins), POST /order-answers (the order's practitioner) and
 * GET /order-message-files/:requestId/:messageId (admins, and the order's practitioner).
 * Each reads its input in the order a person fixes things: the text, then the file,
 * then whether the order allows it.
 */
import type { RequestHandler } from 'express';
import {
  AUDIT_ACTIONS,
  AnswerQuestionFieldsSchema,
  AskQuestionFieldsSchema,
  ORDER_QUESTION_ERROR_CODES,
  ORDER_QUESTION_MESSAGES,
  isDocumentId,
  type OrderMessageKind,
  type ThreadMessageResponse,
} from '@pharmacy/shared';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf, isAdmin, type Caller } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { sendPrivateFile } from '../../platform/http/send-private-file.ts';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { aboutOrder, isOrderRequestId, orderNotFound } from '../orders/index.ts';
import { postThreadMessage, type ThreadPost } from './post-order-question-message.ts';
import type { ThreadMailDeps } from './order-question-mail-delivery.ts';
import type { ThreadRefusal, ThreadStore } from './order-question-record.ts';
import { checkThreadFile, readThreadForm } from './order-question-form.ts';

const REFUSALS: Record<Exclude<ThreadRefusal, 'not_found'>, () => HttpError> = {
  order_closed: () => new HttpError(409, ORDER_QUESTION_ERROR_CODES.orderClosed, ORDER_QUESTION_MESSAGES.orderClosed),
  no_open_question: () => new HttpError(409, ORDER_QUESTION_ERROR_CODES.noOpenQuestion, ORDER_QUESTION_MESSAGES.noOpenQuestion),
};

const authorOf = (caller: Caller, kind: OrderMessageKind): ThreadPost['author'] => ({
  uid: caller.uid,
  // The side of the conversation: the pharmacy asks, the prescriber answers (an admin may order, and answer, for themselves).
  role: kind === 'question' ? 'admin' : 'practitioner',
  name: caller.record ? `${caller.record.firstName} ${caller.record.lastName}`.trim() : (caller.email ?? ''),
});

function threadPostRoute(kind: OrderMessageKind, deps: ThreadMailDeps): RequestHandler {
  const schema = kind === 'question' ? AskQuestionFieldsSchema : AnswerQuestionFieldsSchema;
  return async (req, res) => {
    const caller = callerOf(res);
    const form = await readThreadForm(req);
    // A ZodError becomes 400 naming the field to fix (errors.ts).
    const { requestId, text } = schema.parse(form.fields);
    if (!isOrderRequestId(requestId)) throw orderNotFound();
    const file = form.file ? await checkThreadFile(form.file) : null;
    const result = await postThreadMessage(
      { kind, requestId, text, file, author: authorOf(caller, kind), authorEmail: caller.email ?? '' },
      deps,
    );
    if (result.kind === 'refused') throw result.refusal === 'not_found' ? orderNotFound() : REFUSALS[result.refusal]();
    const body: ThreadMessageResponse = { success: true, messageId: result.messageId, notified: result.notified };
    res.status(201).json(body);
  };
}

export const askQuestion = (deps: ThreadMailDeps) => threadPostRoute('question', deps);
export const answerQuestion = (deps: ThreadMailDeps) => threadPostRoute('answer', deps);

const noFile = () => new HttpError(404, ORDER_QUESTION_ERROR_CODES.fileNotFound, ORDER_QUESTION_MESSAGES.fileNotFound);

/**
 * A thread message's file, as a download. An admin's download is recorded before it is
 * sent (like a script's); the order's practitioner reads the files of their own order
 * only, and anyone else is told the order does not exist.
 */
export function threadFile(deps: ThreadMailDeps & { recordAudit(record: AuditRecord): Promise<void> }): RequestHandler<{ requestId: string; messageId: string }> {
  return async (req, res) => {
    const { requestId, messageId } = req.params;
    if (!isOrderRequestId(requestId)) throw orderNotFound();
    const caller = callerOf(res);
    const order = await deps.store.getOrder(requestId);
    const admin = isAdmin(caller);
    if (!order || (!admin && order.prescriberId !== caller.uid)) throw orderNotFound();
    if (!isDocumentId(messageId)) throw noFile();
    const message = await deps.store.getMessage(requestId, messageId);
    const attachment = message?.attachment;
    if (!attachment) throw noFile();
    if (admin) {
      await deps.recordAudit({
        action: AUDIT_ACTIONS.orderMessageFileDownload,
        ...actorOf(caller),
        ...aboutOrder(order, { messageId, contentType: attachment.contentType, size: attachment.size }),
      });
    }
    await sendPrivateFile(res, {
      content: deps.store.openFile(attachment.storagePath),
      contentType: attachment.contentType,
      size: attachment.size,
      fileName: attachment.fileName,
    });
  };
}

/**
 * GET /order-threads/:requestId (admins): the order's questions and answers, oldest
 * first, answered only once the look is recorded (decision 039). The order's practitioner
 * reads their own thread from Firestore, as before.
 */
export function threadLook(deps: { store: ThreadStore; recordAccess(record: AuditRecord): Promise<void> }): RequestHandler<{ requestId: string }> {
  return async (req, res) => {
    const { requestId } = req.params;
    if (!isOrderRequestId(requestId)) throw orderNotFound();
    const order = await deps.store.getOrder(requestId);
    if (!order) throw orderNotFound();
    const [messages] = await Promise.all([
      deps.store.listMessages(requestId),
      deps.recordAccess({ action: AUDIT_ACTIONS.accessThread, ...actorOf(callerOf(res)), ...aboutOrder(order, {}) }),
    ]);
    const body = {
      messages: messages.map(({ messageId, message: { mail: _mail, needsMailResend: _needsMailResend, ...message } }) => ({ id: messageId, message })),
    };
    res.json(body);
  };
}
