import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import {
  MY_REQUESTS_NO_FILTERS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  myRequestsSearch,
  type MyRequestsFilters,
  type OrderRequest,
  type OrderStatus,
} from '@pharmacy/shared';
import { ChoiceOptions } from '@/components/ui/choice-options.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { LoadMore } from '@/components/queue/load-more.tsx';
import { useHashTarget } from '@/hooks/use-hash-target.ts';
import { useOrderHistory } from '../api/get-order-history.ts';
import { openingFilters, requestOfHash } from '../my-requests-address.ts';
import type { OrderHistorySlots } from './order-history-entry.tsx';
import { OrderHistoryRow } from './order-history-row.tsx';

interface OrderHistoryProps {
  uid: string;
  /** What each request shows of other features: its question, each item's course, its delivery. */
  slots: OrderHistorySlots;
  /** Undefined while the catalogue the items are re-checked against is loading. */
  onReorder: ((order: OrderRequest) => void) | undefined;
  /**
   * A staff member reading the requests of the prescriber they work for (decision 045):
   * where each stands and that a question is open, without the thread or Reorder.
   */
  staffView?: boolean;
}

export const MY_REQUESTS_COPY = {
  search: 'Search by patient or request ID',
  searchHint: 'A patient\u2019s name or date of birth, or a request ID such as HC-260315-K7QX.',
  openQuestions: 'Open questions only',
  noneYet: 'You have not submitted any order requests yet.',
  noneYetStaff: 'No order requests yet.',
  noneMatch: 'No requests match these filters.',
} as const;

/** The opened rows with one more opened, or closed if it was open. */
function toggled(opened: ReadonlySet<string>, requestId: string): ReadonlySet<string> {
  const next = new Set(opened);
  if (!next.delete(requestId)) next.add(requestId);
  return next;
}

const shownText = (count: number, more: boolean) => `Showing ${count} ${count === 1 ? 'request' : 'requests'}${more ? ', newest first' : ''}.`;

/**
 * Beyond the spec: the practitioner's own requests as a list a busy clinic can work
 * (decision 069): newest first a page at a time, found by patient or request ID, filtered
 * by status and open questions. Each row says who and what it is for, where it stands and
 * what waits on the prescriber; opening it shows its history, questions, course and delivery.
 */
export function OrderHistory({ uid, slots, onReorder, staffView = false }: OrderHistoryProps) {
  const { hash, key } = useLocation();
  const fromHash = requestOfHash(hash);
  const [filters, setFilters] = useState<MyRequestsFilters>(() => openingFilters(hash));
  const [typed, setTyped] = useState(filters.q);
  // The rows opened: several may be, to read one beside another.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(fromHash ? [fromHash] : []));
  // An address naming one request (the question marker, a course's link) finds it and opens it, once for each visit (key).
  const [visit, setVisit] = useState(key);
  if (visit !== key) {
    setVisit(key);
    if (fromHash) {
      setFilters({ ...MY_REQUESTS_NO_FILTERS, q: fromHash });
      setTyped(fromHash);
      setOpened((current) => new Set([...current, fromHash]));
    }
  }

  const history = useOrderHistory(uid, filters, staffView);
  const orders = history.data?.pages.flatMap((page) => page.orders) ?? [];
  useHashTarget(history.isSuccess && !history.isPlaceholderData && fromHash !== null && orders.some((order) => order.requestId === fromHash));
  const filtered = filters.q.trim() !== '' || filters.status !== 'all' || filters.questions !== 'all';

  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = typed.trim();
    setFilters({ ...filters, q });
    const found = myRequestsSearch(q);
    // A request found by its ID opens at once: it is the one the prescriber asked for.
    if (found.kind === 'request') setOpened((current) => new Set([...current, found.requestId]));
  };
  const clear = () => {
    setTyped('');
    setFilters(MY_REQUESTS_NO_FILTERS);
  };

  return (
    <section className="order-history" aria-labelledby="order-history-heading" aria-busy={history.isFetching}>
      <h2 id="order-history-heading">{staffView ? 'The prescriber\u2019s requests' : 'My Requests'}</h2>
      <form className="filter-panel order-history__filters" role="search" aria-label="Find requests" onSubmit={search}>
        <FormField label={MY_REQUESTS_COPY.search} hint={MY_REQUESTS_COPY.searchHint}>
          {(control) => (
            <div className="order-history__search">
              <input {...control} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
              <button type="submit" className="button">
                Search
              </button>
            </div>
          )}
        </FormField>
        <FormField label="Status">
          {(control) => (
            <select {...control} value={filters.status} onChange={(event) => setFilters({ ...filters, status: event.target.value as OrderStatus | 'all' })}>
              <ChoiceOptions values={ORDER_STATUSES} label={(status) => ORDER_STATUS_LABELS[status]} all="all" />
            </select>
          )}
        </FormField>
        <label className="order-history__check">
          <input
            type="checkbox"
            checked={filters.questions === 'open'}
            onChange={(event) => setFilters({ ...filters, questions: event.target.checked ? 'open' : 'all' })}
          />{' '}
          {MY_REQUESTS_COPY.openQuestions}
        </label>
        {filtered && (
          <button type="button" className="button button--secondary filter-panel__clear" onClick={clear}>
            Clear filters
          </button>
        )}
      </form>
      {history.isPending && <p>Loading {staffView ? 'the' : 'your'} requests...</p>}
      {history.isError && (
        <div className="order-history__error">
          <FormError message={staffView ? 'The requests could not be loaded.' : 'Your requests could not be loaded.'} />
          <button type="button" className="button button--secondary" onClick={() => void history.refetch()}>
            Try again
          </button>
        </div>
      )}
      {history.isSuccess && orders.length === 0 && (
        <p>{filtered ? MY_REQUESTS_COPY.noneMatch : staffView ? MY_REQUESTS_COPY.noneYetStaff : MY_REQUESTS_COPY.noneYet}</p>
      )}
      {orders.length > 0 && (
        <>
          <p className="order-history__count" aria-live="polite">
            {shownText(orders.length, history.hasNextPage)}
          </p>
          <ol className="order-history__list" aria-label={staffView ? 'Requests' : 'My requests'}>
            {orders.map((order) => (
              <OrderHistoryRow
                key={order.requestId}
                order={order}
                open={opened.has(order.requestId)}
                onToggle={() => setOpened((current) => toggled(current, order.requestId))}
                slots={slots}
                onReorder={onReorder}
                staffView={staffView}
              />
            ))}
          </ol>
          <LoadMore query={history} />
        </>
      )}
    </section>
  );
}
