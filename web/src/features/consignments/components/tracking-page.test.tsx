import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSIGNMENT_API_PATHS, CONSIGNMENT_MESSAGES } from '@pharmacy/shared';
import { jsonResponse, stubFetch } from '@/test/stub-fetch.ts';
import { TrackingPage } from './tracking-page.tsx';

const fetchMock = stubFetch();
const PHONE = '(02) 5550 1234';

describe('the patient’s tracking page', () => {
  it('shows the status, the carrier, the tracking number as a link and the pharmacy’s phone, asked without signing in', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        status: 'in_transit',
        carrier: 'Australia Post',
        trackingNumber: 'AB123456789AU',
        trackingUrl: 'https://auspost.com.au/mypost/track/details/AB123456789AU',
        pharmacyPhone: PHONE,
      }),
    );
    render(<TrackingPage token="tok_abc-123" pharmacyPhone={PHONE} />);
    expect(await screen.findByText('In transit')).toBeVisible();
    expect(screen.getByText('Australia Post')).toBeVisible();
    expect(screen.getByRole('link', { name: /AB123456789AU/ })).toHaveAttribute('href', 'https://auspost.com.au/mypost/track/details/AB123456789AU');
    expect(screen.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:0255501234');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${CONSIGNMENT_API_PATHS.track}/tok_abc-123`);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBeNull();
  });

  it('says plainly when the link is unknown, and when it has expired', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { error: 'x', code: 'tracking_link_not_found' }));
    const { unmount } = render(<TrackingPage token="nope" pharmacyPhone={PHONE} />);
    expect(await screen.findByText(CONSIGNMENT_MESSAGES.trackingNotFound)).toBeVisible();
    expect(screen.getByRole('link', { name: PHONE })).toBeVisible();
    unmount();

    fetchMock.mockResolvedValueOnce(jsonResponse(410, { error: 'x', code: 'tracking_link_expired' }));
    render(<TrackingPage token="old" pharmacyPhone={PHONE} />);
    expect(await screen.findByText(CONSIGNMENT_MESSAGES.trackingExpired)).toBeVisible();
  });
});
