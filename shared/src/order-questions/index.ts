/** Questions on an order: the admin asks, the prescriber answers (decision 027). */
export * from './order-question-schema.ts';
export * from './order-question.ts';
