import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_API_PATHS, ORDER_QUESTION_MESSAGES, type OrderRequest } from '@pharmacy/shared';
import { stubFetch } from '@/test/stub-fetch.ts';
import { CANCEL_CONFIRMATION } from '../order-status-actions.ts';
import { NOT_NOTIFIED_MESSAGE, OrderStatusButtons } from './order-status-buttons.tsx';

vi.mock('@/lib/current-id-token.ts', () => ({ currentIdToken: () => Promise.resolve('admin-token') }));

const fetchMock = stubFetch();

afterEach(() => {
  vi.restoreAllMocks();
});

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderButtons(status: OrderRequest['status'], clarification?: OrderRequest['clarification']) {
  const order = { requestId: 'req-123', status, clarification } as OrderRequest;
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderStatusButtons order={order} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as unknown;

describe('OrderStatusButtons', () => {
  it('offers only the next statuses the request may move to', () => {
    renderButtons('ready');
    expect(buttonNames()).toEqual(['Mark dispatched', 'Mark collected', 'Cancel request']);
  });

  it('offers only cancelling while a question waits for the prescriber, and says why', () => {
    renderButtons('received', { status: 'requested', askedAt: '2026-03-03T00:00:00.000Z', answeredAt: null, messages: 1 });
    expect(buttonNames()).toEqual(['Cancel request']);
    expect(screen.getByText(ORDER_QUESTION_MESSAGES.clarificationOpen)).toBeInTheDocument();
  });

  it('offers no Mark ready until every item\u2019s record of compounding is checked, and says why (decision 050)', () => {
    const order = { requestId: 'req-123', status: 'in_progress', items: [{}, {}] } as OrderRequest;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OrderStatusButtons order={order} />
      </QueryClientProvider>,
    );
    expect(buttonNames()).toEqual(['Cancel request']);
    expect(screen.getByText("Every item's record of compounding must be checked by a second admin before the order is ready (0 of 2 checked).")).toBeInTheDocument();
  });

  it('offers no Mark ready while an item waits for its original script, and says why', () => {
    const order = {
      requestId: 'req-123',
      status: 'in_progress',
      items: [{ legalScript: { state: 'original_awaited', dueDate: '2026-03-09' } }],
    } as OrderRequest;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OrderStatusButtons order={order} />
      </QueryClientProvider>,
    );
    expect(buttonNames()).toEqual(['Cancel request']);
    expect(
      screen.getByText('Item 1 waits for its original script. Mark the original received before moving this order request to Ready.'),
    ).toBeInTheDocument();
  });

  it('offers no button once the request is finished, and says why', () => {
    renderButtons('dispatched');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText(/its status cannot change any more/)).toBeInTheDocument();
  });

  it('posts the change as the signed-in admin and confirms it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, status: 'in_progress', notified: true }));
    const user = renderButtons('received');
    await user.click(screen.getByRole('button', { name: 'Mark in progress' }));

    expect(await screen.findByText('Status changed to In progress.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(ORDER_API_PATHS.status);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer admin-token');
    expect(sentBody()).toEqual({ requestId: 'req-123', status: 'in_progress' });
    expect(screen.queryByText(NOT_NOTIFIED_MESSAGE)).toBeNull();
  });

  it('says so when the practitioner could not be e-mailed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, status: 'ready', notified: false }));
    const user = renderButtons('in_progress');
    await user.click(screen.getByRole('button', { name: 'Mark ready' }));
    expect(await screen.findByText(NOT_NOTIFIED_MESSAGE)).toBeInTheDocument();
  });

  it("shows the server's reason when the request has moved on meanwhile", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { code: 'invalid_transition', error: 'This request is already Dispatched.' }),
    );
    const user = renderButtons('ready');
    await user.click(screen.getByRole('button', { name: 'Mark collected' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This request is already Dispatched\.$/);
  });

  it('cancels only after the admin confirms', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, status: 'cancelled', notified: true }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = renderButtons('received');

    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(confirm).toHaveBeenCalledWith(CANCEL_CONFIRMATION);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Status changed to Cancelled.')).toBeInTheDocument();
    expect(sentBody()).toEqual({ requestId: 'req-123', status: 'cancelled' });
  });
});
