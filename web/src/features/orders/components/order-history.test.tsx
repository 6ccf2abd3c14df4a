import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MY_REQUESTS_PAGE_SIZE, WAITING_ON_PRESCRIBER, myRequestsSearch, type OrderRequest } from '@pharmacy/shared';
import type { ApiReply } from '@/lib/api-reply.ts';
import { order, orderItem, patient } from '../test-fixtures.ts';
import { OrderHistory } from './order-history.tsx';

/**
 * My Requests as a list (decision 069), read through the staff route (the prescriber's own
 * reads are Firestore's, in the browser stories): what is asked of the server for each
 * search, filter and page, and what a row and an opened request show.
 */
const PRESCRIBER = 'alice-uid';
const jane = patient();
const olu = patient({ patientId: 'patient-olu', givenName: 'Olu', familyName: 'Okafor', dateOfBirth: '1975-06-01' });

/** 45 requests, newest first: the 3rd has a question waiting, the 5th an overdue original; every 4th is Olu's. */
const ORDERS: OrderRequest[] = Array.from({ length: 45 }, (_, index) => {
  const at = new Date(Date.UTC(2026, 10, 22, 4, 0) - index * 3_600_000).toISOString();
  const base = order([orderItem({ patient: index % 4 === 0 ? olu : jane })]);
  return {
    ...base,
    prescriberId: PRESCRIBER,
    requestId: `HC-261122-A${String(index).padStart(3, '0')}`,
    createdAt: at,
    updatedAt: at,
    status: index === 1 ? 'ready' : 'received',
    statusHistory: [{ status: 'received', at, by: null }],
    ...(index === 2 ? { clarification: { status: 'requested' as const, askedAt: at, answeredAt: null, messages: 1 } } : {}),
    ...(index === 4 ? { originalAwaited: true, originalDueDate: '2026-01-09' } : {}),
  };
});

const asked: URLSearchParams[] = [];

/** The staff route as the server answers it: the filters applied, a page at a time after `after`. */
function answer(path: string): ApiReply {
  const params = new URLSearchParams(path.split('?')[1] ?? '');
  asked.push(params);
  const search = myRequestsSearch(params.get('q') ?? '');
  let rows = ORDERS.filter(
    (row) =>
      (!params.get('status') || row.status === params.get('status')) &&
      (params.get('questions') !== 'open' || row.clarification?.status === 'requested') &&
      (search.kind !== 'request' || row.requestId === search.requestId) &&
      (search.kind !== 'patient' || row.items.some((item) => item.patient?.familyName.toLowerCase().startsWith(search.term))),
  );
  const after = params.get('after');
  if (after) rows = rows.slice(rows.findIndex((row) => row.requestId === after) + 1);
  const page = rows.slice(0, MY_REQUESTS_PAGE_SIZE);
  return { ok: true, status: 200, body: { orders: page, next: page.length === MY_REQUESTS_PAGE_SIZE ? (page.at(-1)?.requestId ?? null) : null } };
}

vi.mock('@/lib/reach-api.ts', () => ({ reachApi: (call: (idToken: string) => Promise<ApiReply>) => call('token') }));
vi.mock('@/lib/api-reply.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  getJson: async (path: string) => answer(path),
}));

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard?view=requests']}>
        <OrderHistory uid={PRESCRIBER} slots={{}} onReorder={undefined} staffView />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const list = () => screen.getByRole('list', { name: 'Requests' });
const rows = () => within(list()).getAllByRole('listitem');
const rowOf = (requestId: string) => rows().find((row) => within(row).queryByRole('button', { name: requestId })) as HTMLElement;
const lastAsked = () => Object.fromEntries(asked.at(-1) ?? []);

beforeEach(() => {
  asked.length = 0;
});

describe('My Requests as a list', () => {
  it('shows the first page newest first, and Load more reads the next until there is none', async () => {
    const user = renderList();
    expect(await screen.findByText(`Showing ${MY_REQUESTS_PAGE_SIZE} requests, newest first.`)).toBeInTheDocument();
    expect(rows()).toHaveLength(MY_REQUESTS_PAGE_SIZE);
    expect(within(rows()[0]!).getByRole('button', { name: ORDERS[0]!.requestId })).toHaveAttribute('aria-expanded', 'false');
    expect(lastAsked()).toEqual({});
    // Nothing of a request's history is on the page until it is opened.
    expect(screen.queryByRole('heading', { name: 'Status history' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 40 requests, newest first.')).toBeInTheDocument();
    expect(lastAsked()).toEqual({ after: ORDERS[MY_REQUESTS_PAGE_SIZE - 1]!.requestId });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 45 requests.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(rows().map((row) => within(row).getAllByRole('button')[0]!.textContent)).toEqual(ORDERS.map((row) => row.requestId));
  });

  it('says in each row who and what it is for, where it stands and what waits on the prescriber', async () => {
    renderList();
    await screen.findByRole('list', { name: 'Requests' });
    const first = rowOf(ORDERS[0]!.requestId);
    expect(first).toHaveTextContent('Olu Okafor (DOB 01/06/1975)');
    expect(first).toHaveTextContent('Lidocaine');
    expect(first).toHaveTextContent('× 2');
    expect(first).toHaveTextContent('Received');
    expect(rowOf(ORDERS[1]!.requestId)).toHaveTextContent('Ready');
    expect(rowOf(ORDERS[2]!.requestId)).toHaveTextContent(`Waiting on the prescriber: ${WAITING_ON_PRESCRIBER.question}`);
    expect(rowOf(ORDERS[4]!.requestId)).toHaveTextContent(WAITING_ON_PRESCRIBER.originalOverdue('2026-01-09'));
    expect(rowOf(ORDERS[3]!.requestId)).not.toHaveTextContent('Waiting on');
  });

  it('opens a row to show the request in full, and closes it again', async () => {
    const user = renderList();
    const opener = await screen.findByRole('button', { name: ORDERS[2]!.requestId });
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const request = screen.getByRole('article', { name: ORDERS[2]!.requestId });
    expect(within(request).getByRole('heading', { name: 'Status history' })).toBeInTheDocument();
    expect(request).toHaveTextContent('Only the prescriber can read and answer it.');
    await user.click(opener);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('finds one request by its ID, however it is typed, and opens it', async () => {
    const user = renderList();
    await screen.findByRole('list', { name: 'Requests' });
    await user.type(screen.getByLabelText('Search by patient or request ID'), ` ${ORDERS[30]!.requestId.toLowerCase()} `);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing 1 request.')).toBeInTheDocument();
    expect(lastAsked()).toEqual({ q: ORDERS[30]!.requestId.toLowerCase() });
    expect(screen.getByRole('article', { name: ORDERS[30]!.requestId })).toBeInTheDocument();
  });

  it('finds a patient\u2019s requests by name, and filters by status and open questions', async () => {
    const user = renderList();
    await screen.findByRole('list', { name: 'Requests' });
    await user.type(screen.getByLabelText('Search by patient or request ID'), 'okafor{Enter}');
    expect(await screen.findByText('Showing 12 requests.')).toBeInTheDocument();
    expect(lastAsked()).toEqual({ q: 'okafor' });
    expect(rows().every((row) => row.textContent?.includes('Olu Okafor'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText(`Showing ${MY_REQUESTS_PAGE_SIZE} requests, newest first.`);
    await user.selectOptions(screen.getByLabelText('Status'), 'ready');
    expect(await screen.findByText('Showing 1 request.')).toBeInTheDocument();
    expect(lastAsked()).toEqual({ status: 'ready' });
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.click(screen.getByLabelText('Open questions only'));
    await screen.findByText('Showing 1 request.');
    expect(lastAsked()).toEqual({ questions: 'open' });
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent(ORDERS[2]!.requestId);

    await user.selectOptions(screen.getByLabelText('Status'), 'ready');
    expect(await screen.findByText('No requests match these filters.')).toBeInTheDocument();
  });
});
