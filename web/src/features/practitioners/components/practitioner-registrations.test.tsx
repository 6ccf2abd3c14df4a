import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { practitionerRow } from '../test-rows.ts';
import { PractitionerRegistrations } from './practitioner-registrations.tsx';

/** True while the table shows the previous filters' rows, the new filters' page still being read. */
let previousRows = false;
/** True while the count is the previous filters', the new filters' count still being read. */
let previousCount = false;

vi.mock('../api/list-practitioners.ts', () => ({
  practitionersQueryKey: ['admin', 'practitioners'],
  usePractitionerPage: () => ({
    data: { rows: [practitionerRow()], unreadable: 0, hasPrevious: false, hasNext: false, cursorLost: false },
    isPending: false,
    isError: false,
    isPlaceholderData: previousRows,
  }),
  usePractitionerCount: () => ({ data: previousCount ? 10_004 : 1, isPlaceholderData: previousCount }),
  useReadNextPageAhead: () => undefined,
}));

/** The address as the page has it, shown for the test to read. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderAt(address: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/admin${address}`]}>
        <PractitionerRegistrations />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PractitionerRegistrations', () => {
  it("offers Export CSV only once the table shows the address's filters, never the rows of the filters before", () => {
    previousRows = true;
    const shown = renderAt('?q=jane');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    shown.unmount();
    previousRows = false;
    renderAt('?q=jane');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it.each([
    ['the rows are the new filters\u2019 and the count still the previous', false, true],
    ['the count is the new filters\u2019 and the rows still the previous', true, false],
  ])('says how many it shows of how many only for one set of filters: not while %s', (_label, rows, counted) => {
    previousRows = rows;
    previousCount = counted;
    const shown = renderAt('?q=jane');
    expect(screen.queryByText(/^Showing/)).toBeNull();
    shown.unmount();
    previousRows = false;
    previousCount = false;
    renderAt('?q=jane');
    expect(screen.getByText('Showing 1–1 of 1')).toBeVisible();
  });

  it('names what the address held that it did not understand, and leaves the address as it was', async () => {
    const address = '?q=jane&status=archived&after=no%2Fsuch&page=9';
    renderAt(address);
    expect(screen.getByText(/not understood \(status, after\)/)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByTestId('address')).toHaveTextContent(address);
    expect(screen.getByText(/not understood \(status, after\)/)).toBeVisible();
  });
});
