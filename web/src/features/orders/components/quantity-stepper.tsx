import { useId } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY } from '@pharmacy/shared';

interface QuantityStepperProps {
  /** Names the group, e.g. "Quantity" or "Quantity of Hydrocortisone Cream 1% 30g". */
  label: string;
  /** Read by screen readers only (a cart line shows its item beside it). */
  labelHidden?: boolean;
  value: number;
  onChange: (quantity: number) => void;
}

/**
 * Minus and plus around the quantity (spec: minimum 1). At a limit the button says
 * so with aria-disabled instead of `disabled`, which would drop keyboard focus.
 */
export function QuantityStepper({ label, labelHidden = false, value, onChange }: QuantityStepperProps) {
  const labelId = useId();
  const atMin = value <= MIN_QUANTITY;
  const atMax = value >= MAX_QUANTITY;
  return (
    <div className="quantity-stepper" role="group" aria-labelledby={labelId}>
      <span id={labelId} className={labelHidden ? 'visually-hidden' : 'quantity-stepper__label'}>
        {label}
      </span>
      <div className="quantity-stepper__controls">
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label="Decrease quantity"
          aria-disabled={atMin}
          onClick={() => !atMin && onChange(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="quantity-stepper__value" aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label="Increase quantity"
          aria-disabled={atMax}
          onClick={() => !atMax && onChange(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
