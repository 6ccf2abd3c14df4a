import { useId, useState, type FormEvent } from 'react';
import {
  CONSIGNMENT_MAX_LENGTHS,
  CONSIGNMENT_MESSAGES,
  DISPATCH_METHODS,
  DISPATCH_METHOD_LABELS,
  parseTrackingNumber,
  type DispatchChoice,
  type DispatchMethod,
  type DispatchResponse,
  type OrderRequest,
} from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { useDispatchOrders } from '../api/dispatch-orders.ts';
import { addressText, deliveryAddress, destinationProblem, dispatchFormProblem, dispatchOffer, dispatchPlan, offeredChoice } from '../dispatch-plan.ts';

interface DispatchFormProps {
  orders: readonly OrderRequest[];
  onDispatched: (response: DispatchResponse) => void;
  onCancel: () => void;
}

const START: DispatchChoice = {
  method: 'auspost',
  trackingNumber: '',
  bookWithCarrier: false,
  authorityToLeave: false,
  signatureRequired: false,
  collectedBy: '',
  idSeen: '',
};

/**
 * The dispatch of the chosen ready orders as one consignment (issue 33 part 2): how it
 * goes, its tracking number (typed, or the carrier's when booked through the account), and
 * whether it needs a signature or may be left unattended. For a Schedule 8 item the
 * signature is fixed on and authority to leave is not offered at all; orders going to
 * different addresses are named and not dispatched. The server checks everything again
 * and its refusal is shown as it said it.
 */
export function DispatchForm({ orders, onDispatched, onCancel }: DispatchFormProps) {
  const headingId = useId();
  const plan = dispatchPlan(orders);
  const [choice, setChoice] = useState<DispatchChoice>(START);
  const [problem, setProblem] = useState<string | null>(null);
  const dispatch = useDispatchOrders();
  const offer = dispatchOffer(choice.method, plan.containsS8);
  const set = (change: Partial<DispatchChoice>) => {
    setProblem(null);
    setChoice((current) => ({ ...current, ...change }));
  };
  const where = destinationProblem(plan, choice.method);
  const address = deliveryAddress(plan);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (dispatch.isPending) return;
    const sent = offeredChoice(choice, plan.containsS8);
    const refusal = dispatchFormProblem(plan, choice);
    const typed = sent.trackingNumber ?? '';
    const badNumber = refusal === null && typed !== '' && parseTrackingNumber(typed) === null;
    if (refusal || badNumber) {
      setProblem(refusal?.message ?? CONSIGNMENT_MESSAGES.trackingNumberFormat);
      return;
    }
    setProblem(null);
    dispatch.mutate(
      {
        requestIds: plan.requestIds,
        method: sent.method,
        trackingNumber: typed,
        bookWithCarrier: sent.bookWithCarrier,
        authorityToLeave: sent.authorityToLeave,
        signatureRequired: sent.signatureRequired,
        collectedBy: sent.collectedBy,
        idSeen: sent.idSeen,
      },
      { onSuccess: onDispatched },
    );
  }

  return (
    <form className="form dispatch-form" aria-labelledby={headingId} onSubmit={handleSubmit} noValidate>
      <h3 id={headingId}>
        {CONSIGNMENT_MESSAGES.dispatchTitle} {plan.requestIds.length === 1 ? 'order' : `${plan.requestIds.length} orders`} {plan.requestIds.join(', ')}
      </h3>
      {plan.containsS8 && <p className="notice notice--warning">{CONSIGNMENT_MESSAGES.s8Notice}</p>}
      <fieldset className="choice-group">
        <legend>{CONSIGNMENT_MESSAGES.methodLabel}</legend>
        {DISPATCH_METHODS.map((method: DispatchMethod) => (
          <label key={method} className="choice-group__option">
            <input type="radio" name={`${headingId}-method`} value={method} checked={choice.method === method} onChange={() => set({ method })} />
            {DISPATCH_METHOD_LABELS[method]}
          </label>
        ))}
      </fieldset>

      {where ? (
        <div className="notice notice--warning dispatch-form__where" role="status">
          <p>{where.message}</p>
          <ul>
            {plan.destinations.map((destination) => (
              <li key={destination.requestIds.join(' ') + (destination.address ? addressText(destination.address) : '')}>
                {destination.address ? addressText(destination.address) : 'Pickup at the pharmacy (no delivery address)'}: {destination.requestIds.join(', ')}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        address && choice.method !== 'pickup' && <p className="dispatch-form__address">Going to {addressText(address)}</p>
      )}

      {offer.bookWithCarrier && (
        <label className="checkbox-field">
          <input type="checkbox" checked={choice.bookWithCarrier} onChange={(event) => set({ bookWithCarrier: event.target.checked })} />
          {CONSIGNMENT_MESSAGES.bookWithCarrierLabel}
        </label>
      )}
      {offer.trackingNumber && !(offer.bookWithCarrier && choice.bookWithCarrier) && (
        <FormField label={CONSIGNMENT_MESSAGES.trackingNumberLabel} hint={offer.bookWithCarrier ? CONSIGNMENT_MESSAGES.trackingNumberHint : undefined}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              maxLength={CONSIGNMENT_MAX_LENGTHS.trackingNumber * 2}
              value={choice.trackingNumber ?? ''}
              onChange={(event) => set({ trackingNumber: event.target.value })}
            />
          )}
        </FormField>
      )}
      {choice.method !== 'pickup' && (
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={offer.signatureFixed || choice.signatureRequired}
            disabled={offer.signatureFixed}
            onChange={(event) => set({ signatureRequired: event.target.checked, ...(event.target.checked ? { authorityToLeave: false } : {}) })}
          />
          {CONSIGNMENT_MESSAGES.signatureRequiredLabel}
          {offer.signatureFixed && <span className="field-hint"> (required: Schedule 8)</span>}
        </label>
      )}
      {offer.authorityToLeave && (
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={choice.authorityToLeave}
            onChange={(event) => set({ authorityToLeave: event.target.checked, ...(event.target.checked ? { signatureRequired: false } : {}) })}
          />
          {CONSIGNMENT_MESSAGES.authorityToLeaveLabel}
        </label>
      )}
      {offer.collectedBy && (
        <FormField label={CONSIGNMENT_MESSAGES.collectedByLabel}>
          {(control) => (
            <input {...control} maxLength={CONSIGNMENT_MAX_LENGTHS.name} value={choice.collectedBy} onChange={(event) => set({ collectedBy: event.target.value })} />
          )}
        </FormField>
      )}
      {offer.idSeen && (
        <FormField label={CONSIGNMENT_MESSAGES.idSeenLabel}>
          {(control) => <input {...control} maxLength={CONSIGNMENT_MAX_LENGTHS.idSeen} value={choice.idSeen} onChange={(event) => set({ idSeen: event.target.value })} />}
        </FormField>
      )}

      <FormError message={problem ?? dispatch.error?.message} />
      <div className="button-row">
        <button type="submit" className="button button--primary" aria-disabled={dispatch.isPending}>
          {dispatch.isPending ? 'Dispatching...' : choice.method === 'pickup' ? 'Record as collected' : 'Dispatch'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
