/**
 * Order requests: the cart, the stored order, its statuses and what stands in the way of
 * a move.
 */
export * from './item-course-schema.ts';
export * from './item-course.ts';
export * from './item-directions.ts';
export * from './order-compounding-schema.ts';
export * from './order-compounding.ts';
export * from './my-requests.ts';
export * from './order-billing.ts';
export * from './order-line.ts';
export * from './order-list.ts';
export * from './order-move.ts';
export * from './order-originals.ts';
export * from './order-prices.ts';
export * from './order-question-summary-schema.ts';
export * from './order-question-summary.ts';
export * from './order-quote.ts';
export * from './order-quote-schema.ts';
export * from './order-ready.ts';
export * from './order-schema.ts';
export * from './order.ts';
export * from './s8-item.ts';
export * from './order-payer.ts';
