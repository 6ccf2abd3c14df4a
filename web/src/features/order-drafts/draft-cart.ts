import { cartLineFromWire, type CartItemPayload, type MedicationDatabase, type PatientSnapshot } from '@pharmacy/shared';
import type { CartItem } from '@/features/orders/index.ts';

export interface StoredCart {
  /** As the order form sent it (CartSchema): a field added to the items comes back with it. */
  cart: readonly CartItemPayload[];
  /** Per item, the patient as last saved. */
  patients: readonly PatientSnapshot[];
  /** Per item, the script copy kept with it, or null. */
  files: readonly (File | null)[];
}

/**
 * A saved cart (an order draft, decision 045) back as cart items, to change and send
 * again: the payload's own fields, the labels re-read from the current catalogue, and
 * the script copies as files. An item the catalogue no longer offers keeps the labels it
 * was saved with; the server refuses it, naming the item, when it is sent.
 */
export function cartFromStored({ cart, patients, files }: StoredCart, database: MedicationDatabase, newId: () => string): CartItem[] {
  return cart.map((payload, index) =>
    cartLineFromWire(payload, database, { id: newId(), patient: patients[index] ?? null, scriptFile: files[index] ?? null }),
  );
}
