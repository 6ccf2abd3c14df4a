import { CLARIFICATION_LABELS, type OrderClarification } from '@pharmacy/shared';

/** "Clarification requested" or "Clarification answered"; nothing for an order never asked about. */
export function ClarificationBadge({ clarification }: { clarification: OrderClarification | undefined }) {
  if (!clarification) return null;
  return (
    <span className={`clarification-badge clarification-badge--${clarification.status}`}>{CLARIFICATION_LABELS[clarification.status]}</span>
  );
}
