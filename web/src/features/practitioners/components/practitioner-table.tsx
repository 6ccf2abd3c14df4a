import { ADMIN_MESSAGES } from '@pharmacy/shared';
import { formatDob, formatRegistered } from '../practitioner-format.ts';
import type { SortKey, SortOrder } from '../practitioner-filters.ts';
import type { PractitionerRow } from '../practitioner-row.ts';
import { CopyableText } from './copyable-text.tsx';
import { SortableHeader } from './sortable-header.tsx';
import { StatusCell } from './status-cell.tsx';

interface PractitionerTableProps {
  /** The rows of the current page. */
  rows: readonly PractitionerRow[];
  order: SortOrder;
  onSort: (key: SortKey) => void;
  onCopyOutcome: (message: string) => void;
}

const COLUMN_COUNT = 9;

/** The spec's columns, in its order; both name columns sort by name. */
export function PractitionerTable({ rows, order, onSort, onCopyOutcome }: PractitionerTableProps) {
  const sortable = (label: string, sortKey: SortKey) => <SortableHeader label={label} sortKey={sortKey} order={order} onSort={onSort} />;
  return (
    <div className="table-frame">
      <table className="data-table practitioner-table">
        <caption className="visually-hidden">Practitioner registrations; the column buttons sort the table.</caption>
        <thead>
          <tr>
            {sortable('First Name', 'name')}
            {sortable('Last Name', 'name')}
            <th scope="col">Status</th>
            {sortable('Email', 'email')}
            {sortable('Practitioner #', 'practitionerNumber')}
            {sortable('Clinic Name', 'clinicName')}
            {sortable('Clinic Address', 'clinicAddress')}
            {sortable('DOB', 'dob')}
            {sortable('Registered', 'registered')}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMN_COUNT} className="practitioner-table__empty">
                {ADMIN_MESSAGES.noPractitioners}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const copyable = (what: string, value: string) => <CopyableText what={what} value={value} onCopyOutcome={onCopyOutcome} />;
              return (
                <tr key={row.id}>
                  <td>{copyable('first name', row.firstName)}</td>
                  <td>{copyable('last name', row.lastName)}</td>
                  <td>
                    <StatusCell row={row} />
                  </td>
                  <td className="practitioner-table__email">{copyable('email', row.email)}</td>
                  <td>{copyable('practitioner number', row.practitionerNumber)}</td>
                  <td>{copyable('clinic name', row.clinicName)}</td>
                  <td className="practitioner-table__address">{copyable('clinic address', row.clinicAddress)}</td>
                  <td className="practitioner-table__date">{formatDob(row.dob) || '-'}</td>
                  <td className="practitioner-table__date">{formatRegistered(row.createdAt) || '-'}</td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
