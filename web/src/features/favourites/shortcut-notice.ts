import { FAVOURITE_MESSAGES, ORDER_MESSAGES, patientLabel, type PatientSnapshot } from '@pharmacy/shared';
import type { LinesAdded } from './line-to-cart.ts';

export const SHORTCUT_MESSAGES = {
  added: (count: number, patient: PatientSnapshot) => `Added ${count === 1 ? '1 line' : `${count} lines`} to the cart for ${patientLabel(patient)}.`,
  refused: (names: readonly string[]) => `Not added, because the medication database no longer offers them as saved or they need the form: ${names.join(', ')}.`,
  attachScripts: 'Choose each new cart line\u2019s script in the cart: attach it, or choose Send Via Mail.',
  noFavourites: 'No favourites yet. Use "Save as favourite" on a line in your cart to keep one.',
  noProtocols: 'The pharmacy has not published any protocols yet.',
} as const;

/** What the panel says after lines were added for a patient (or could not be). */
export function shortcutNotice({ items, refused, overflow }: LinesAdded, patient: PatientSnapshot): string {
  const parts: string[] = [];
  if (items.length > 0) parts.push(SHORTCUT_MESSAGES.added(items.length, patient));
  if (refused.length > 0) parts.push(SHORTCUT_MESSAGES.refused(refused));
  if (overflow > 0) parts.push(ORDER_MESSAGES.tooManyItems);
  if (items.length > 0) parts.push(SHORTCUT_MESSAGES.attachScripts);
  return parts.join(' ') || FAVOURITE_MESSAGES.unavailable;
}
