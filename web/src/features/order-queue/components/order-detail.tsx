import { useId, type RefObject } from 'react';
import { ORDER_STATUS_LABELS, orderPatients, payerTextOf, patientName, type OrderRequest } from '@pharmacy/shared';
import { WhoHasSeen } from '@/features/audit/index.ts';
import { ClarificationBadge } from '@/features/order-questions/index.ts';
import { QuoteBadge } from '@/features/quotes/index.ts';
import { OrderConsignment } from '@/features/consignments/index.ts';
import { OrderInvoice } from '@/features/invoices/index.ts';
import { PriceSummary, sentPricesTitle } from '@/features/prices/index.ts';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { formatSydneyShortDateTime } from '@/lib/sydney-time.ts';
import type { QueueEntry } from '@/lib/queue/queue-documents.ts';
import { useOrderRequest } from '../api/get-order-request.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderItemCard, orDash } from './order-item-card.tsx';
import { OrderSignOffFacts } from './order-sign-off.tsx';

interface OrderDetailProps {
  entry: QueueEntry<OrderRequest>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}

export function OrderDetail({ entry, headingRef, onClose }: OrderDetailProps) {
  const { data: current, isPending } = useOrderRequest(entry.id);
  const headingId = useId();

  return (
    <article className="surface-panel queue-detail" aria-labelledby={headingId}>
      <button type="button" className="button button--secondary" onClick={onClose}>
        Back to order requests
      </button>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        Order request {entry.id}
      </h3>
      {isPending ? (
        <PageLoading label="Opening the order request..." />
      ) : current?.value ? (
        <OrderBody order={current.value} />
      ) : (
        <p>This order request no longer exists or could not be read.</p>
      )}
    </article>
  );
}

/**
 * Reads first, acts beside (decision 035): the items with their patients and legal
 * scripts, the notes and the prescriber in the main column; the actions in a column
 * beside it on a wide screen, after it on a phone (and for a screen reader, in that order).
 */
function OrderBody({ order }: { order: OrderRequest }) {
  const { practitioner } = order;
  const patients = orderPatients(order.items);
  return (
    <div className="queue-detail__layout">
      <div className="queue-detail__main">
        <dl className="fact-list queue-facts">
          <dt>Status</dt>
          <dd>
            <span className={`queue-status queue-status--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
            {order.clarification && ' '}
            <ClarificationBadge clarification={order.clarification} />
            <QuoteBadge quote={order.quote} />
          </dd>
          <dt>Submitted</dt>
          <dd>{formatSydneyShortDateTime(order.createdAt)}</dd>
          <dt>Who pays</dt>
          <dd>{payerTextOf(order)}</dd>
        </dl>

        <h4>Items ({order.items.length})</h4>
        <ol className="queue-items">
          {order.items.map((item, index) => (
            <OrderItemCard key={index} order={order} item={item} index={index} />
          ))}
        </ol>

        {/* The prices it was sent with (decision 077); none on an order sent before prices. */}
        {order.delivery && (
          <PriceSummary
            title={sentPricesTitle(order.quote)}
            lines={order.items.map((item, index) => ({ key: String(index), name: [item.formulaLabel, item.strength, item.amount].filter((part) => part !== '').join(' '), price: item.price ?? null, quantity: item.quantity }))}
            delivery={order.delivery}
          />
        )}

        {/* Once dispatched or collected: its consignment, events and proof of delivery (issue 33). */}
        {(order.status === 'dispatched' || order.status === 'collected') && <OrderConsignment requestId={order.requestId} />}
        {/* Its invoice, its PDF, or the prices it waits for (decision 078). */}
        <OrderInvoice order={order} canPrice />

        {/* Read once the server has recorded this look, so the list includes it (decision 039). */}
        {patients.length > 0 && (
          <div className="queue-who-has-seen">
            {patients.map((patient) => (
              <WhoHasSeen key={patient.patientId} patientIds={[patient.patientId]} name={patientName(patient)} />
            ))}
          </div>
        )}

        <h4>Order notes</h4>
        <p className="queue-notes">{order.notes.trim() === '' ? 'No notes.' : order.notes}</p>

        <h4>Practitioner</h4>
        <dl className="fact-list queue-facts">
          <dt>Name</dt>
          <dd>
            {practitioner.firstName} {practitioner.lastName}
          </dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${practitioner.email}`}>{practitioner.email}</a>
          </dd>
          <dt>Practitioner #</dt>
          <dd>{orDash(practitioner.practitionerNumber)}</dd>
          <dt>Clinic</dt>
          <dd>{orDash(practitioner.clinicName)}</dd>
          <dt>Clinic address</dt>
          <dd>{orDash(practitioner.clinicAddress)}</dd>
          <OrderSignOffFacts order={order} />
        </dl>
      </div>
      <OrderActions order={order} />
    </div>
  );
}
