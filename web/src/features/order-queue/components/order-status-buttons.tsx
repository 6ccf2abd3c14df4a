import { useEffect, useRef, useState } from 'react';
import { ORDER_STATUS_LABELS, orderMoveRefusal, type OrderRequest } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { useChangeOrderStatus } from '../api/change-order-status.ts';
import { statusActions, type StatusAction } from '../order-status-actions.ts';

export const NOT_NOTIFIED_MESSAGE = 'Status updated, but the practitioner could not be e-mailed; it will be retried.';

/** The allowed next statuses of one request as buttons, and what came of the last press. */
export function OrderStatusButtons({ order }: { order: OrderRequest }) {
  const change = useChangeOrderStatus();
  const [outcome, setOutcome] = useState<{ changedTo: string; notified: boolean } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // Only what the server will do: a move the order cannot make yet is left out, and the reason shown (order-move.ts).
  const possible = statusActions(order.status);
  const actions = possible.filter((action) => !orderMoveRefusal(order, action.status));
  const refusal = possible.map((action) => orderMoveRefusal(order, action.status)).find(Boolean);

  // The pressed button is gone once the status moves on: keep keyboard focus nearby.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  function move(action: StatusAction) {
    if (change.isPending) return;
    if (action.confirm && !window.confirm(action.confirm)) return;
    setOutcome(null);
    change.mutate(
      { requestId: order.requestId, status: action.status },
      { onSuccess: ({ notified }) => setOutcome({ changedTo: ORDER_STATUS_LABELS[action.status], notified }) },
    );
  }

  return (
    <div className="queue-actions">
      {actions.length > 0 ? (
        <div className="button-row">
          {actions.map((action) => (
            <button
              key={action.status}
              type="button"
              className={`button ${action.status === 'cancelled' ? 'button--secondary queue-danger' : 'button--primary'}`}
              onClick={() => move(action)}
              // Not disabled: a disabled button drops keyboard focus, and a refusal keeps these buttons.
              aria-disabled={change.isPending}
            >
              {change.isPending && change.variables?.status === action.status ? 'Updating...' : action.label}
            </button>
          ))}
        </div>
      ) : (
        <p className="queue-secondary">This request is {ORDER_STATUS_LABELS[order.status].toLocaleLowerCase('en-AU')}: its status cannot change any more.</p>
      )}
      {refusal && <p className="notice notice--warning">{refusal.message}</p>}
      <div ref={outcomeRef} tabIndex={-1} role="status" className="queue-outcome">
        {outcome && <p className="notice">Status changed to {outcome.changedTo}.</p>}
        {outcome && !outcome.notified && <p className="notice notice--warning">{NOT_NOTIFIED_MESSAGE}</p>}
      </div>
      <FormError message={change.error?.message} />
    </div>
  );
}
