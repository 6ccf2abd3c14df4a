import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BILLING_SETTINGS, INVOICE_API_PATHS, INVOICE_MESSAGES, PAY_MESSAGES, buildInvoice, deliveryChargeOf, invoicePath, type Invoice } from '@pharmacy/shared';
import { orderRequest, storedLine } from '@pharmacy/shared/testing';
import { jsonResponse, stubFetch } from '@/test/stub-fetch.ts';
import { OrderInvoice } from './order-invoice.tsx';

vi.mock('@/lib/current-id-token.ts', () => ({ currentIdToken: () => Promise.resolve('admin-token') }));
const fetchMock = stubFetch();

const REQUEST_ID = 'HC-261128-AB12';
const built = buildInvoice(
  { requestId: REQUEST_ID, prescriberId: 'p', items: [storedLine({ price: { unitCents: 2200, gst: 'gst_10' } })] },
  { delivery: deliveryChargeOf('courier', DEFAULT_BILLING_SETTINGS), settings: DEFAULT_BILLING_SETTINGS, tradingName: 'Harbourside Compounding Pharmacy', consignmentId: null, at: new Date('2026-11-27T23:00:00Z') },
);
if (built.kind !== 'ready') throw new Error('unpriced');
const INVOICE: Invoice = { ...built.draft, invoiceId: 'INV-000042', number: 'INV-000042', sequence: 42 };

function renderInvoice(canPrice = false, items = [storedLine()]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderInvoice order={orderRequest({ requestId: REQUEST_ID, status: 'dispatched', items })} canPrice={canPrice} />
    </QueryClientProvider>,
  );
}

describe('An order’s invoice', () => {
  it('shows the number, status, total with its GST, the dates and the download', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { invoice: INVOICE, unpricedLines: [] }));
    renderInvoice();
    const section = await screen.findByRole('region', { name: `Invoice of ${REQUEST_ID}` });
    expect(await within(section).findByText('INV-000042', { selector: 'dd' })).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(invoicePath(REQUEST_ID));
    expect(within(section).getByText('Tax invoice')).toBeVisible();
    expect(within(section).getByText('Unpaid')).toBeVisible();
    expect(within(section).getByText('$41.95 (includes GST of $3.81)')).toBeVisible();
    expect(within(section).getByText('28/11/2026')).toBeVisible();
    expect(within(section).getByText('12/12/2026')).toBeVisible();
    expect(within(section).getByRole('button', { name: /Download invoice/ })).toBeVisible();
    // Only the admin records payments, and sends the pay link again.
    expect(within(section).queryByRole('form', { name: 'Record a payment or refund' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Send the pay link again' })).toBeNull();
  });

  it('asks for every line’s price, and the admin’s prices are sent in cents', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { invoice: null, unpricedLines: [1] }));
    renderInvoice(true);
    expect(await screen.findByText(INVOICE_MESSAGES.priceEveryLine)).toBeVisible();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { invoice: INVOICE, unpricedLines: [] }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { invoice: INVOICE, unpricedLines: [] }));
    fireEvent.change(screen.getByLabelText('Unit price ($)'), { target: { value: '22.00' } });
    fireEvent.change(screen.getByLabelText('GST'), { target: { value: 'gst_10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices and issue the invoice' }));
    expect(await screen.findByText('INV-000042', { selector: 'dd' })).toBeVisible();
    const [path, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(path).toBe(`${INVOICE_API_PATHS.prices}/${REQUEST_ID}`);
    expect(JSON.parse(String(init.body))).toEqual({ prices: [{ itemIndex: 0, unitCents: 2200, gst: 'gst_10' }] });
  });

  it('the admin sends the patient a new pay link, and reads what happened; the link itself is never shown', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { invoice: INVOICE, unpricedLines: [] }));
    renderInvoice(true);
    const section = await screen.findByRole('region', { name: `Invoice of ${REQUEST_ID}` });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { sent: true, reason: PAY_MESSAGES.sent }));
    fireEvent.click(await within(section).findByRole('button', { name: 'Send the pay link again' }));
    expect(await within(section).findByText(PAY_MESSAGES.sent)).toBeVisible();
    const [path, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(path).toBe(`${INVOICE_API_PATHS.payLinks}/${REQUEST_ID}`);
    expect(init.method).toBe('POST');
    expect(section.textContent).not.toMatch(/\/pay\//);
  });

  it('offers no pay link for a paid invoice', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { invoice: { ...INVOICE, status: 'paid', paidCents: INVOICE.totalCents }, unpricedLines: [] }));
    renderInvoice(true);
    const section = await screen.findByRole('region', { name: `Invoice of ${REQUEST_ID}` });
    expect(await within(section).findByText('Paid')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Send the pay link again' })).toBeNull();
  });

  it('shows nothing before the order is dispatched or collected', () => {
    const client = new QueryClient();
    const { container } = render(
      <QueryClientProvider client={client}>
        <OrderInvoice order={orderRequest({ requestId: REQUEST_ID, status: 'ready' })} />
      </QueryClientProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
