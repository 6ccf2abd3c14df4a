/**
 * What an order keeps of its questions (decision 027): whether one waits for the
 * prescriber or the last is answered, and the status move that waits while one does.
 * The thread itself (its paths, messages and schemas) is the order-questions feature's,
 * which uses orders; this is the part the order document and its moves need. zod-free.
 */

/** Where an order's questions stand: a question waits for its answer, or the last one is answered. */
export const CLARIFICATION_STATUSES = ['requested', 'answered'] as const;
export type ClarificationStatus = (typeof CLARIFICATION_STATUSES)[number];
export const CLARIFICATION_LABELS: Record<ClarificationStatus, string> = {
  requested: 'Clarification requested',
  answered: 'Clarification answered',
};

/** orderMoveRefusal's clause (order-move.ts) while a question waits: every move but cancelled is refused. */
export const CLARIFICATION_OPEN = {
  code: 'clarification_open',
  message:
    'This order request is waiting for the prescriber to answer a question. It can move on once they answer; it can still be cancelled.',
} as const;
