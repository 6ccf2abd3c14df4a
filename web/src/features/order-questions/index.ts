/** Questions on an order (decision 027): the thread and its forms, for the admin's queue and the practitioner's My Requests. */
export { AwaitingAnswerMarker } from './components/awaiting-answer-marker.tsx';
export { ClarificationBadge } from './components/clarification-badge.tsx';
export { OrderQuestions } from './components/order-questions.tsx';
export { AWAITING_ANSWER_QUERY_KEY } from './api/get-orders-awaiting-answer.ts';
