import { useEffect, useRef, useState } from 'react';
import { DISPATCH_METHOD_LABELS, type DispatchResponse, type OrderRequest } from '@pharmacy/shared';
import { DispatchDialog, ManifestDownload } from '@/features/consignments/index.ts';
import type { QueueEntry } from '@/lib/queue/queue-documents.ts';
import type { OrderSelection } from './order-table.tsx';

/** What came of a dispatch, in a line: the orders, the carrier and the tracking number. */
function dispatchedText({ consignment, patientNotified }: DispatchResponse): string {
  const orders = consignment.orderIds.join(', ');
  const how = consignment.method === 'pickup' ? 'recorded as collected' : `dispatched by ${DISPATCH_METHOD_LABELS[consignment.method]}`;
  const tracking = consignment.trackingNumber ? `, tracking number ${consignment.trackingNumber}` : '';
  const notice = patientNotified ? ' The patient was e-mailed the tracking link.' : '';
  return `${orders} ${how}${tracking}.${notice}`;
}

/**
 * The Ready to send list's choosing and dispatching (issue 33 part 2): the orders ticked
 * in the table go as one consignment through the dispatch dialog; what came of it stays
 * on screen. The day's manifest is beside it.
 */
export function useReadyToSend(entries: readonly QueueEntry<OrderRequest>[], active: boolean) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // The orders as they were when the dialog opened: the list may read again meanwhile.
  const [dialogOrders, setDialogOrders] = useState<readonly OrderRequest[] | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const ready = entries.flatMap((entry) => (entry.value?.status === 'ready' ? [entry.value] : []));
  const chosenOrders = ready.filter((order) => chosen.has(order.requestId));
  const selection: OrderSelection | undefined = active
    ? {
        chosen,
        onToggle: (requestId) =>
          setChosen((current) => {
            const next = new Set(current);
            if (!next.delete(requestId)) next.add(requestId);
            return next;
          }),
      }
    : undefined;

  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  // Shown even when the list is empty: once the last ready order goes, what came of it stays.
  const panel = active ? (
    <div className="ready-to-send">
      {ready.length > 0 && (
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={chosenOrders.length === 0}
            onClick={() => {
              if (chosenOrders.length === 0) return setOutcome('Tick the orders to dispatch together first.');
              setOutcome(null);
              setDialogOrders(chosenOrders);
            }}
          >
            Dispatch chosen orders ({chosenOrders.length})
          </button>
        </div>
      )}
      <div ref={outcomeRef} tabIndex={-1} role="status" className="queue-outcome">
        {outcome && <p className="notice">{outcome}</p>}
      </div>
      {dialogOrders && (
        <DispatchDialog
          orders={dialogOrders}
          onClose={() => setDialogOrders(null)}
          onDispatched={(response) => {
            setChosen(new Set());
            setOutcome(dispatchedText(response));
          }}
        />
      )}
    </div>
  ) : null;
  return { selection, panel, manifest: active ? <ManifestDownload /> : null };
}
