import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderItem, OrderRequest } from '@pharmacy/shared';
import { storedLine } from '@pharmacy/shared/testing';
import type { OrderQuery } from '../api/list-order-requests.ts';
import type { QueueEntry } from '@/lib/queue/queue-documents.ts';
import { BACKWARDS_RANGE_MESSAGE } from './order-filter-bar.tsx';
import { OrderQueue } from './order-queue.tsx';

/** A base cream line by mail, without directions as on older orders (the order factory's storedLine). */
const item = (overrides: Partial<OrderItem>): OrderItem =>
  storedLine({ formula: 'base-cream', formulaLabel: 'Moisturising base cream', strength: '', amount: '50g', description: '', directions: undefined, ...overrides });

const order = (requestId: string, firstName: string, clinicName: string, items: OrderItem[]): QueueEntry<OrderRequest> => ({
  id: requestId,
  value: {
    requestId,
    prescriberId: `uid-${firstName}`,
    practitioner: {
      firstName,
      lastName: 'Citizen',
      email: `${firstName.toLowerCase()}@example.test`,
      role: 'practitioner',
      practitionerNumber: 'MED0001234',
      clinicName,
      clinicAddress: '1 Darling Street, Balmain NSW 2041',
    },
    items,
    totalItems: items.reduce((sum, { quantity }) => sum + quantity, 0),
    notes: 'Deliver to the clinic.',
    status: 'received',
    statusHistory: [{ status: 'received', at: '2025-03-05T03:04:00.000Z', by: null }],
    createdAt: '2025-03-05T03:04:00.000Z',
    updatedAt: '2025-03-05T03:04:00.000Z',
    originalAwaited: false,
    originalDueDate: null,
  },
});

const stored = [
  order('req-jane', 'Jane', 'Balmain Family Clinic', [
    item({ scriptMethod: 'upload', quantity: 2, notes: 'Twice daily', script: { storagePath: 'x', fileName: 'jane.pdf', contentType: 'application/pdf', size: 3072 } }),
    item({ conditionLabel: 'Pain', formulaLabel: 'Pain gel', strength: '5%' }),
  ]),
  order('req-nina', 'Nina', 'Newtown Clinic', [item({})]),
  { id: 'req-broken', value: null },
];

// Firestore is replaced by a fixed answer; the queue's own work (filters, detail) is under test.
const queries: OrderQuery[] = [];
const matching = vi.hoisted(() => ({ count: 3 }));
vi.mock('../api/list-order-requests.ts', () => ({
  useOrderRequests: (query: OrderQuery) => {
    queries.push(query);
    return { data: stored, isPending: false, isError: false, error: null, isFetching: false, refetch: vi.fn() };
  },
  useOrderCount: () => ({ data: matching.count }),
}));
vi.mock('../api/get-order-request.ts', () => ({
  useOrderRequest: (requestId: string) => ({ data: stored.find((entry) => entry.id === requestId) ?? null, isPending: false }),
}));

function renderQueue() {
  render(
    // The detail links to the printable worksheet, a route of the app.
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <OrderQueue />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const rowHeaders = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('OrderQueue', () => {
  it('lists every request, the unreadable one included, with its time, practitioner, item count and status', () => {
    renderQueue();
    expect(rowHeaders()).toEqual(['Open request req-jane', 'Open request req-nina', 'req-broken']);
    const jane = screen.getAllByRole('row')[1]!;
    expect(within(jane).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '05/03/2025 2:04 pm',
      'Jane CitizenBalmain Family Clinic',
      '2',
      'Received',
    ]);
    expect(screen.getByText(/^Unreadable:/)).toBeInTheDocument();
  });

  it('on Ready to send, asks for the Ready orders and lets the pharmacy choose orders to dispatch together', async () => {
    const user = renderQueue();
    await user.selectOptions(screen.getByLabelText('Status'), 'Received');
    await user.selectOptions(screen.getByLabelText('Dispatch'), 'Ready to send');
    expect(queries.at(-1)).toMatchObject({ dispatch: 'ready_to_send', status: 'all' });
    expect(screen.getByRole('table', { name: 'Order requests ready to send, newest first' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Choose req-jane to dispatch' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /^Download manifest \(PDF\)/ })).toBeInTheDocument();
    // Choosing a status by hand leaves the list.
    await user.selectOptions(screen.getByLabelText('Status'), 'Received');
    expect(queries.at(-1)).toMatchObject({ dispatch: 'all', status: 'received' });
    expect(screen.queryByRole('checkbox', { name: /to dispatch$/ })).not.toBeInTheDocument();
  });

  it('asks Firestore for the status, legal script, dates and search, and says how many match', async () => {
    const user = renderQueue();
    await user.selectOptions(screen.getByLabelText('Status'), 'Ready');
    fireEvent.change(screen.getByLabelText('Submitted from'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('Submitted to'), { target: { value: '2025-03-31' } });
    expect(queries.at(-1)).toEqual({ status: 'ready', clarification: 'all', original: 'all', supply: 'all', dispatch: 'all', billing: 'all', from: '2025-03-01', to: '2025-03-31', practitioner: '' });
    await user.selectOptions(screen.getByLabelText('Questions'), 'Clarification requested');
    expect(queries.at(-1)).toMatchObject({ clarification: 'requested' });
    await user.selectOptions(screen.getByLabelText('Legal script'), 'Overdue');
    expect(queries.at(-1)).toMatchObject({ status: 'ready', original: 'overdue' });
    // Next supplies of an earlier order's item (decision 052).
    await user.selectOptions(screen.getByLabelText('Kind'), 'Next supply');
    expect(queries.at(-1)).toMatchObject({ supply: 'next' });
    // Invoices not paid in full, then those past their due date (issue 34 part 6).
    await user.selectOptions(screen.getByLabelText('Payment'), 'Unpaid');
    expect(queries.at(-1)).toMatchObject({ billing: 'unpaid' });
    await user.selectOptions(screen.getByLabelText('Payment'), 'Overdue');
    expect(queries.at(-1)).toMatchObject({ billing: 'overdue', original: 'overdue' });

    await user.type(screen.getByLabelText('Practitioner'), 'newtown');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ practitioner: 'newtown' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 order requests.');
  });

  it('counts a long queue with thousands separators, as the audit log does', () => {
    matching.count = 50_042;
    try {
      renderQueue();
      expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 50,042 order requests.');
    } finally {
      matching.count = 3;
    }
  });

  it('explains a date range that ends before it starts instead of listing nothing', () => {
    renderQueue();
    fireEvent.change(screen.getByLabelText('Submitted from'), { target: { value: '2025-03-10' } });
    fireEvent.change(screen.getByLabelText('Submitted to'), { target: { value: '2025-03-09' } });
    expect(screen.getByLabelText('Submitted to')).toHaveAccessibleDescription(expect.stringContaining(BACKWARDS_RANGE_MESSAGE));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens a request with its practitioner, items, scripts, notes and history, then returns to its row', async () => {
    const user = renderQueue();
    await user.click(screen.getByRole('button', { name: 'Open request req-jane' }));

    expect(screen.getByRole('heading', { level: 3, name: 'Order request req-jane' })).toHaveFocus();
    expect(screen.getByText('Balmain Family Clinic')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'jane@example.test' })).toHaveAttribute('href', 'mailto:jane@example.test');
    const items = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Twice daily');
    expect(items[0]).toHaveTextContent('Upload E-Script: jane.pdf (3 KB)');
    expect(items[1]).toHaveTextContent('Send Via Mail');
    // Only uploaded scripts can be downloaded.
    expect(screen.getAllByRole('button', { name: /^Download script/ }).map((button) => button.textContent)).toEqual([
      'Download script for item 1',
    ]);
    expect(screen.getByText('Deliver to the clinic.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark in progress' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Back to order requests' }));
    expect(screen.getByRole('button', { name: 'Open request req-jane' })).toHaveFocus();
  });
});
