import { PATIENT_MESSAGES, ORDER_STATUS_LABELS, patientLabel, sydneyDateOf, waitingOnPrescriber, type OrderRequest } from '@pharmacy/shared';
import { formatSydneyShortDateTime } from '@/lib/sydney-time.ts';
import { productName } from '@/features/catalogue/index.ts';
import { OrderHistoryEntry, type OrderHistorySlots } from './order-history-entry.tsx';

interface OrderHistoryRowProps {
  order: OrderRequest;
  open: boolean;
  onToggle: () => void;
  slots: OrderHistorySlots;
  onReorder: ((order: OrderRequest) => void) | undefined;
  staffView: boolean;
}

/** How many of a request's items a row names; the rest are counted. */
const ITEMS_NAMED = 2;

/** Each patient the request's items are for, once. */
export function rowPatients(order: OrderRequest): string {
  const labels = [...new Set(order.items.map((item) => (item.patient ? patientLabel(item.patient) : PATIENT_MESSAGES.noPatientRecorded)))];
  return labels.join('; ');
}

/** The first items by name and quantity, and how many more. */
export function rowItems(order: OrderRequest): string {
  const named = order.items.slice(0, ITEMS_NAMED).map((item) => `${productName(item)} \u00d7 ${item.quantity}`);
  const more = order.items.length - named.length;
  return more > 0 ? `${named.join('; ')} and ${more} more` : named.join('; ');
}

/**
 * One request in My Requests (decision 069): its ID (which opens it), when it was sent,
 * who and what it is for, where it stands and what waits on the prescriber. Opened, it
 * shows the request in full below the row.
 */
export function OrderHistoryRow({ order, open, onToggle, slots, onReorder, staffView }: OrderHistoryRowProps) {
  const detailId = `order-detail-${order.requestId}`;
  const waiting = waitingOnPrescriber(order, sydneyDateOf(new Date()));
  return (
    <li className={`order-history__entry${open ? ' order-history__entry--open' : ''}`}>
      <div className="order-history__row">
        <span className="order-history__id">
          <button type="button" className="order-history__open" aria-expanded={open} aria-controls={open ? detailId : undefined} onClick={onToggle}>
            {order.requestId}
          </button>
          <span className="order-history__sent">{formatSydneyShortDateTime(order.createdAt)}</span>
        </span>
        <span className="order-history__patients">
          <span className="visually-hidden">For </span>
          {rowPatients(order)}
        </span>
        <span className="order-history__what">{rowItems(order)}</span>
        <span className="order-history__where">
          <span className={`status-badge status-badge--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
          {slots.statusBadge?.(order)}
        </span>
        <span className="order-history__waiting">
          {waiting.length > 0 && (
            <>
              <strong>{staffView ? 'Waiting on the prescriber: ' : 'Waiting on you: '}</strong>
              {waiting.join('; ')}
            </>
          )}
        </span>
      </div>
      {open && (
        <div id={detailId} className="order-history__detail">
          <OrderHistoryEntry order={order} slots={slots} onReorder={onReorder} staffView={staffView} />
        </div>
      )}
    </li>
  );
}
