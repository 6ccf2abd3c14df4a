import type { OrderRequest } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAnswerQuote } from '../api/quote-calls.ts';
import { QuoteSummary } from './quote-summary.tsx';

/** Who may accept or decline (decision 080): the order's prescriber, or the staff member who prepared it. The server checks again. */
export function mayAnswerQuote(order: Pick<OrderRequest, 'prescriberId' | 'preparedBy'>, viewerUid: string | undefined): boolean {
  return viewerUid !== undefined && (viewerUid === order.prescriberId || viewerUid === order.preparedBy?.uid);
}

/**
 * My Requests (decision 080): the order's quote, and while a higher price waits, Accept
 * and Decline for the prescriber, or the staff member who prepared the order; another
 * staff member reads who it waits for instead. Declining cancels the order.
 */
export function QuoteAnswer({ order, viewerUid, onAnswered }: { order: OrderRequest; viewerUid: string | undefined; onAnswered: () => Promise<unknown> }) {
  const answer = useAnswerQuote(onAnswered);
  if (!order.quote) return null;
  const waiting = order.quote.status === 'awaiting' && order.status === 'received';
  if (waiting && !mayAnswerQuote(order, viewerUid)) {
    const who = order.preparedBy ? `the prescriber, or ${order.preparedBy.name} who prepared it,` : 'the prescriber';
    return (
      <div className="quote-answer quote-answer--waiting">
        <QuoteSummary quote={order.quote} items={order.items} />
        <p>The pharmacy will not start compounding until {who} accepts the new price.</p>
      </div>
    );
  }
  return (
    <div className={`quote-answer${waiting ? ' quote-answer--waiting' : ''}`}>
      <QuoteSummary quote={order.quote} items={order.items} />
      {waiting && (
        <>
          <p>The pharmacy will not start compounding until the new price is accepted. Declining cancels this request.</p>
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              aria-disabled={answer.isPending}
              onClick={() => !answer.isPending && answer.mutate({ requestId: order.requestId, answer: 'accept' })}
            >
              Accept new price<span className="visually-hidden"> for {order.requestId}</span>
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={answer.isPending}
              onClick={() => !answer.isPending && answer.mutate({ requestId: order.requestId, answer: 'decline' })}
            >
              Decline and cancel<span className="visually-hidden"> {order.requestId}</span>
            </button>
          </div>
          <FormError message={answer.error?.message} />
        </>
      )}
    </div>
  );
}
