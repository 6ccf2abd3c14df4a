import type { OrderRequest } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { useOrderConsignment } from '../api/get-consignment.ts';
import { ConsignmentFacts, TrackingEvents } from './consignment-facts.tsx';

/** Only a dispatched or collected order has a consignment to ask for (ORDER_STATUS_TRANSITIONS). */
const hasLeft = (order: Pick<OrderRequest, 'status'>) => order.status === 'dispatched' || order.status === 'collected';

/**
 * "Where is it" in My Requests (issue 33 part 5), for the prescriber and their staff:
 * the carrier, the tracking number as a link to the carrier's page, its status (Delivered
 * and Delivery failed stand out) and each tracking event with its time in Sydney. Never
 * the address or the ID seen: the server's prescriber view carries neither.
 */
export function OrderDelivery({ order }: { order: OrderRequest }) {
  const left = hasLeft(order);
  const consignment = useOrderConsignment(order.requestId, left);
  if (!left) return null;
  const label = `Delivery of ${order.requestId}`;
  return (
    <section className="order-delivery" aria-label={label}>
      <h4 className="order-history__subheading">Delivery</h4>
      {consignment.isPending && <p>Loading the delivery...</p>}
      {consignment.isError && <FormError message={consignment.error.message} />}
      {consignment.data === null && <p>No consignment is recorded for this request.</p>}
      {consignment.data && (
        <>
          <dl className="fact-list order-delivery__facts">
            <ConsignmentFacts consignment={consignment.data} />
          </dl>
          {consignment.data.method !== 'pickup' && <TrackingEvents events={consignment.data.events} label={`Tracking events of ${order.requestId}`} />}
        </>
      )}
    </section>
  );
}
