import { ORDER_MESSAGES, cartLineFromStored, type MedicationDatabase, type OrderRequest } from '@pharmacy/shared';
import { cartRoom, type CartItem } from './cart.ts';
import { productName } from '@/features/catalogue/index.ts';

export interface ReorderResult {
  /** The request's items as cart items, in its order, ready for the cart. */
  items: CartItem[];
  /** Items the current catalogue no longer offers, as the practitioner knew them. */
  unavailable: string[];
  /** Items that did not fit in the cart. */
  overflow: number;
}

/**
 * Copies an earlier request's items into the cart. Each is re-checked against the
 * current catalogue (labels and indication re-read from it); an uploaded script is
 * not copied, so the item asks for a new one before the cart can be sent.
 */
export function reorderItems(
  order: OrderRequest,
  database: MedicationDatabase,
  cart: readonly CartItem[],
  newId: () => string,
): ReorderResult {
  const available: CartItem[] = [];
  const unavailable: string[] = [];
  for (const item of order.items) {
    const line = cartLineFromStored<File>(item, database, newId());
    if (line) available.push(line);
    else unavailable.push(productName(item));
  }
  const room = cartRoom(cart);
  return { items: available.slice(0, room), unavailable, overflow: Math.max(0, available.length - room) };
}

export const REORDER_MESSAGES = {
  unavailable: (names: readonly string[]) => `No longer in the medication database, so not added: ${names.join(', ')}.`,
  attachScripts: 'Items sent with an uploaded script need the script attached again before you submit.',
  choosePatients: 'Items from a request sent before patients were recorded need their patient chosen before you submit.',
  addDirections: 'Items from a request sent before directions were asked for need their directions typed in the cart before you submit.',
} as const;

/** What the dashboard says after a reorder, or null when everything was copied as it was. */
export function reorderNotice({ items, unavailable, overflow }: ReorderResult): string | null {
  const parts: string[] = [];
  if (unavailable.length > 0) parts.push(REORDER_MESSAGES.unavailable(unavailable));
  if (overflow > 0) parts.push(ORDER_MESSAGES.tooManyItems);
  if (items.some((item) => item.scriptMethod === 'upload')) parts.push(REORDER_MESSAGES.attachScripts);
  if (items.some((item) => item.patient === null)) parts.push(REORDER_MESSAGES.choosePatients);
  if (items.some((item) => item.directions === '')) parts.push(REORDER_MESSAGES.addDirections);
  return parts.length > 0 ? parts.join(' ') : null;
}
