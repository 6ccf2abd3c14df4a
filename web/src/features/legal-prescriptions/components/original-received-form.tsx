import { useState, type FormEvent } from 'react';
import { sydneyDateOf } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { useMarkOriginalReceived } from '../api/mark-original-received.ts';

interface OriginalReceivedFormProps {
  requestId: string;
  itemIndex: number;
}

/** For an item waiting for its paper original: the date it arrived (today unless changed) and Mark original received. */
export function OriginalReceivedForm({ requestId, itemIndex }: OriginalReceivedFormProps) {
  const today = sydneyDateOf(new Date());
  const [receivedOn, setReceivedOn] = useState(today);
  const mark = useMarkOriginalReceived();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mark.isPending) return;
    mark.mutate({ requestId, itemIndex, receivedOn });
  }

  return (
    <form className="original-received" aria-label={`Original script of item ${itemIndex + 1}`} onSubmit={handleSubmit} noValidate>
      <FormField label="Original arrived on" hint="Sydney date">
        {(control) => (
          <input {...control} type="date" max={today} value={receivedOn} onChange={(event) => setReceivedOn(event.target.value)} />
        )}
      </FormField>
      <button type="submit" className="button button--primary" aria-disabled={mark.isPending}>
        {mark.isPending ? 'Saving...' : 'Mark original received'}
        <span className="visually-hidden"> for item {itemIndex + 1}</span>
      </button>
      <FormError message={mark.error?.message} />
    </form>
  );
}
