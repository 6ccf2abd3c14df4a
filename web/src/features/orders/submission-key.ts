import type { CartItem } from './cart.ts';

/**
 * The Idempotency-Key a cart is submitted with (decision 021): made at the first
 * Submit Request, sent again with every retry of that cart as it stands (a double
 * click, a retry after an error), so the pharmacy gets one order; a cart or notes
 * changed since make a new one.
 */
export interface SubmissionKey {
  cart: readonly CartItem[];
  notes: string;
  key: string;
}

/** The key for submitting `cart` with `notes` now: `previous` if they are what it was made for. */
export function submissionKeyFor(previous: SubmissionKey | null, cart: readonly CartItem[], notes: string, newKey: () => string): SubmissionKey {
  if (previous && previous.cart === cart && previous.notes === notes) return previous;
  return { cart, notes, key: newKey() };
}
