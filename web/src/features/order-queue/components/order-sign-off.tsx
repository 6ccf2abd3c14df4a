import type { OrderRequest } from '@pharmacy/shared';

/**
 * Who prepared and who signed the order (decision 045), as facts of a <dl>: a draft
 * prepared by the prescriber's staff names both; the prescriber's own order names the
 * signer only; an order sent before sign-off existed names neither.
 */
export function OrderSignOffFacts({ order }: { order: Pick<OrderRequest, 'preparedBy' | 'signedBy'> }) {
  return (
    <>
      {order.preparedBy && (
        <>
          <dt>Prepared by</dt>
          <dd className="order-prepared-by">{order.preparedBy.name} (clinic staff)</dd>
        </>
      )}
      {order.signedBy && (
        <>
          <dt>Signed by</dt>
          <dd className="order-signed-by">{order.signedBy.name}</dd>
        </>
      )}
    </>
  );
}
