import type { Dispatch } from 'react';
import { DIRECTIONS_MAX_LENGTH, DIRECTIONS_MESSAGES } from '@pharmacy/shared';
import { FormField } from '@/components/ui/form-field.tsx';
import type { OrderFormAction, OrderFormState } from '../order-form-state.ts';

const DIRECTIONS_REFUSALS: readonly string[] = [
  DIRECTIONS_MESSAGES.directionsMissing,
  DIRECTIONS_MESSAGES.directionsTooShort,
  DIRECTIONS_MESSAGES.directionsTooLong,
];

/** Refusals the directions fields say beside themselves rather than above Add to Cart. */
export const isDirectionsRefusal = (error: string | null) =>
  error !== null && (DIRECTIONS_REFUSALS.includes(error) || error === DIRECTIONS_MESSAGES.daysSupply);

/** The item's Directions (required: what the label will say) and days' supply (decision 052). */
export function DirectionsFields({ form, dispatch }: { form: OrderFormState; dispatch: Dispatch<OrderFormAction> }) {
  const directionsError = form.error && DIRECTIONS_REFUSALS.includes(form.error) ? form.error : undefined;
  const daysError = form.error === DIRECTIONS_MESSAGES.daysSupply ? form.error : undefined;
  return (
    <div className="directions-fields">
      <FormField label={DIRECTIONS_MESSAGES.directionsLabel} hint={DIRECTIONS_MESSAGES.directionsHint} error={directionsError}>
        {(control) => (
          <textarea
            {...control}
            required
            rows={2}
            maxLength={DIRECTIONS_MAX_LENGTH}
            value={form.directions}
            onChange={(event) => dispatch({ type: 'directions', value: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={DIRECTIONS_MESSAGES.daysSupplyLabel} hint={DIRECTIONS_MESSAGES.daysSupplyHint} error={daysError}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            className="directions-fields__days"
            value={form.daysSupply}
            onChange={(event) => dispatch({ type: 'daysSupply', value: event.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
