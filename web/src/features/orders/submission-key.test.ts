import { describe, expect, it } from 'vitest';
import { cartReducer } from './cart.ts';
import { submissionKeyFor } from './submission-key.ts';
import { cartItem } from './test-fixtures.ts';

const keys = () => {
  let made = 0;
  return () => `key-${(made += 1)}`;
};

describe('the Idempotency-Key of a submitted cart', () => {
  it('stays the same for every try of the same cart and notes', () => {
    const newKey = keys();
    const cart = [cartItem()];
    const first = submissionKeyFor(null, cart, 'Collect Friday', newKey);
    expect(submissionKeyFor(first, cart, 'Collect Friday', newKey).key).toBe('key-1');
  });

  it('is new once the cart or the notes have changed', () => {
    const newKey = keys();
    const cart = [cartItem({ id: 'a' })];
    const first = submissionKeyFor(null, cart, '', newKey);
    const changed = cartReducer(cart, { type: 'quantity', id: 'a', quantity: 3 });
    expect(submissionKeyFor(first, changed, '', newKey).key).toBe('key-2');
    expect(submissionKeyFor(first, cart, 'Collect Friday', newKey).key).toBe('key-3');
  });
});
