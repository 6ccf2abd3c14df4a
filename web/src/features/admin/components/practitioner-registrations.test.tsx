import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@pharmacy/shared';
import { practitionerRow } from '../test-rows.ts';
import { PractitionerRegistrations } from './practitioner-registrations.tsx';

function renderTable(rows = [practitionerRow({ firstName: 'Zed', email: 'a@x.test' }), practitionerRow({ firstName: 'Amy', email: 'z@x.test' })]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PractitionerRegistrations practitioners={rows} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const firstColumn = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('the practitioner registrations table', () => {
  it('has the spec columns, newest registrations first', () => {
    renderTable();
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
  });

  it('sorts by a column heading: ascending first, reversed by a second click, both name columns by name', async () => {
    const user = renderTable();
    await user.click(within(header('Email')).getByRole('button'));
    expect(header('Email')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Email')).toHaveTextContent('Email▲');
    expect(header('Registered')).not.toHaveAttribute('aria-sort');
    expect(firstColumn()).toEqual(['ZedCopy', 'AmyCopy']);

    await user.click(within(header('Email')).getByRole('button'));
    expect(header('Email')).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['AmyCopy', 'ZedCopy']);

    await user.click(within(header('Last Name')).getByRole('button'));
    expect(header('First Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Last Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
    expect(screen.getByLabelText('Direction')).toHaveValue('asc');
  });

  it('says so when no practitioner matches', async () => {
    const user = renderTable();
    await user.type(screen.getByPlaceholderText(ADMIN_MESSAGES.searchPlaceholder), 'nobody');
    expect(await screen.findByText(ADMIN_MESSAGES.noPractitioners)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows a long list 50 rows at a time', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => practitionerRow({ createdAt: index }));
    const user = renderTable(rows);
    expect(screen.getByText('Showing 1–50 of 120')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(51);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 101–120 of 120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
