import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_API_PATHS, type PharmacyOverview as Overview } from '@pharmacy/shared';
import { jsonResponse, stubFetch } from '@/test/stub-fetch.ts';
import { PharmacyOverview } from './pharmacy-overview.tsx';

vi.mock('@/lib/current-id-token.ts', () => ({ currentIdToken: () => Promise.resolve('admin-id-token') }));
const fetchMock = stubFetch();

/** Twelve Monday-to-Sunday weeks from 7 September 2026; the last one runs to Thursday 26 November. */
const WEEKS = Array.from({ length: 12 }, (_, index) => {
  const monday = new Date(Date.UTC(2026, 8, 7 + 7 * index));
  const sunday = new Date(monday.getTime() + (index === 11 ? 3 : 6) * 86_400_000);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10), orders: index === 2 ? 17 : index };
});

const ANSWER: Overview = {
  countedAt: '2026-11-25T23:05:00.000Z',
  today: { from: '2026-11-26', to: '2026-11-26', orders: 4 },
  thisWeek: { from: '2026-11-23', to: '2026-11-26', orders: 11 },
  lastWeekSoFar: { from: '2026-11-16', to: '2026-11-19', orders: 9 },
  lastWeek: { from: '2026-11-16', to: '2026-11-22', orders: 1234 },
  byStatus: { received: 5, in_progress: 3, ready: 2, dispatched: 40, collected: 12, cancelled: 1 },
  originals: { awaited: 6, overdue: 2 },
  unansweredQuestions: 3,
  unreadEnquiries: 8,
  timeToReady: { from: '2026-10-28', to: '2026-11-26', orders: 25, medianMinutes: 200.5 },
  weeks: WEEKS,
};

function renderOverview() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin?view=pharmacy']}>
        <PharmacyOverview />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const hrefOf = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('the pharmacy overview', () => {
  it('shows each figure as a link to the list it counts, asked once as the signed-in admin', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, ANSWER));
    renderOverview();

    expect(await screen.findByText('Counted at 10:05 am')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(ADMIN_API_PATHS.pharmacyOverview);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ Authorization: 'Bearer admin-id-token' });

    expect(screen.getByRole('link', { name: /^Received today\s*4\s*Since midnight, 26 Nov$/ })).toHaveAttribute('href', '/admin?view=orders&from=2026-11-26&to=2026-11-26');
    expect(hrefOf(/^This week so far\s*11/)).toBe('/admin?view=orders&from=2026-11-23&to=2026-11-26');
    expect(hrefOf(/^Last week to this time\s*9/)).toBe('/admin?view=orders&from=2026-11-16&to=2026-11-19');
    expect(hrefOf(/^Last week in all\s*1,234/)).toBe('/admin?view=orders&from=2026-11-16&to=2026-11-22');
    expect(hrefOf(/^Originals awaited\s*6/)).toBe('/admin?view=orders&original=awaited');
    expect(hrefOf(/^Originals overdue\s*2/)).toBe('/admin?view=orders&original=overdue');
    expect(hrefOf(/^Unanswered questions\s*3/)).toBe('/admin?view=orders&questions=requested');
    expect(hrefOf(/^Unread enquiries\s*8/)).toBe('/admin?view=enquiries&show=unread');
    expect(hrefOf(/^Median time to ready\s*3 h 21 min\s*Received to ready, 25 orders made ready 28 Oct – 26 Nov/)).toBe('/admin?view=orders&status=ready');
    expect(hrefOf(/^Dispatched\s*40$/)).toBe('/admin?view=orders&status=dispatched');
  });

  it('draws the twelve weeks as one named image, and gives the same numbers in a table whose weeks are links', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, ANSWER));
    renderOverview();

    const chart = await screen.findByRole('img', { name: /^Bar chart of orders received per week, 7 Sep to 26 Nov\. Busiest week 21 Sep – 27 Sep with 17; this week so far 11\./ });
    expect(chart.querySelectorAll('rect')).toHaveLength(12);
    expect([...chart.querySelectorAll('.weekly-chart__number')].map((text) => text.textContent)).toEqual(WEEKS.map((week) => String(week.orders)));

    const rows = within(screen.getByRole('table', { name: 'Orders received per week, oldest first' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '7 Sep – 13 Sep0', '14 Sep – 20 Sep1', '21 Sep – 27 Sep17', '28 Sep – 4 Oct3', '5 Oct – 11 Oct4', '12 Oct – 18 Oct5',
      '19 Oct – 25 Oct6', '26 Oct – 1 Nov7', '2 Nov – 8 Nov8', '9 Nov – 15 Nov9', '16 Nov – 22 Nov10', '23 Nov – 26 Nov (so far)11',
    ]);
    expect(within(rows[2]!).getByRole('link')).toHaveAttribute('href', '/admin?view=orders&from=2026-09-21&to=2026-09-27');
  });

  it('counts consignments: on the way, delivered, failed, S8 receipts overdue and the median Ready to Delivered, each opening its list', async () => {
    const consignments = { dispatched: 7, delivered: 31, failed: 2, s8ReceiptsOverdue: 1, readyToDelivered: { consignments: 31, medianMinutes: 2 * 24 * 60 + 5 * 60 } };
    fetchMock.mockResolvedValue(jsonResponse(200, { ...ANSWER, consignments }));
    renderOverview();
    expect(await screen.findByRole('heading', { name: 'Dispatch and delivery' })).toBeInTheDocument();
    expect(hrefOf(/^On the way\s*7/)).toBe('/admin?view=consignments');
    expect(hrefOf(/^Delivered\s*31/)).toBe('/admin?view=consignments&filter=delivered');
    expect(hrefOf(/^Delivery failed\s*2/)).toBe('/admin?view=consignments&filter=delivery_failed');
    expect(hrefOf(/^S8 receipts overdue\s*1/)).toBe('/admin?view=consignments&filter=s8_receipt_overdue');
    expect(hrefOf(/^Median Ready to Delivered\s*2 days 5 h\s*Over 31 consignments delivered in the last 30 days$/)).toBe('/admin?view=consignments&filter=delivered');
  });

  it('shows the money invoiced, paid and outstanding this month in dollars, outstanding opening the Unpaid orders', async () => {
    const money = { from: '2026-11-01', to: '2026-11-30', invoicedCents: 123_456, paidCents: 80_000, outstandingCents: 43_456 };
    fetchMock.mockResolvedValue(jsonResponse(200, { ...ANSWER, money }));
    renderOverview();
    expect(await screen.findByRole('heading', { name: 'Money this month' })).toBeInTheDocument();
    expect(screen.getByText('Invoiced this month').parentElement).toHaveTextContent(/^Invoiced this month\$1,234\.56Invoices issued 1 Nov – 30 Nov$/);
    expect(screen.getByText('Paid this month').parentElement).toHaveTextContent('$800.00');
    expect(hrefOf(/^Outstanding this month\s*\$434\.56/)).toBe('/admin?view=orders&billing=unpaid');
  });

  it('shows the other figures when the answer has no consignment counts', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, ANSWER));
    renderOverview();
    expect(await screen.findByRole('link', { name: /^Received today/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dispatch and delivery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Money this month' })).not.toBeInTheDocument();
  });

  it('says when no order was made ready in the last 30 days', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...ANSWER, timeToReady: { ...ANSWER.timeToReady, orders: 0, medianMinutes: null } }));
    renderOverview();
    expect(await screen.findByRole('link', { name: /^Median time to ready\s*None\s*No orders made ready in the last 30 days$/ })).toBeInTheDocument();
  });

  it('says why the figures could not be counted, and counts again on Try again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { code: 'second_factor_required', error: 'Sign in with your code first.' }));
    renderOverview();
    expect(await screen.findByRole('alert')).toHaveTextContent('The overview could not be counted: Sign in with your code first.');

    fetchMock.mockResolvedValueOnce(jsonResponse(200, ANSWER));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^Received today/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
