import { useReducer, useRef, useState } from 'react';
import { ORDER_MESSAGES, type MedicationDatabase, type OrderRequest, type PatientSnapshot } from '@pharmacy/shared';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { useMedicationDatabase } from '../api/get-medication-database.ts';
import { cartReducer, type CartAction, type CartItem } from '../cart.ts';
import { cartItemFromForm, validateCartItem } from '../cart-item-check.ts';
import { EMPTY_ORDER_FORM, orderFormReducer } from '../order-form-state.ts';
import { reorderItems, reorderNotice } from '../reorder.ts';
import { CartPanel } from './cart-panel.tsx';
import { OrderForm } from './order-form.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderSubmitted } from './order-submitted.tsx';

/** The cart's patients, each once, in the order they first appear. */
function patientsOf(cart: readonly CartItem[]): PatientSnapshot[] {
  const byId = new Map<string, PatientSnapshot>();
  for (const { patient } of cart) if (patient && !byId.has(patient.patientId)) byId.set(patient.patientId, patient);
  return [...byId.values()];
}

/** The ordering part of the dashboard: form, cart, outcome and My Requests. */
export function OrderingDashboard({ uid }: { uid: string }) {
  const catalogue = useMedicationDatabase();
  const [cart, dispatchCart] = useReducer(cartReducer, []);
  const [form, dispatchForm] = useReducer(orderFormReducer, EMPTY_ORDER_FORM);
  const [submitted, setSubmitted] = useState<{ requestId: string; patients: PatientSnapshot[] } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cartHeadingRef = useRef<HTMLHeadingElement>(null);

  function changeCart(action: CartAction) {
    setNotice(null);
    dispatchCart(action);
  }

  function addToCart(database: MedicationDatabase) {
    const problem = validateCartItem(form, database, cart);
    const item = problem ? null : cartItemFromForm(form, database, crypto.randomUUID());
    if (!item) {
      dispatchForm({ type: 'refuse', message: problem ?? ORDER_MESSAGES.notInCatalogue });
      return;
    }
    changeCart({ type: 'add', items: [item] });
    dispatchForm({ type: 'reset', keepPatient: true });
  }

  function reorder(database: MedicationDatabase, order: OrderRequest) {
    const result = reorderItems(order, database, cart, () => crypto.randomUUID());
    setSubmitted(null);
    dispatchCart({ type: 'add', items: result.items });
    setNotice(reorderNotice(result));
    // The cart may be out of sight below the form (or above, on a phone): go to it.
    requestAnimationFrame(() => cartHeadingRef.current?.focus());
  }

  function onSubmitted(requestId: string) {
    setSubmitted({ requestId, patients: patientsOf(cart) });
    changeCart({ type: 'clear' });
    dispatchForm({ type: 'reset' });
  }

  function patientEdited(patient: PatientSnapshot) {
    dispatchCart({ type: 'patientEdited', patient });
  }

  const database = catalogue.status === 'ready' ? catalogue.database : null;
  return (
    <>
      {/* Present from the start, so screen readers announce the message when it appears. */}
      <div role="status">
        {catalogue.status === 'ready' && catalogue.fallback && <p className="notice notice--warning catalogue-fallback">{ORDER_MESSAGES.catalogueFallback}</p>}
      </div>
      {!database ? (
        <PageLoading label="Loading medication database..." />
      ) : submitted ? (
        <OrderSubmitted requestId={submitted.requestId} patients={submitted.patients} onSubmitAnother={() => setSubmitted(null)} />
      ) : (
        <div className="ordering-layout">
          <OrderForm
            uid={uid}
            database={database}
            form={form}
            dispatch={dispatchForm}
            onAdd={() => addToCart(database)}
            onPatientEdited={patientEdited}
          />
          <CartPanel
            cart={cart}
            dispatch={changeCart}
            notes={form.notes}
            notice={notice}
            headingRef={cartHeadingRef}
            chosenPatient={form.patient}
            onSubmitted={onSubmitted}
          />
        </div>
      )}
      <OrderHistory uid={uid} onReorder={database ? (order) => reorder(database, order) : undefined} />
    </>
  );
}
