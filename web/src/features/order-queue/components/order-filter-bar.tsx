import {
  CLARIFICATION_LABELS,
  CLARIFICATION_STATUSES,
  ORDER_BILLING_FILTERS,
  ORDER_BILLING_FILTER_LABELS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type ClarificationStatus,
  type OrderBillingFilter,
  type OrderStatus,
} from '@pharmacy/shared';
import { ChoiceOptions } from '@/components/ui/choice-options.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { isBackwardsRange } from '@/lib/sydney-time.ts';
import {
  DISPATCH_FILTERS,
  DISPATCH_FILTER_LABELS,
  NO_ORDER_FILTERS,
  ORIGINAL_FILTERS,
  ORIGINAL_FILTER_LABELS,
  SUPPLY_FILTERS,
  SUPPLY_FILTER_LABELS,
  type DispatchFilter,
  type OrderFilters,
  type OriginalFilter,
  type SupplyFilter,
} from '../order-filters.ts';

export const BACKWARDS_RANGE_MESSAGE = 'Choose a To date on or after the From date.';

interface OrderFilterBarProps {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}

/** Filters apply as the admin changes them; there is nothing to submit. */
export function OrderFilterBar({ filters, onChange }: OrderFilterBarProps) {
  const set = (change: Partial<OrderFilters>) => onChange({ ...filters, ...change });
  const backwards = isBackwardsRange(filters.from, filters.to);

  return (
    <form className="filter-panel" role="search" aria-label="Filter order requests" onSubmit={(event) => event.preventDefault()}>
      <FormField label="Status">
        {(control) => (
          <select
            {...control}
            value={filters.status}
            // A status chosen by hand leaves the Ready to send list, which is the Ready orders.
            onChange={(event) => set({ status: event.target.value as OrderStatus | 'all', dispatch: 'all' })}
          >
            <ChoiceOptions values={ORDER_STATUSES} label={(status) => ORDER_STATUS_LABELS[status]} all="all" />
          </select>
        )}
      </FormField>
      <FormField label="Questions">
        {(control) => (
          <select
            {...control}
            value={filters.clarification}
            onChange={(event) => set({ clarification: event.target.value as ClarificationStatus | 'all' })}
          >
            <ChoiceOptions values={CLARIFICATION_STATUSES} label={(status) => CLARIFICATION_LABELS[status]} all="all" />
          </select>
        )}
      </FormField>
      <FormField label="Legal script">
        {(control) => (
          <select {...control} value={filters.original} onChange={(event) => set({ original: event.target.value as OriginalFilter })}>
            <ChoiceOptions values={ORIGINAL_FILTERS} label={(original) => ORIGINAL_FILTER_LABELS[original]} />
          </select>
        )}
      </FormField>
      <FormField label="Kind">
        {(control) => (
          <select {...control} value={filters.supply} onChange={(event) => set({ supply: event.target.value as SupplyFilter })}>
            <ChoiceOptions values={SUPPLY_FILTERS} label={(supply) => SUPPLY_FILTER_LABELS[supply]} />
          </select>
        )}
      </FormField>
      <FormField label="Dispatch">
        {(control) => (
          <select
            {...control}
            value={filters.dispatch}
            onChange={(event) => {
              const dispatch = event.target.value as DispatchFilter;
              set(dispatch === 'ready_to_send' ? { dispatch, status: 'all' } : { dispatch });
            }}
          >
            <ChoiceOptions values={DISPATCH_FILTERS} label={(dispatch) => DISPATCH_FILTER_LABELS[dispatch]} />
          </select>
        )}
      </FormField>
      <FormField label="Payment" hint="Unpaid: invoice not paid in full; Overdue: unpaid past its due date">
        {(control) => (
          <select {...control} value={filters.billing} onChange={(event) => set({ billing: event.target.value as OrderBillingFilter })}>
            <ChoiceOptions values={ORDER_BILLING_FILTERS} label={(billing) => ORDER_BILLING_FILTER_LABELS[billing]} />
          </select>
        )}
      </FormField>
      <FormField label="Practitioner" hint="Start of a name, e-mail or clinic, or a request ID">
        {(control) => (
          <input {...control} type="search" value={filters.practitioner} onChange={(event) => set({ practitioner: event.target.value })} />
        )}
      </FormField>
      <FormField label="Submitted from" hint="Sydney date, included">
        {(control) => <input {...control} type="date" value={filters.from} onChange={(event) => set({ from: event.target.value })} />}
      </FormField>
      <FormField label="Submitted to" hint="Sydney date, included" error={backwards ? BACKWARDS_RANGE_MESSAGE : undefined}>
        {(control) => <input {...control} type="date" value={filters.to} onChange={(event) => set({ to: event.target.value })} />}
      </FormField>
      <button type="button" className="button button--secondary filter-panel__clear" onClick={() => onChange(NO_ORDER_FILTERS)}>
        Clear filters
      </button>
    </form>
  );
}
