import { ADMIN_MESSAGES, USER_ROLES, USER_STATUSES } from '@pharmacy/shared';
import { ChoiceOptions } from '@/components/ui/choice-options.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { capitalise } from '../practitioner-format.ts';
import { NO_FILTERS, SORT_KEYS, type PractitionerFilters, type SortKey, type SortOrder } from '../practitioner-filters.ts';

export const SORT_LABELS: Record<SortKey, string> = {
  name: 'Name',
  email: 'Email',
  practitionerNumber: 'Practitioner #',
  clinicName: 'Clinic Name',
  clinicAddress: 'Clinic Address',
  dob: 'DOB',
  registered: 'Registered',
};

interface RegistrationFiltersProps {
  filters: PractitionerFilters;
  onFiltersChange: (filters: PractitionerFilters) => void;
  order: SortOrder;
  onOrderChange: (order: SortOrder) => void;
}

/** The spec's filters (search, status, registration dates, date of birth, role) and the sort selects. */
export function RegistrationFilters({ filters, onFiltersChange, order, onOrderChange }: RegistrationFiltersProps) {
  const set = <K extends keyof PractitionerFilters>(key: K, value: PractitionerFilters[K]) => onFiltersChange({ ...filters, [key]: value });
  const filtered = Object.entries(filters).some(([key, value]) => NO_FILTERS[key as keyof PractitionerFilters] !== value);

  return (
    <div className="filter-panel registration-filters" role="group" aria-label="Filter and sort practitioners">
      <div className="registration-filters__search">
        <FormField label="Search">
          {(control) => (
            <input
              {...control}
              type="search"
              placeholder={ADMIN_MESSAGES.searchPlaceholder}
              value={filters.search}
              onChange={(event) => set('search', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField label="Status">
        {(control) => (
          <select {...control} value={filters.status} onChange={(event) => set('status', event.target.value as PractitionerFilters['status'])}>
            <ChoiceOptions values={USER_STATUSES} label={capitalise} all="all" />
          </select>
        )}
      </FormField>
      <FormField label="Role">
        {(control) => (
          <select {...control} value={filters.role} onChange={(event) => set('role', event.target.value as PractitionerFilters['role'])}>
            <ChoiceOptions values={USER_ROLES} label={capitalise} all="all" />
          </select>
        )}
      </FormField>
      <FormField label="Registered From">
        {(control) => (
          <input {...control} type="date" value={filters.registeredFrom} max={filters.registeredTo || undefined} onChange={(event) => set('registeredFrom', event.target.value)} />
        )}
      </FormField>
      <FormField label="Registered To">
        {(control) => (
          <input {...control} type="date" value={filters.registeredTo} min={filters.registeredFrom || undefined} onChange={(event) => set('registeredTo', event.target.value)} />
        )}
      </FormField>
      <FormField label="DOB">
        {(control) => <input {...control} type="date" value={filters.dob} onChange={(event) => set('dob', event.target.value)} />}
      </FormField>
      <FormField label="Sort by">
        {(control) => (
          <select {...control} value={order.key} onChange={(event) => onOrderChange({ ...order, key: event.target.value as SortKey })}>
            <ChoiceOptions values={SORT_KEYS} label={(key) => SORT_LABELS[key]} />
          </select>
        )}
      </FormField>
      <FormField label="Direction">
        {(control) => (
          <select {...control} value={order.direction} onChange={(event) => onOrderChange({ ...order, direction: event.target.value as SortOrder['direction'] })}>
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </select>
        )}
      </FormField>
      {filtered && (
        <button type="button" className="button button--secondary filter-panel__clear" onClick={() => onFiltersChange(NO_FILTERS)}>
          Clear Filters
        </button>
      )}
    </div>
  );
}
