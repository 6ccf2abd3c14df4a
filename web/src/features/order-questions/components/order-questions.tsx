import { useId } from 'react';
import { ORDER_STATUS_TRANSITIONS, type OrderRequest } from '@pharmacy/shared';
import { ClarificationBadge } from './clarification-badge.tsx';
import { OrderThread } from './order-thread.tsx';
import { ThreadMessageForm } from './thread-message-form.tsx';

interface OrderQuestionsProps {
  order: OrderRequest;
  /** The pharmacy asks; the order's practitioner answers. */
  side: 'admin' | 'practitioner';
  /** Refreshes the screen's copy of the order once a message is stored. */
  onPosted: () => Promise<unknown>;
}

/**
 * The questions on one order: the thread, and the form this side may send. An admin
 * asks on any order still open (again after an answer: the thread continues); the
 * practitioner answers while a question waits.
 */
export function OrderQuestions({ order, side, onPosted }: OrderQuestionsProps) {
  const headingId = useId();
  const messages = order.clarification?.messages ?? 0;
  const open = ORDER_STATUS_TRANSITIONS[order.status].length > 0;
  const waiting = order.clarification?.status === 'requested';
  const form =
    side === 'admin'
      ? open && <ThreadMessageForm kind="question" requestId={order.requestId} onPosted={onPosted} />
      : waiting && <ThreadMessageForm kind="answer" requestId={order.requestId} onPosted={onPosted} />;

  // The practitioner sees the section only once there is something in it.
  if (side === 'practitioner' && messages === 0) return null;
  return (
    <section className="order-questions" aria-labelledby={headingId}>
      <h4 id={headingId}>
        Questions <ClarificationBadge clarification={order.clarification} />
      </h4>
      <OrderThread requestId={order.requestId} messages={messages} side={side} />
      {form}
    </section>
  );
}
