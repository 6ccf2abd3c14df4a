import { useId, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  ORDER_API_PATHS,
  ORDER_STATUS_LABELS,
  ROUTES,
  SCRIPT_METHOD_LABELS,
  legalScriptText,
  type OrderItem,
  type OrderRequest,
} from '@pharmacy/shared';
import { ClarificationBadge, OrderQuestions } from '@/features/order-questions/index.ts';
import { PatientFacts } from '@/components/ui/patient-facts.tsx';
import { formatSydneyShortDateTime } from '@/lib/sydney-time.ts';
import { useOrderRequest } from '../api/get-order-request.ts';
import { workQueueKeys } from '@/lib/queue/query-keys.ts';
import type { QueueEntry } from '@/lib/queue/queue-documents.ts';
import { formatFileSize } from '@/lib/queue/format.ts';
import { DownloadButton } from '@/components/queue/download-button.tsx';
import { OrderStatusButtons } from './order-status-buttons.tsx';
import { OriginalReceivedForm } from './original-received-form.tsx';

interface OrderDetailProps {
  entry: QueueEntry<OrderRequest>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}

/** Blank strengths and amounts (formulas without them) show as the spec's "-". */
const orDash = (text: string) => (text.trim() === '' ? '-' : text);

export function OrderDetail({ entry, headingRef, onClose }: OrderDetailProps) {
  const { data: current } = useOrderRequest(entry);
  const headingId = useId();

  return (
    <article className="surface-panel queue-detail" aria-labelledby={headingId}>
      <button type="button" className="button button--secondary" onClick={onClose}>
        Back to order requests
      </button>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        Order request {entry.id}
      </h3>
      {current?.value && (
        <Link to={ROUTES.adminWorksheet(entry.id)} className="button button--secondary" target="_blank">
          Print worksheet<span className="visually-hidden"> (opens in a new tab)</span>
        </Link>
      )}
      {current?.value ? <OrderBody order={current.value} /> : <p>This order request no longer exists or could not be read.</p>}
    </article>
  );
}

function OrderBody({ order }: { order: OrderRequest }) {
  const { practitioner } = order;
  const queryClient = useQueryClient();
  return (
    <>
      <dl className="fact-list queue-facts">
        <dt>Status</dt>
        <dd>
          <span className={`queue-status queue-status--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
          {order.clarification && ' '}
          <ClarificationBadge clarification={order.clarification} />
        </dd>
        <dt>Submitted</dt>
        <dd>{formatSydneyShortDateTime(order.createdAt)}</dd>
      </dl>
      <OrderStatusButtons order={order} />
      <OrderQuestions order={order} side="admin" onPosted={() => queryClient.invalidateQueries({ queryKey: workQueueKeys.orders })} />

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
      </dl>

      <h4>Items ({order.items.length})</h4>
      <ol className="queue-items">
        {order.items.map((item, index) => (
          <OrderItemCard key={index} requestId={order.requestId} item={item} index={index} />
        ))}
      </ol>

      <h4>Order notes</h4>
      <p className="queue-notes">{order.notes.trim() === '' ? 'No notes.' : order.notes}</p>

      <h4>Status history</h4>
      <ol className="queue-history">
        {order.statusHistory.map((change, index) => (
          <li key={index}>
            <span className="queue-history__status">{ORDER_STATUS_LABELS[change.status]}</span>{' '}
            <time dateTime={change.at}>{formatSydneyShortDateTime(change.at)}</time>
          </li>
        ))}
      </ol>
    </>
  );
}

function OrderItemCard({ requestId, item, index }: { requestId: string; item: OrderItem; index: number }) {
  const position = `item ${index + 1}`;
  return (
    <li className="queue-item">
      <h5>
        Item {index + 1}: {item.formulaLabel}
      </h5>
      <dl className="fact-list queue-facts">
        <PatientFacts patient={item.patient} />
        <dt>Condition</dt>
        <dd>{item.conditionLabel}</dd>
        <dt>Formula</dt>
        <dd>{item.formulaLabel}</dd>
        <dt>Strength</dt>
        <dd>{orDash(item.strength)}</dd>
        <dt>Amount</dt>
        <dd>{orDash(item.amount)}</dd>
        <dt>Quantity</dt>
        <dd>{item.quantity}</dd>
        <dt>Notes</dt>
        <dd className="queue-notes">{orDash(item.notes)}</dd>
        <dt>Script</dt>
        <dd>
          {SCRIPT_METHOD_LABELS[item.scriptMethod]}
          {item.script && (
            <>
              {': '}
              {item.script.fileName} ({formatFileSize(item.script.size)})
            </>
          )}
        </dd>
        {item.legalScript && (
          <>
            <dt>Legal script</dt>
            <dd className={`queue-legal queue-legal--${item.legalScript.state}`}>{legalScriptText(item.legalScript)}</dd>
          </>
        )}
        {item.legalScript?.state === 'token_received' && (
          <>
            <dt>E-script token</dt>
            <dd>
              <code className="queue-token">{item.legalScript.token.value}</code>
            </dd>
          </>
        )}
      </dl>
      {item.legalScript?.state === 'original_awaited' && <OriginalReceivedForm requestId={requestId} itemIndex={index} />}
      {item.script && (
        <DownloadButton
          path={`${ORDER_API_PATHS.scripts}/${requestId}/${index}`}
          fileName={item.script.fileName}
          label="Download script"
          context={`for ${position}`}
        />
      )}
    </li>
  );
}
