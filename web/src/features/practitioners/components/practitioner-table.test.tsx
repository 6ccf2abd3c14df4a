import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '@pharmacy/shared';
import type { SortKey, SortOrder } from '../practitioner-filters.ts';
import { practitionerRow } from '../test-rows.ts';
import { PractitionerTable } from './practitioner-table.tsx';

function renderTable(order: SortOrder, rows = [practitionerRow({ firstName: 'Zed' }), practitionerRow({ firstName: 'Amy' })]) {
  const onSort = vi.fn<(key: SortKey) => void>();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PractitionerTable rows={rows} order={order} onSort={onSort} onCopyOutcome={() => {}} />
    </QueryClientProvider>,
  );
  return { onSort, user: userEvent.setup() };
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('the practitioner registrations table', () => {
  it('has the spec columns, and marks the sorted one', () => {
    renderTable({ key: 'registered', direction: 'desc' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼]/, ''))).toEqual([
      'First Name',
      'Last Name',
      'Status',
      'Email',
      'Practitioner #',
      'Clinic Name',
      'Clinic Address',
      'DOB',
      'Registered',
    ]);
    expect(header('Registered')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Email')).not.toHaveAttribute('aria-sort');
  });

  it('sorts both name columns by name, with an arrow on each', async () => {
    const { onSort, user } = renderTable({ key: 'name', direction: 'asc' });
    expect(header('First Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Last Name')).toHaveTextContent('Last Name▲');
    await user.click(within(header('Email')).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith('email');
  });

  it('says so when no practitioner matches', () => {
    renderTable({ key: 'registered', direction: 'desc' }, []);
    expect(screen.getByText(ADMIN_MESSAGES.noPractitioners)).toBeInTheDocument();
  });
});
