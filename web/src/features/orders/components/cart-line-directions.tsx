import { useId } from 'react';
import { DIRECTIONS_MAX_LENGTH, DIRECTIONS_MESSAGES, directionsProblem } from '@pharmacy/shared';
import type { CartItem } from '../cart.ts';

/**
 * The directions of a cart item copied from a request sent before directions were
 * asked for (decision 052): typed here, and checked when the cart is sent.
 */
export function CartLineDirections({ item, name, onDirections }: { item: CartItem; name: string; onDirections: (directions: string) => void }) {
  const id = useId();
  const problem = item.directions.trim() === '' ? null : directionsProblem(item.directions);
  return (
    <div className="field cart-line__directions">
      <label htmlFor={id}>
        {DIRECTIONS_MESSAGES.directionsLabel}
        <span className="visually-hidden"> ({name})</span>
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={DIRECTIONS_MAX_LENGTH}
        value={item.directions}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        onChange={(event) => onDirections(event.target.value)}
      />
      <p id={`${id}-hint`} className="field-hint">
        {DIRECTIONS_MESSAGES.directionsHint}
      </p>
      {problem && (
        <p id={`${id}-error`} className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
