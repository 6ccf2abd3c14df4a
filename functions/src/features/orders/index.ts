/** The orders feature: practitioners' order requests, their e-mails, and the admin's orders queue. */
export { ORDER_SUBMIT_BODY_LIMIT, orderSubmitRouter, ordersRouter, type OrderDeps } from './router.ts';
export { orderStore } from './order-store.ts';
export { submissionKeyStore } from './submission-key-store.ts';
export { resendOrderMail } from './order-mail-delivery.ts';
