import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONSIGNMENT_API_PATHS, type PrescriberConsignment } from '@pharmacy/shared';
import { orderRequest } from '@pharmacy/shared/testing';
import { jsonResponse, stubFetch } from '@/test/stub-fetch.ts';
import { OrderDelivery } from './order-delivery.tsx';

vi.mock('@/lib/current-id-token.ts', () => ({ currentIdToken: () => Promise.resolve('prescriber-token') }));
const fetchMock = stubFetch();

const DELIVERED: PrescriberConsignment = {
  consignmentId: 'c-1',
  requestId: 'HC-261120-AB12',
  method: 'auspost',
  trackingNumber: '33LPX400001000931509',
  trackingUrl: 'https://auspost.com.au/mypost/track/details/33LPX400001000931509',
  status: 'delivered',
  signatureRequired: true,
  authorityToLeave: false,
  events: [
    { at: '2026-11-20T01:00:00.000Z', code: 'ADT', description: 'In transit', location: 'STRATHFIELD NSW' },
    { at: '2026-11-20T23:30:00.000Z', code: 'DLV', description: 'Delivered', location: 'BALMAIN NSW' },
  ],
  dispatchedAt: '2026-11-19T23:00:00.000Z',
  deliveredAt: '2026-11-20T23:30:00.000Z',
  proofOfDelivery: { signedBy: 'J Citizen', at: '2026-11-20T23:30:00.000Z' },
};

function renderDelivery(status: 'dispatched' | 'ready') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderDelivery order={orderRequest({ requestId: DELIVERED.requestId, status })} />
    </QueryClientProvider>,
  );
}

describe('Delivery in My Requests', () => {
  it('shows the carrier, the tracking number linking to its page, Delivered, who signed and each event in Sydney time', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { consignment: DELIVERED }));
    renderDelivery('dispatched');
    const delivery = await screen.findByRole('region', { name: `Delivery of ${DELIVERED.requestId}` });
    expect(await within(delivery).findByText('Delivered', { exact: true })).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${CONSIGNMENT_API_PATHS.orderConsignment}/${DELIVERED.requestId}`);
    expect(within(delivery).getByText('Australia Post')).toBeVisible();
    expect(within(delivery).getByRole('link', { name: /33LPX400001000931509/ })).toHaveAttribute('href', DELIVERED.trackingUrl);
    expect(within(delivery).getByText('Signature on delivery')).toBeVisible();
    expect(within(delivery).getByText('Signed by').nextElementSibling).toHaveTextContent('J Citizen, 21 November 2026 at 10:30 am');
    expect(within(delivery).getByRole('list', { name: `Tracking events of ${DELIVERED.requestId}` })).toHaveTextContent(
      '20 November 2026 at 12:00 pm: In transit (STRATHFIELD NSW)21 November 2026 at 10:30 am: Delivered (BALMAIN NSW)',
    );
  });

  it('shows Delivery failed as it is', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { consignment: { ...DELIVERED, status: 'delivery_failed', deliveredAt: null, proofOfDelivery: null } }));
    renderDelivery('dispatched');
    expect(await screen.findByText('Delivery failed', { exact: true })).toBeVisible();
  });

  it('asks nothing for an order not sent yet', () => {
    renderDelivery('ready');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
