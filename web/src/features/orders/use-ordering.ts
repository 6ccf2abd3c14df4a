import { useMemo, useReducer, useState } from 'react';
import { ORDER_MESSAGES, catalogueFor, type MedicationDatabase, type OrderRequest, type PatientKind, type PatientSnapshot } from '@pharmacy/shared';
import { useMedicationDatabase } from '@/features/catalogue/index.ts';
import { cartReducer, type CartAction, type CartItem } from './cart.ts';
import { cartItemFromForm, validateCartItem } from './cart-item-check.ts';
import { EMPTY_ORDER_FORM, orderFormReducer } from './order-form-state.ts';
import { reorderItems, reorderNotice } from './reorder.ts';

/** The cart's patients, each once, in the order they first appear. */
function patientsOf(cart: readonly CartItem[]): PatientSnapshot[] {
  const byId = new Map<string, PatientSnapshot>();
  for (const { patient } of cart) if (patient && !byId.has(patient.patientId)) byId.set(patient.patientId, patient);
  return [...byId.values()];
}

/**
 * The state of the practitioner's ordering: the form as filled so far, the cart, the
 * Thank you! outcome and the reorder notice. It lives above the dashboard's sections
 * (decision 035), so a visit to My Requests or Patients keeps the cart, and Reorder in
 * My Requests fills the cart that New order shows. The catalogue is the one the prescriber
 * may order from (decision 048): no animals-only formula for a prescriber of people.
 */
export interface OrderingStart {
  /** A saved order draft's items and notes (decision 045). */
  initial?: { items: readonly CartItem[]; notes: string };
  /** A staff member ordering for this prescriber, from the catalogue served to them (decision 045). */
  actingFor?: string;
  /**
   * Whose patients the prescriber has (decision 048): a prescriber of people is not offered
   * an animals-only formula. Undefined for staff: the server serves them the catalogue of
   * the prescriber they work for.
   */
  patientKind?: PatientKind | undefined;
}

export function useOrdering({ initial, actingFor, patientKind }: OrderingStart = {}) {
  const catalogue = useMedicationDatabase(actingFor);
  // A saved order draft opens with its items and notes (decision 045).
  const [cart, dispatchCart] = useReducer(cartReducer, initial?.items ?? []);
  const [form, dispatchForm] = useReducer(orderFormReducer, initial ? { ...EMPTY_ORDER_FORM, notes: initial.notes } : EMPTY_ORDER_FORM);
  const [submitted, setSubmitted] = useState<{ requestId: string; patients: PatientSnapshot[] } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Set by a reorder: the cart should take focus once New order shows it. */
  const [cartWanted, setCartWanted] = useState(false);
  const loaded = catalogue.status === 'ready' ? catalogue.database : null;
  const database = useMemo(() => (loaded && patientKind ? catalogueFor(loaded, patientKind) : loaded), [loaded, patientKind]);

  function changeCart(action: CartAction) {
    setNotice(null);
    dispatchCart(action);
  }

  function addToCart(loaded: MedicationDatabase) {
    const problem = validateCartItem(form, loaded, cart);
    const item = problem ? null : cartItemFromForm(form, loaded, crypto.randomUUID());
    if (!item) {
      dispatchForm({ type: 'refuse', message: problem ?? ORDER_MESSAGES.notInCatalogue });
      return;
    }
    changeCart({ type: 'add', items: [item] });
    dispatchForm({ type: 'reset', keepPatient: true });
  }

  function reorder(loaded: MedicationDatabase, order: OrderRequest) {
    const result = reorderItems(order, loaded, cart, () => crypto.randomUUID());
    setSubmitted(null);
    dispatchCart({ type: 'add', items: result.items });
    setNotice(reorderNotice(result));
    setCartWanted(true);
  }

  return {
    catalogue,
    database,
    cart,
    form,
    dispatchForm,
    submitted,
    notice,
    changeCart,
    cartWanted,
    cartShown: () => setCartWanted(false),
    addToCart,
    /** Undefined while the catalogue the items are re-checked against is loading. */
    reorder: database ? (order: OrderRequest) => reorder(database, order) : undefined,
    onSubmitted(requestId: string) {
      setSubmitted({ requestId, patients: patientsOf(cart) });
      changeCart({ type: 'clear' });
      dispatchForm({ type: 'reset' });
    },
    submitAnother: () => setSubmitted(null),
    patientEdited: (patient: PatientSnapshot) => dispatchCart({ type: 'patientEdited', patient }),
  };
}

export type Ordering = ReturnType<typeof useOrdering>;
