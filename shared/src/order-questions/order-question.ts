/**
 * Questions on an order (issue 12 part 3): an admin asks the prescriber, the prescriber
 * answers in My Requests, and the thread is kept under the order
 * (orderRequests/{requestId}/messages/{messageId}, server-written). Paths, limits and
 * messages shared by the admin's queue, the dashboard and the function; zod-free (the
 * schemas are in order-question-schema.ts). Decision 027.
 */
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_LABEL } from '../enquiries/enquiry.ts';

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

/** The thread's subcollection under each order request. */
export const ORDER_THREAD_COLLECTION = 'messages';

/** Multipart names of both POSTs. */
export const ORDER_QUESTION_FIELDS = { requestId: 'requestId', text: 'text', file: 'file' } as const;

export const ORDER_MESSAGE_KINDS = ['question', 'answer'] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];

/** Where an order's questions stand: a question waits for its answer, or the last one is answered. */
export const CLARIFICATION_STATUSES = ['requested', 'answered'] as const;
export type ClarificationStatus = (typeof CLARIFICATION_STATUSES)[number];
export const CLARIFICATION_LABELS: Record<ClarificationStatus, string> = {
  requested: 'Clarification requested',
  answered: 'Clarification answered',
};

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
  /** The status move refused while a question is open (order-move.ts). */
  clarificationOpen:
    'This order request is waiting for the prescriber to answer a question. It can move on once they answer; it can still be cancelled.',
  fileNotFound: 'That message has no file.',
  askFailed: 'The question could not be sent: ',
  answerFailed: 'The answer could not be sent: ',
  threadFailed: 'The questions on this order request could not be loaded.',
} as const;

export const ORDER_QUESTION_ERROR_CODES = {
  clarificationOpen: 'clarification_open',
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
