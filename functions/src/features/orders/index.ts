/** The orders feature: practitioners' order requests, their e-mails, and the admin's orders queue. */
export { ORDER_SUBMIT_BODY_LIMIT, orderSubmitRouter, ordersRouter, type OrderDeps } from './router.ts';
export { orderStore } from './order-store.ts';
export { submissionKeyStore } from './submission-key-store.ts';
export { resendOrderMail } from './order-mail-delivery.ts';
/** What questions on an order (features/order-questions) read of an order request. */
export { OrderRecordSchema, type OrderRecord } from './order-record.ts';
export { isOrderRequestId } from './order-request-id.ts';
export { aboutOrder } from './order-status.ts';
export { orderNotFound } from './order-status-route.ts';
export { sendOriginalReminders } from './original-reminders.ts';
/** What courses (features/courses, decisions 052 and 053) use: an order's actor, a new order's ID and its confirmations. */
export { CONFIRMATION_MAILS, type Actor } from './order-record.ts';
export { orderRequestId, randomRequestCode } from './order-request-id.ts';
export { deliverOrderMail, type OrderMailDeps } from './order-mail-delivery.ts';
/** What order drafts (features/order-drafts) check and sign with: the submit's own form, checks and submission (decision 045). */
export { readOrderForm, type OrderForm } from './order-form.ts';
export { checkOrderForm, practitionerOf, signerOf } from './submit-order.ts';
export { submitOrder, type CheckedOrderItem } from './order-submission.ts';
export { submitOnce } from './submit-once.ts';
export { orderSubmissionDeps } from './router.ts';
/** What consignments (features/consignments, decision 059) dispatch with: the status move, in their own transaction. */
export { moveOrder, orderLabel } from './order-status.ts';
export { movedOrderFields, parseOrder } from './order-store.ts';
