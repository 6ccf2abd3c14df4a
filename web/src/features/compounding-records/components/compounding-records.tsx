import { useState, type FormEvent } from 'react';
import {
  COMPOUNDING_MESSAGES,
  COMPOUNDING_STATUSES,
  compoundingProgress,
  compoundingVersionOf,
  formatCalendarDate,
  sydneyDateOf,
  type OrderRequest,
} from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { formatSydneyShortDateTime } from '@/lib/sydney-time.ts';
import { useCheckCompounding, useRecordCompounding } from '../api/compounding.ts';

type CompoundingRecord = NonNullable<NonNullable<OrderRequest['compounding']>[number]>;

/**
 * The record of compounding on the pharmacy's order detail (decision 050): for each item,
 * the batch made, its beyond-use date and who prepared it, then a second admin's check.
 * Ready waits until every item is checked (the status buttons say so).
 */
export function CompoundingRecords({ order }: { order: OrderRequest }) {
  const open = (COMPOUNDING_STATUSES as readonly string[]).includes(order.status);
  const { checked, total } = compoundingProgress(order);
  return (
    <section className="compounding" aria-labelledby={`compounding-${order.requestId}`}>
      <h4 id={`compounding-${order.requestId}`}>Record of compounding</h4>
      <p className="queue-secondary">
        {checked} of {total} items checked. A second admin checks each record after signing in again.
      </p>
      <ol className="compounding__items">
        {order.items.map((item, index) => {
          const record = order.compounding?.[index] ?? null;
          return (
            <li key={index} className="compounding__item">
              <p className="queue-scripts__name">
                Item {index + 1}: {item.formulaLabel}
              </p>
              {record && <RecordFacts record={record} />}
              {open && !record?.checkedAt && <PreparedForm requestId={order.requestId} itemIndex={index} record={record} />}
              {open && record && !record.checkedAt && <CheckButton requestId={order.requestId} itemIndex={index} preparedBy={record.preparedBy.name} version={compoundingVersionOf(record)} />}
              {!open && !record && <p className="queue-secondary">Not recorded.</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function RecordFacts({ record }: { record: CompoundingRecord }) {
  return (
    <dl className="fact-list compounding__facts">
      <dt>Batch</dt>
      <dd>{record.batchNumber}</dd>
      <dt>Beyond-use date</dt>
      <dd>{formatCalendarDate(record.beyondUseDate)}</dd>
      <dt>Prepared by</dt>
      <dd>
        {record.preparedBy.name}, {formatSydneyShortDateTime(record.preparedAt)}
      </dd>
      <dt>Checked by</dt>
      <dd>{record.checkedBy && record.checkedAt ? `${record.checkedBy.name}, ${formatSydneyShortDateTime(record.checkedAt)}` : 'Not checked yet'}</dd>
    </dl>
  );
}

/** The preparer's batch and beyond-use date; recording again (before the check) corrects them. */
function PreparedForm({ requestId, itemIndex, record }: { requestId: string; itemIndex: number; record: CompoundingRecord | null }) {
  const today = sydneyDateOf(new Date());
  const [batchNumber, setBatchNumber] = useState(record?.batchNumber ?? '');
  const [beyondUseDate, setBeyondUseDate] = useState(record?.beyondUseDate ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useRecordCompounding();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const missing = batchNumber.trim() === '' ? COMPOUNDING_MESSAGES.batchNumberRequired : beyondUseDate === '' ? COMPOUNDING_MESSAGES.beyondUseDateRequired : null;
    setProblem(missing);
    if (!missing) save.mutate({ requestId, itemIndex, batchNumber: batchNumber.trim(), beyondUseDate });
  }

  return (
    <form className="compounding__form" aria-label={`Record of compounding of item ${itemIndex + 1}`} onSubmit={handleSubmit} noValidate>
      <FormField label="Batch number">
        {(control) => <input {...control} value={batchNumber} maxLength={40} autoComplete="off" onChange={(event) => setBatchNumber(event.target.value)} />}
      </FormField>
      <FormField label="Beyond-use date" hint="Sydney date">
        {(control) => <input {...control} type="date" min={today} value={beyondUseDate} onChange={(event) => setBeyondUseDate(event.target.value)} />}
      </FormField>
      <button type="submit" className="button button--secondary" aria-disabled={save.isPending}>
        {save.isPending ? 'Saving...' : record ? 'Correct record' : 'Record as prepared by me'}
        <span className="visually-hidden"> for item {itemIndex + 1}</span>
      </button>
      <FormError message={problem ?? save.error?.message} />
    </form>
  );
}

/** Mark checked: sends the version of the record on screen, so a record made again since is not checked unseen (decision 065). */
function CheckButton({ requestId, itemIndex, preparedBy, version }: { requestId: string; itemIndex: number; preparedBy: string; version: number }) {
  const check = useCheckCompounding();
  return (
    <div className="compounding__check">
      <button
        type="button"
        className="button button--primary"
        aria-disabled={check.isPending}
        onClick={() => {
          if (!check.isPending) check.mutate({ requestId, itemIndex, version });
        }}
      >
        {check.isPending ? 'Checking...' : 'Mark checked'}
        <span className="visually-hidden"> for item {itemIndex + 1}</span>
      </button>
      <p className="field-hint">Prepared by {preparedBy}: checked by another admin.</p>
      <FormError message={check.error?.message} />
    </div>
  );
}
