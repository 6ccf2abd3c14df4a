import { useEffect, useRef, type ReactNode } from 'react';
import type { CartItem } from '../cart.ts';
import { ORDER_MESSAGES } from '@pharmacy/shared';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import type { Ordering } from '../use-ordering.ts';
import { CartPanel } from './cart-panel.tsx';
import { OrderForm } from './order-form.tsx';
import { OrderSubmitted } from './order-submitted.tsx';

/** The dashboard's New order section: the spec's Submit Order Request form and cart, then its Thank you! panel. */
export function NewOrder({
  uid,
  ordering,
  lineExtra,
}: {
  uid: string;
  ordering: Ordering;
  /** Composed in app/: more for each cart line (Save as favourite, decision 054). */
  lineExtra?: (item: CartItem) => ReactNode;
}) {
  const { catalogue, database, submitted, form, cart, cartWanted, cartShown } = ordering;
  const cartHeadingRef = useRef<HTMLHeadingElement>(null);

  // After Reorder in My Requests, the practitioner lands here: take them to the cart it filled
  // (below the form, or above it on a phone).
  useEffect(() => {
    if (!cartWanted || !database) return;
    cartHeadingRef.current?.focus();
    cartShown();
  }, [cartWanted, cartShown, database]);

  return (
    <>
      {/* Present from the start, so screen readers announce the message when it appears. */}
      <div role="status">
        {catalogue.status === 'ready' && catalogue.fallback && <p className="notice notice--warning catalogue-fallback">{ORDER_MESSAGES.catalogueFallback}</p>}
      </div>
      {!database ? (
        <PageLoading label="Loading medication database..." />
      ) : submitted ? (
        <OrderSubmitted requestId={submitted.requestId} patients={submitted.patients} onSubmitAnother={ordering.submitAnother} />
      ) : (
        <div className="ordering-layout">
          <OrderForm
            uid={uid}
            database={database}
            form={form}
            dispatch={ordering.dispatchForm}
            onAdd={() => ordering.addToCart(database)}
            onPatientEdited={ordering.patientEdited}
          />
          <CartPanel
            cart={cart}
            dispatch={ordering.changeCart}
            notes={form.notes}
            notice={ordering.notice}
            headingRef={cartHeadingRef}
            chosenPatient={form.patient}
            onSubmitted={ordering.onSubmitted}
            lineExtra={lineExtra}
          />
        </div>
      )}
    </>
  );
}
