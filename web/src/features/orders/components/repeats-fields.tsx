import type { Dispatch } from 'react';
import { COURSE_MESSAGES, S8_MESSAGES } from '@pharmacy/shared';
import { FormField } from '@/components/ui/form-field.tsx';
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
      <FormField label={COURSE_MESSAGES.repeatsLabel} hint={COURSE_MESSAGES.repeatsHint} error={repeatsError}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            placeholder="0"
            value={form.repeats}
            onChange={(event) => dispatch({ type: 'repeats', value: event.target.value })}
          />
        )}
      </FormField>
      {!s8 && (
        <FormField label={COURSE_MESSAGES.intervalLabel} hint={COURSE_MESSAGES.intervalHint} error={intervalError}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              value={form.s8RepeatInterval}
              onChange={(event) => dispatch({ type: 's8RepeatInterval', value: event.target.value })}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
