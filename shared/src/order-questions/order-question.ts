/**
 * Questions on an order (issue 12 part 3): an admin asks the prescriber, the prescriber
 * answers in My Requests, and the thread is kept under the order
 * (orderRequests/{requestId}/messages/{messageId}, server-written). Paths, limits and
 * messages shared by the admin's queue, the dashboard and the function; zod-free (the
 * schemas are in order-question-schema.ts). Decision 027.
 */
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_LABEL } from '../platform/attachments.ts';
import { CLARIFICATION_OPEN } from '../orders/index.ts';

export const ORDER_QUESTION_API_PATHS = {
  /** Admin only, multipart (requestId, text, optional file): asks the order's prescriber a question. */
  ask: '/api/order-questions',
  /** The order's practitioner only, multipart (requestId, text, optional file): answers the open question. */
  answer: '/api/order-answers',
  /** GET `${files}/{requestId}/{messageId}`: a thread message's file, for admins and the order's practitioner. */
  files: '/api/order-message-files',
  /** Admin only: GET `${thread}/{requestId}` answers the order's questions and answers (OrderThreadReplySchema) and records the look (access.thread; decision 039). */
  thread: '/api/order-threads',
} as const;
/** Of these, the routes that take files: served by the uploads function (function-routing.ts). */
export const ORDER_QUESTION_UPLOAD_API_PATHS = [ORDER_QUESTION_API_PATHS.ask, ORDER_QUESTION_API_PATHS.answer] as const;

/** The thread's subcollection under each order request. */
export const ORDER_THREAD_COLLECTION = 'messages';

/** Multipart names of both POSTs. */
export const ORDER_QUESTION_FIELDS = { requestId: 'requestId', text: 'text', file: 'file' } as const;

export const ORDER_MESSAGE_KINDS = ['question', 'answer'] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];

export const MAX_THREAD_TEXT_LENGTH = 2000;
/** One file per message: the same types and size as a script. */
export const MAX_THREAD_FILE_BYTES = MAX_ATTACHMENT_BYTES;

export const ORDER_QUESTION_MESSAGES = {
  questionRequired: 'Please write your question for the prescriber.',
  answerRequired: 'Please write your answer for the pharmacy.',
  textTooLong: `Please shorten your message to ${MAX_THREAD_TEXT_LENGTH.toLocaleString('en-AU')} characters or fewer.`,
  fileType: 'The attachment must be a PDF, JPG or PNG file.',
  fileTooLarge: `The attachment is larger than ${MAX_ATTACHMENT_LABEL}. Please attach a smaller file.`,
  invalidForm: 'We could not read the message. Please reload the page and try again.',
  orderNotFound: 'That order request does not exist.',
  orderClosed: 'This order request is finished or cancelled, so no question can be asked on it.',
  noOpenQuestion: 'This order request has no question waiting for your answer.',
  /** The status move refused while a question is open (orders' order-move.ts). */
  clarificationOpen: CLARIFICATION_OPEN.message,
  fileNotFound: 'That message has no file.',
  askFailed: 'The question could not be sent: ',
  answerFailed: 'The answer could not be sent: ',
  threadFailed: 'The questions on this order request could not be loaded.',
} as const;

export const ORDER_QUESTION_ERROR_CODES = {
  clarificationOpen: CLARIFICATION_OPEN.code,
  orderClosed: 'order_closed',
  noOpenQuestion: 'no_open_question',
  unsupportedFileType: 'unsupported_file_type',
  fileTooLarge: 'file_too_large',
  fileNotFound: 'no_file',
} as const;

/** "1 order needs your answer" / "2 orders need your answer" (the dashboard's marker). */
export function ordersAwaitingAnswerText(count: number): string {
  return count === 1 ? '1 order needs your answer' : `${count} orders need your answer`;
}
