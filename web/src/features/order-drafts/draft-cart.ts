import { UNSTATED_FORMULA_KIND, findCatalogueEntry, type CartItemPayload, type MedicationDatabase, type PatientSnapshot } from '@pharmacy/shared';
import { clampQuantity, type CartItem } from '@/features/orders/index.ts';

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
  return cart.map(({ scriptFileName: _name, patientId: _patientId, ...payload }, index): CartItem => {
    const entry = findCatalogueEntry(database, payload);
    return {
      ...payload,
      ...(entry ?? UNSTATED_FORMULA_KIND),
      id: newId(),
      scriptFile: files[index] ?? null,
      escriptToken: payload.escriptToken ?? '',
      s8AuthorityNumber: payload.s8AuthorityNumber ?? '',
      repeatIntervalDays: payload.repeatIntervalDays ?? null,
      daysSupply: payload.daysSupply ?? null,
      quantity: clampQuantity(payload.quantity),
      patient: patients[index] ?? null,
    };
  });
}
