import { useEffect, useRef, type ReactNode } from 'react';
import type { CartItem } from '../cart.ts';
import { ORDER_MESSAGES } from '@pharmacy/shared';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import type { Ordering } from '../use-ordering.ts';
import { CartPanel, type CartSend } from './cart-panel.tsx';
import { OrderForm } from './order-form.tsx';
import { OrderSubmitted } from './order-submitted.tsx';

interface NewOrderProps {
  uid: string;
  ordering: Ordering;
  /** A staff member's order for this prescriber (decision 044): their patients are saved through the staff path. */
  actingFor?: string;
  /** The cart sent as a draft to sign rather than an order request (decision 045). */
  send?: CartSend;
  /** What shows once sent, in place of the Thank you! panel (a draft's id is not a request ID). */
  sentView?: (id: string) => ReactNode;
  /** Composed in app/: more for each cart line (Save as favourite, decision 054). */
  lineExtra?: (item: CartItem) => ReactNode;
  /** Composed in app/: the favourites and protocols, beside the line form and below the patient (decision 069). */
  shortcuts?: ReactNode;
}

/**
 * The dashboard's New order section: the spec's Submit Order Request form and cart, then its
 * Thank you! panel. It reads top to bottom (decision 069): the patient (at the head of the
 * form), then the lines (the form, with the favourites and protocols beside it), then the cart.
 */
export function NewOrder({ uid, ordering, actingFor, send, sentView, lineExtra, shortcuts }: NewOrderProps) {
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
      ) : submitted && sentView ? (
        sentView(submitted.requestId)
      ) : submitted ? (
        <OrderSubmitted requestId={submitted.requestId} patients={submitted.patients} onSubmitAnother={ordering.submitAnother} />
      ) : (
        <div className={shortcuts ? 'ordering-layout ordering-layout--shortcuts' : 'ordering-layout'}>
          <OrderForm
            uid={uid}
            actingFor={actingFor}
            database={database}
            form={form}
            dispatch={ordering.dispatchForm}
            onAdd={() => ordering.addToCart(database)}
            onPatientEdited={ordering.patientEdited}
          />
          {shortcuts}
          <CartPanel
            cart={cart}
            dispatch={ordering.changeCart}
            notes={form.notes}
            notice={ordering.notice}
            headingRef={cartHeadingRef}
            chosenPatient={form.patient}
            onSubmitted={ordering.onSubmitted}
            send={send}
            lineExtra={lineExtra}
            database={database}
            actingFor={actingFor}
          />
        </div>
      )}
    </>
  );
}
