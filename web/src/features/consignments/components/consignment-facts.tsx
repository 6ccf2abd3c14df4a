import {
  CONSIGNMENT_STATUS_LABELS,
  DISPATCH_METHOD_LABELS,
  type ConsignmentStatus,
  type DispatchMethod,
  type TrackingEvent,
} from '@pharmacy/shared';
import { formatSydneyDateTime } from '@/lib/sydney-time.ts';

/** What every view of a consignment shows: the admin's, the prescriber's. */
export interface ConsignmentSummary {
  method: DispatchMethod;
  trackingNumber: string | null;
  trackingUrl: string | null;
  status: ConsignmentStatus;
  signatureRequired: boolean;
  authorityToLeave: boolean;
  dispatchedAt: string;
  events: readonly TrackingEvent[];
  proofOfDelivery: { signedBy: string; at: string } | null;
}

/** The status as a badge: Delivered and Delivery failed stand out (consignments.css). */
export function ConsignmentStatusBadge({ status }: { status: ConsignmentStatus }) {
  return <span className={`consignment-status consignment-status--${status}`}>{CONSIGNMENT_STATUS_LABELS[status]}</span>;
}

/** The tracking number, as a link to the carrier's own page when it has one (opens in a new tab). */
export function TrackingNumber({ trackingNumber, trackingUrl, method }: Pick<ConsignmentSummary, 'trackingNumber' | 'trackingUrl' | 'method'>) {
  if (!trackingNumber) return <>None</>;
  if (!trackingUrl) return <code>{trackingNumber}</code>;
  return (
    <a href={trackingUrl} target="_blank" rel="noopener noreferrer">
      <code>{trackingNumber}</code>
      <span className="visually-hidden"> on {DISPATCH_METHOD_LABELS[method]}&rsquo;s tracking page (opens in a new tab)</span>
    </a>
  );
}

const deliveryTerms = ({ signatureRequired, authorityToLeave }: Pick<ConsignmentSummary, 'signatureRequired' | 'authorityToLeave'>) =>
  signatureRequired ? 'Signature on delivery' : authorityToLeave ? 'May be left unattended' : 'Carrier’s usual terms';

/** Carrier, tracking number, status, when it left, how it is delivered and who signed: terms of a fact list. */
export function ConsignmentFacts({ consignment }: { consignment: ConsignmentSummary }) {
  const pickup = consignment.method === 'pickup';
  return (
    <>
      <dt>Status</dt>
      <dd>
        <ConsignmentStatusBadge status={consignment.status} />
      </dd>
      <dt>{pickup ? 'How' : 'Carrier'}</dt>
      <dd>{DISPATCH_METHOD_LABELS[consignment.method]}</dd>
      {!pickup && (
        <>
          <dt>Tracking number</dt>
          <dd>
            <TrackingNumber {...consignment} />
          </dd>
          <dt>Delivery</dt>
          <dd>{deliveryTerms(consignment)}</dd>
        </>
      )}
      <dt>{pickup ? 'Collected' : 'Dispatched'}</dt>
      <dd>
        <time dateTime={consignment.dispatchedAt}>{formatSydneyDateTime(consignment.dispatchedAt)}</time>
      </dd>
      {consignment.proofOfDelivery && (
        <>
          <dt>{pickup ? 'Collected by' : 'Signed by'}</dt>
          <dd>
            {consignment.proofOfDelivery.signedBy}, <time dateTime={consignment.proofOfDelivery.at}>{formatSydneyDateTime(consignment.proofOfDelivery.at)}</time>
          </dd>
        </>
      )}
    </>
  );
}

/** The carrier's tracking events, oldest first, each with its time in Sydney. */
export function TrackingEvents({ events, label }: { events: readonly TrackingEvent[]; label: string }) {
  if (events.length === 0) return <p className="consignment-events__none">No tracking events from the carrier yet.</p>;
  return (
    <ol className="consignment-events" aria-label={label}>
      {events.map((event, index) => (
        <li key={index}>
          <time dateTime={event.at}>{formatSydneyDateTime(event.at)}</time>: {event.description}
          {event.location.trim() !== '' && <span className="consignment-events__location"> ({event.location})</span>}
        </li>
      ))}
    </ol>
  );
}
