import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPOUNDING_API_PATHS, COMPOUNDING_MESSAGES, sydneyDateOf, type OrderRequest } from '@pharmacy/shared';
import { stubFetch } from '@/test/stub-fetch.ts';
import { CompoundingRecords } from './compounding-records.tsx';
import { WorksheetCompounding } from './worksheet-compounding.tsx';

vi.mock('@/lib/current-id-token.ts', () => ({ currentIdToken: () => Promise.resolve('admin-token') }));

const fetchMock = stubFetch();
afterEach(() => {
  vi.restoreAllMocks();
});

const prepared = {
  batchNumber: 'B-2611',
  beyondUseDate: '2026-12-24',
  preparedBy: { uid: 'a', name: 'Priya Shah' },
  preparedAt: '2026-11-27T00:00:00.000Z',
};
const checked = { ...prepared, checkedBy: { uid: 'b', name: 'Chris Wong' }, checkedAt: '2026-11-27T01:00:00.000Z' };

function order(compounding?: OrderRequest['compounding'], status: OrderRequest['status'] = 'in_progress'): OrderRequest {
  const item = (formulaLabel: string) => ({ formulaLabel }) as OrderRequest['items'][number];
  return { requestId: 'HC-261127-K7QX', status, items: [item('Hydrocortisone Cream'), item('Custom Formula')], compounding } as OrderRequest;
}

function renderRecords(value: OrderRequest) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <CompoundingRecords order={value} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the record of compounding on the order detail', () => {
  it('records the batch and beyond-use date of an item as prepared by the admin', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, record: prepared }), { status: 200 }));
    const user = renderRecords(order());
    expect(screen.getByText(/0 of 2 items checked/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Record of compounding of item 1' });
    await user.click(within(form).getByRole('button', { name: /Record as prepared by me/ }));
    expect(within(form).getByText(COMPOUNDING_MESSAGES.batchNumberRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText('Batch number'), 'B-2611');
    await user.type(within(form).getByLabelText('Beyond-use date'), sydneyDateOf(new Date()));
    await user.click(within(form).getByRole('button', { name: /Record as prepared by me/ }));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(COMPOUNDING_API_PATHS.record);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      requestId: 'HC-261127-K7QX',
      itemIndex: 0,
      batchNumber: 'B-2611',
      beyondUseDate: sydneyDateOf(new Date()),
    });
  });

  it('offers the check of a recorded item, and nothing more once it is checked', () => {
    renderRecords(order([prepared, checked]));
    expect(screen.getByText(/1 of 2 items checked/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Mark checked/ })).toHaveLength(1);
    expect(screen.getByText('Prepared by Priya Shah: checked by another admin.')).toBeInTheDocument();
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(screen.getByText(/Chris Wong/)).toBeInTheDocument();
  });
});

describe('the worksheet\u2019s record of compounding', () => {
  it('prints blank lines before the record, and the record once made', () => {
    const { unmount } = render(<WorksheetCompounding order={order()} />);
    const blank = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(blank).toEqual([['1', '', '', '', ''], ['2', '', '', '', '']]);
    unmount();
    render(<WorksheetCompounding order={order([checked, null])} />);
    const [first] = screen.getAllByRole('row').slice(1);
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1',
      'B-2611',
      '24 December 2026',
      expect.stringMatching(/^Priya Shah, /) as string,
      expect.stringMatching(/^Chris Wong, /) as string,
    ]);
  });
});
