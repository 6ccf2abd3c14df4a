import {
  FAVOURITE_MESSAGES,
  cartLineFromSaved,
  lineAvailability,
  needsS8Prescription,
  unavailableText,
  type MedicationDatabase,
  type PatientSnapshot,
  type SavedLine,
} from '@pharmacy/shared';
import { cartRoom, type CartItem } from '@/features/orders/index.ts';

/** A saved line as it can be used now: a cart item, or why it cannot be added. */
export type LineUse = { item: CartItem } | { problem: string };

/** Whether a saved line can go into the cart now, and if not why (for the list, before anything is pressed). */
export function lineProblem(line: SavedLine, database: MedicationDatabase): string | null {
  const availability = lineAvailability(database, line);
  if (!availability.available) return unavailableText(availability.reason);
  // The authority number and interval belong to one patient's prescription: the form asks for them.
  if (needsS8Prescription(availability.entry.schedule)) return FAVOURITE_MESSAGES.schedule8;
  return null;
}

/**
 * A favourite's or protocol's line as a cart item for this patient, checked against the
 * current catalogue: the catalogue's labels, indication and kind; a line no longer offered
 * exactly as saved is refused, never added with another choice. The line's script is chosen
 * on the cart line, its one script choice (decision 069): it starts as an upload that asks
 * for its script there, and may be switched to Send Via Mail.
 */
export function lineToCart(
  line: SavedLine,
  { database, patient, id }: { database: MedicationDatabase; patient: PatientSnapshot; id: string },
): LineUse {
  const availability = lineAvailability(database, line);
  const problem = lineProblem(line, database);
  if (problem || !availability.available) return { problem: problem ?? FAVOURITE_MESSAGES.unavailable };
  return { item: { ...cartLineFromSaved(line, availability.entry, { patient, scriptMethod: 'upload', id }), scriptInCart: true } };
}

/** What adding a set of lines gives: the items that fit and go in, and the names of those that could not. */
export interface LinesAdded {
  items: CartItem[];
  refused: string[];
  /** Lines that could go in but did not fit in the cart. */
  overflow: number;
}

/** Every line of a protocol (or one favourite) for one patient: the usable ones that fit in the cart. */
export function linesToCart(
  lines: readonly { line: SavedLine; name: string }[],
  context: { database: MedicationDatabase; patient: PatientSnapshot; cart: readonly CartItem[]; newId: () => string },
): LinesAdded {
  const items: CartItem[] = [];
  const refused: string[] = [];
  for (const { line, name } of lines) {
    const use = lineToCart(line, { ...context, id: context.newId() });
    if ('item' in use) items.push(use.item);
    else refused.push(name);
  }
  const room = cartRoom(context.cart);
  return { items: items.slice(0, room), refused, overflow: Math.max(0, items.length - room) };
}
