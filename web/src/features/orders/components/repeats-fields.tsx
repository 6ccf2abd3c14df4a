import type { Dispatch } from 'react';
import { COURSE_MESSAGES, S8_MESSAGES } from '@pharmacy/shared';
import { WholeNumberField } from './whole-number-field.tsx';
import type { OrderFormAction, OrderFormState } from '../order-form-state.ts';

/** Refusals said beside the repeats fields rather than above Add to Cart. */
export const isRepeatsRefusal = (error: string | null, s8: boolean) =>
  error === COURSE_MESSAGES.repeats || (!s8 && error === S8_MESSAGES.intervalFormat);

/**
 * The repeats the prescription authorises and, on an ordinary item, its minimum interval
 * between supplies (decision 052). A Schedule 8 item's interval is asked with its
 * authority (required there), so only the repeats show for it.
 */
export function RepeatsFields({ form, dispatch, s8 }: { form: OrderFormState; dispatch: Dispatch<OrderFormAction>; s8: boolean }) {
  const repeatsError = form.error === COURSE_MESSAGES.repeats ? form.error : undefined;
  const intervalError = !s8 && form.error === S8_MESSAGES.intervalFormat ? form.error : undefined;
  return (
    <div className="form-row">
      <WholeNumberField
        label={COURSE_MESSAGES.repeatsLabel}
        hint={COURSE_MESSAGES.repeatsHint}
        error={repeatsError}
        maxLength={2}
        placeholder="0"
        value={form.repeats}
        onChange={(value) => dispatch({ type: 'repeats', value })}
      />
      {!s8 && (
        <WholeNumberField
          label={COURSE_MESSAGES.intervalLabel}
          hint={COURSE_MESSAGES.intervalHint}
          error={intervalError}
          maxLength={3}
          value={form.repeatIntervalDays}
          onChange={(value) => dispatch({ type: 'repeatIntervalDays', value })}
        />
      )}
    </div>
  );
}
