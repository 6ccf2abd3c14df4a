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
