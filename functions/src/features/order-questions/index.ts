/** Questions on an order (decision 027): the admin asks, the prescriber answers, the thread under the order. */
export { ORDER_QUESTION_BODY_LIMITS, orderQuestionFilesRouter, orderQuestionUploadRouter, type OrderQuestionDeps } from './router.ts';
export { threadStore } from './order-question-store.ts';
export { resendThreadMail } from './order-question-mail-delivery.ts';
