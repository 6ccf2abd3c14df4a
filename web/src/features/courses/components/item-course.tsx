import { useState, type FormEvent } from 'react';
import {
  COURSE_MESSAGES,
  NEXT_SUPPLY_REASON_MAX_LENGTH,
  courseOf,
  courseText,
  repeatOfText,
  repeatsText,
  type OrderItem,
  type OrderRequest,
} from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { orderAnchor } from '@/lib/dashboard-sections.ts';
import { useAskNextSupply, useRecordSupply, useSetReminders } from '../api/course-api.ts';

/** "Repeat 2 of 5 of HC-…" on a next-supply order; the course so far on the first order's item; null for neither (decision 052). */
export function courseLine(order: Pick<OrderRequest, 'nextSupplyOf'>, item: OrderItem): string | null {
  if (order.nextSupplyOf) return `${repeatOfText(order.nextSupplyOf.repeat, order.nextSupplyOf.repeats)} of ${order.nextSupplyOf.requestId}`;
  return courseText(courseOf(item));
}

/** The pharmacy's facts of an item's course: its repeats and interval, where it stands, and Record supply. */
export function PharmacyItemCourse({ order, item, index }: { order: OrderRequest; item: OrderItem; index: number }) {
  const record = useRecordSupply();
  // One key for this item's button: a double click or a retry is one supply (decision 065).
  const [supplyKey] = useState(() => crypto.randomUUID());
  const course = courseOf(item);
  const line = courseLine(order, item);
  return (
    <>
      <dt>Repeats</dt>
      <dd>{order.nextSupplyOf ? repeatOfText(order.nextSupplyOf.repeat, order.nextSupplyOf.repeats) : repeatsText(course.repeats, course.intervalDays)}</dd>
      {line && (
        <>
          <dt>Course</dt>
          <dd className="queue-course">
            {line}
            {order.nextSupplyOf?.reason && <> · Reason: {order.nextSupplyOf.reason}</>}
            {item.nextSupplies && item.nextSupplies.length > 0 && <> · Next supplies asked for: {item.nextSupplies.map((next) => next.requestId).join(', ')}</>}
          </dd>
        </>
      )}
      {order.status !== 'cancelled' && (
        <>
          <dt>Supply</dt>
          <dd>
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={record.isPending}
              onClick={() => !record.isPending && record.mutate({ requestId: order.requestId, itemIndex: index, key: supplyKey })}
            >
              Record supply<span className="visually-hidden"> of item {index + 1}</span>
            </button>
            {record.data && <span role="status"> {COURSE_MESSAGES.supplyRecorded} {record.data.courseText}</span>}
            <FormError message={record.error?.message} />
          </dd>
        </>
      )}
    </>
  );
}

/**
 * My Requests: where an item's course stands, links between a first order and its next
 * supplies, Ask for next supply (with a reason for the pharmacist only where no interval
 * is set) and the item's due reminders.
 */
export function PrescriberItemCourse({ order, item, index }: { order: OrderRequest; item: OrderItem; index: number }) {
  const ask = useAskNextSupply();
  const reminders = useSetReminders();
  const [reason, setReason] = useState('');
  const course = courseOf(item);
  const line = courseLine(order, item);
  if (!line) return null;
  const linkTo = (requestId: string) => <a href={`#${orderAnchor(requestId)}`}>{requestId}</a>;
  // The course is kept on its first order: a next supply asks from there.
  const canAsk = !order.nextSupplyOf && course.repeats > 0 && order.status !== 'cancelled';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ask.isPending) return;
    ask.mutate({ requestId: order.requestId, itemIndex: index, reason }, { onSuccess: () => setReason('') });
  }

  return (
    <div className="order-history__course">
      <p>
        {order.nextSupplyOf ? (
          <>
            {repeatOfText(order.nextSupplyOf.repeat, order.nextSupplyOf.repeats)} of {linkTo(order.nextSupplyOf.requestId)}
          </>
        ) : (
          <>Course: {line}</>
        )}
        {item.nextSupplies && item.nextSupplies.length > 0 && (
          <>
            {' '}
            · Next supplies:{' '}
            {item.nextSupplies.map((next, at) => (
              <span key={next.requestId}>
                {at > 0 && ', '}
                {linkTo(next.requestId)} (repeat {next.repeat})
              </span>
            ))}
          </>
        )}
      </p>
      {canAsk && (
        <form className="order-history__next-supply" aria-label={`Next supply of item ${index + 1} of ${order.requestId}`} onSubmit={handleSubmit} noValidate>
          {course.intervalDays === null && (
            <FormField label="Reason for the pharmacist (optional)" hint="Only where the prescription sets no interval.">
              {(control) => (
                <input {...control} type="text" maxLength={NEXT_SUPPLY_REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} />
              )}
            </FormField>
          )}
          <button type="submit" className="button button--secondary" aria-disabled={ask.isPending}>
            Ask for next supply<span className="visually-hidden"> of item {index + 1} of {order.requestId}</span>
          </button>
          {ask.data && (
            <p role="status">
              {COURSE_MESSAGES.nextSupplyAsked} {repeatOfText(ask.data.repeat, ask.data.repeats)}: {ask.data.requestId}.
            </p>
          )}
          <FormError message={ask.error?.message} />
        </form>
      )}
      {!order.nextSupplyOf && item.daysSupply && course.repeats > 0 && (
        <label className="choice-group__option">
          <input
            type="checkbox"
            checked={!item.dueRemindersOff}
            disabled={reminders.isPending}
            onChange={(event) => reminders.mutate({ requestId: order.requestId, itemIndex: index, on: event.target.checked })}
          />
          E-mail me a week before this supply runs out
          <span className="visually-hidden"> (item {index + 1} of {order.requestId})</span>
        </label>
      )}
      <FormError message={reminders.error?.message} />
    </div>
  );
}
