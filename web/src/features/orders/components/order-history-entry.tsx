import {
  MAIL_SUBMISSION_LABEL,
  ORDER_STATUS_LABELS,
  payerTextOf,
  SCRIPT_METHOD_LABELS,
  directionsText,
  legalScriptText,
  PATIENT_MESSAGES,
  patientLabel,
  type OrderItem,
  type OrderRequest,
} from '@pharmacy/shared';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { orderAnchor } from '@/lib/dashboard-sections.ts';
import { formatSydneyDateTime } from '@/lib/sydney-time.ts';
import { ORDER_HISTORY_QUERY_KEY } from '../api/get-order-history.ts';
import { productName } from '@/features/catalogue/index.ts';
import { PriceSummary, sentPricesTitle } from '@/features/prices/index.ts';

/**
 * What My Requests shows of features orders does not use (eslint/feature-graph.js:
 * courses and order-questions use orders, not the other way), composed in app/.
 */
export interface OrderHistorySlots {
  /** Beside the request's status: where its question stands. */
  statusBadge?: (order: OrderRequest) => ReactNode;
  /** After each item: its course. */
  itemCourse?: (order: OrderRequest, item: OrderItem, index: number) => ReactNode;
  /** After the statuses, for the prescriber and their staff: where the dispatched order is (issue 33 part 5). */
  delivery?: (order: OrderRequest) => ReactNode;
  /** Before Reorder, for the prescriber: the questions on the request; `onPosted` reads the requests again. */
  questions?: (order: OrderRequest, onPosted: () => Promise<unknown>) => ReactNode;
  /** For the prescriber and their staff: the pharmacy's new price and, while it waits, Accept and Decline (decision 080). */
  quote?: (order: OrderRequest, onAnswered: () => Promise<unknown>) => ReactNode;
}

interface OrderHistoryEntryProps {
  order: OrderRequest;
  slots: OrderHistorySlots;
  onReorder: ((order: OrderRequest) => void) | undefined;
  /** Staff see where it stands and that a question is open; the thread and Reorder are the prescriber's. */
  staffView?: boolean;
}

/** What a staff member reads of an open question: that there is one, and who answers it. */
const STAFF_QUESTION_NOTICE = 'The pharmacy has asked the prescriber a question about this request. Only the prescriber can read and answer it.';

const scriptText = (item: OrderItem) =>
  item.scriptMethod === 'mail' ? MAIL_SUBMISSION_LABEL : (item.script?.fileName ?? SCRIPT_METHOD_LABELS.upload);

/** One request opened from its row in My Requests (decision 069): when it was sent, what it held, each status it has had, its delivery, questions and course. */
export function OrderHistoryEntry({ order, slots, onReorder, staffView = false }: OrderHistoryEntryProps) {
  const headingId = orderAnchor(order.requestId);
  const queryClient = useQueryClient();
  return (
    <article className="order-history__article" aria-labelledby={headingId}>
      <header className="order-history__header">
        <h3 id={headingId} tabIndex={-1}>
          {order.requestId}
        </h3>
        <span className={`status-badge status-badge--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
        {slots.statusBadge?.(order)}
      </header>
      <p className="order-history__submitted">Submitted {formatSydneyDateTime(order.createdAt)}</p>
      <p className="order-history__payer">Who pays: {payerTextOf(order)}</p>
      <ul className="order-history__items">
        {order.items.map((item, index) => (
          <li key={index}>
            <strong>{productName(item)}</strong> ({item.conditionLabel}) × {item.quantity}
            <span className="order-history__script"> · {scriptText(item)}</span>
            <span className="order-history__patient">
              {' '}
              · For {item.patient ? patientLabel(item.patient) : PATIENT_MESSAGES.noPatientRecorded}
            </span>
            <span className="order-history__directions"> · Directions: {directionsText(item)}</span>
            {item.legalScript && (
              <span className={`order-history__legal order-history__legal--${item.legalScript.state}`}>
                {' '}
                · {legalScriptText(item.legalScript)}
              </span>
            )}
            {slots.itemCourse?.(order, item, index)}
          </li>
        ))}
      </ul>
      {/* The prices it was sent with (decision 077); none on a request sent before prices. */}
      {order.delivery && (
        <PriceSummary
          title={sentPricesTitle(order.quote)}
          titleFor={order.requestId}
          lines={order.items.map((item, index) => ({ key: String(index), name: productName(item), price: item.price ?? null, quantity: item.quantity }))}
          delivery={order.delivery}
        />
      )}
      <h4 className="order-history__subheading">Status history</h4>
      <ol className="order-history__statuses">
        {order.statusHistory.map((change, index) => (
          <li key={index}>
            {ORDER_STATUS_LABELS[change.status]}: <time dateTime={change.at}>{formatSydneyDateTime(change.at)}</time>
          </li>
        ))}
      </ol>
      {slots.delivery?.(order)}
      {slots.quote?.(order, () => queryClient.invalidateQueries({ queryKey: ORDER_HISTORY_QUERY_KEY }))}
      {staffView ? (
        order.clarification?.status === 'requested' && <p className="notice">{STAFF_QUESTION_NOTICE}</p>
      ) : (
        <>
          {slots.questions?.(order, () => queryClient.invalidateQueries({ queryKey: ORDER_HISTORY_QUERY_KEY }))}
          <button
            type="button"
            className="button button--secondary"
            disabled={!onReorder}
            onClick={() => onReorder?.(order)}
          >
            Reorder<span className="visually-hidden"> {order.requestId}</span>
          </button>
        </>
      )}
    </article>
  );
}
