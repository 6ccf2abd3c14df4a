import { ENQUIRY_KINDS, type EnquiryKind } from '@pharmacy/shared';
import { ChoiceOptions } from '@/components/ui/choice-options.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { ENQUIRY_STATES, type EnquiryFilters, type EnquiryStateFilter } from '../enquiry-filters.ts';
import { ENQUIRY_KIND_LABELS } from '../enquiry-kind-labels.ts';

interface EnquiryFilterBarProps {
  filters: EnquiryFilters;
  onChange: (filters: EnquiryFilters) => void;
}

export function EnquiryFilterBar({ filters, onChange }: EnquiryFilterBarProps) {
  return (
    <form className="filter-panel" role="search" aria-label="Filter enquiries" onSubmit={(event) => event.preventDefault()}>
      <FormField label="Show">
        {(control) => (
          <select
            {...control}
            value={filters.state}
            onChange={(event) => onChange({ ...filters, state: event.target.value as EnquiryStateFilter })}
          >
            {Object.entries(ENQUIRY_STATES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Kind">
        {(control) => (
          <select {...control} value={filters.kind} onChange={(event) => onChange({ ...filters, kind: event.target.value as EnquiryKind | 'all' })}>
            <ChoiceOptions values={ENQUIRY_KINDS} label={(kind) => ENQUIRY_KIND_LABELS[kind].many} all="all" />
          </select>
        )}
      </FormField>
      <FormField label="Reference" hint="An enquiry's ID, from the pharmacy's e-mail">
        {(control) => (
          <input {...control} type="search" value={filters.reference} onChange={(event) => onChange({ ...filters, reference: event.target.value })} />
        )}
      </FormField>
    </form>
  );
}
