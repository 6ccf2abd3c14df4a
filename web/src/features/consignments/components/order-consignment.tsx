import { useId } from 'react';
import { CONSIGNMENT_MESSAGES, hasSignedReceipt, type AdminConsignment } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAdminOrderConsignment } from '../api/get-consignment.ts';
import { addressText } from '../dispatch-plan.ts';
import { ConsignmentFacts, TrackingEvents } from './consignment-facts.tsx';
import { ProofOfDeliveryForm } from './proof-of-delivery-form.tsx';

/** A consignment still waiting for its proof: a carrier's without one, or an S8's without the ID seen. Never a pickup. */
const needsProof = (consignment: AdminConsignment) => consignment.method !== 'pickup' && !hasSignedReceipt(consignment);

/**
 * An order's consignment on its detail (issue 33 parts 2 and 4): the carrier, the tracking
 * number, the status and the carrier's events in Sydney time, where it went, the other
 * orders in it, and the proof of delivery, or the form to type it.
 */
export function OrderConsignment({ requestId }: { requestId: string }) {
  const headingId = useId();
  const { ofOrder, whole } = useAdminOrderConsignment(requestId);
  if (ofOrder.data === null) return null;
  const consignment = whole.data;
  return (
    <section className="order-consignment" aria-labelledby={headingId}>
      <h4 id={headingId}>Consignment</h4>
      {(ofOrder.isPending || (ofOrder.data && whole.isPending)) && <p>Loading the consignment...</p>}
      <FormError message={ofOrder.error?.message ?? whole.error?.message} />
      {consignment && (
        <>
          {consignment.s8ReceiptOverdue && <p className="notice notice--warning">{CONSIGNMENT_MESSAGES.s8ReceiptOverdue}: no signed receipt 7 days after dispatch.</p>}
          <dl className="fact-list queue-facts">
            <ConsignmentFacts consignment={{ ...consignment, proofOfDelivery: consignment.proofOfDelivery }} />
            {consignment.proofOfDelivery?.idSeen && (
              <>
                <dt>ID seen</dt>
                <dd>{consignment.proofOfDelivery.idSeen}</dd>
              </>
            )}
            {consignment.address && (
              <>
                <dt>To</dt>
                <dd>{addressText(consignment.address)}</dd>
              </>
            )}
            {consignment.orderIds.length > 1 && (
              <>
                <dt>Orders in it</dt>
                <dd>{consignment.orderIds.join(', ')}</dd>
              </>
            )}
          </dl>
          {consignment.method !== 'pickup' && <TrackingEvents events={consignment.events} label={`Tracking events of ${consignment.consignmentId}`} />}
          {needsProof(consignment) && <ProofOfDeliveryForm key={consignment.updatedAt} consignment={consignment} />}
        </>
      )}
    </section>
  );
}
