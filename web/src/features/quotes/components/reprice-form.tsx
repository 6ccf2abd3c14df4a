import { useId, useState, type FormEvent } from 'react';
import { QUOTE_MESSAGES, QUOTE_REASON_MAX, centsOfAud, repriceRefusal, type OrderRequest } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { useRepriceLine } from '../api/quote-calls.ts';
import { QuoteSummary } from './quote-summary.tsx';

/**
 * The admin's re-pricing of a line before compounding (decision 080): the line, its new
 * unit price in dollars and the reason, both required. What was typed stays when the
 * server refuses. Shows the order's quote once there is one.
 */
export function RepriceForm({ order, onChanged }: { order: OrderRequest; onChanged: () => Promise<unknown> }) {
  const [itemIndex, setItemIndex] = useState(0);
  const [unitPrice, setUnitPrice] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const reprice = useRepriceLine(onChanged);
  const headingId = useId();
  const open = repriceRefusal(order) === null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reprice.isPending) return;
    if (centsOfAud(unitPrice) === null) return setFieldError(QUOTE_MESSAGES.unitPrice);
    if (reason.trim() === '') return setFieldError(QUOTE_MESSAGES.reason);
    setFieldError(null);
    reprice.mutate(
      { requestId: order.requestId, itemIndex, unitPrice, reason },
      {
        onSuccess: () => {
          setUnitPrice('');
          setReason('');
        },
      },
    );
  }

  return (
    <section className="reprice" aria-labelledby={headingId}>
      <h4 id={headingId}>Price</h4>
      {order.quote && <QuoteSummary quote={order.quote} items={order.items} headingLevel={5} />}
      {open ? (
        <form aria-label="Re-price a line" onSubmit={handleSubmit} noValidate>
          <FormField label="Line">
            {(control) => (
              <select {...control} value={itemIndex} onChange={(event) => setItemIndex(Number(event.target.value))}>
                {order.items.map((item, index) => (
                  <option key={index} value={index}>
                    Item {index + 1}: {item.formulaLabel}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="New unit price ($)" hint="Dollars and cents, for example 24.50">
            {(control) => <input {...control} inputMode="decimal" value={unitPrice} onChange={(event) => setUnitPrice(event.target.value)} />}
          </FormField>
          <FormField label="Reason">
            {(control) => <textarea {...control} maxLength={QUOTE_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />}
          </FormField>
          <button type="submit" className="button button--secondary" aria-disabled={reprice.isPending}>
            {reprice.isPending ? 'Saving...' : 'Re-price line'}
          </button>
          <FormError message={fieldError ?? reprice.error?.message} />
          {reprice.data && (
            <p role="status">
              {reprice.data.status === 'awaiting' ? 'The new total is higher: the order waits for the prescriber’s acceptance.' : 'The new price applies.'}
            </p>
          )}
        </form>
      ) : (
        !order.quote && <p className="field-hint">Lines can be re-priced only before compounding starts.</p>
      )}
    </section>
  );
}
