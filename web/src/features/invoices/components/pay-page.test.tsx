import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAY_MESSAGES, checkoutApiPath, payApiPath } from '@pharmacy/shared';
import { jsonResponse, stubFetch } from '@/test/stub-fetch.ts';
import { PayPage } from './pay-page.tsx';

const fetchMock = stubFetch();
const PHONE = '(02) 5550 1234';
const TOKEN = 'a'.repeat(43);
const unpaid = { number: 'INV-000123', amountDueCents: 4445, status: 'unpaid', pharmacyName: 'Harbourside Compounding Pharmacy' };

describe('the patient’s pay page', () => {
  it('shows the pharmacy, the number, the amount due and the status, asked without signing in', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, unpaid));
    render(<PayPage token={TOKEN} returnedFromCheckout={false} pharmacyPhone={PHONE} />);
    expect(await screen.findByText('INV-000123')).toBeVisible();
    expect(screen.getByText('$44.45')).toBeVisible();
    expect(screen.getByText('Harbourside Compounding Pharmacy')).toBeVisible();
    expect(screen.getByText('Unpaid')).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(payApiPath(TOKEN));
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBeNull();
  });

  it('Pay by card opens the checkout the server created', async () => {
    const assign = vi.fn();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, unpaid)).mockResolvedValueOnce(jsonResponse(200, { url: 'https://checkout.stripe.com/c/pay/cs_test_1' }));
    render(<PayPage token={TOKEN} returnedFromCheckout={false} pharmacyPhone={PHONE} openCheckout={assign} />);
    await userEvent.click(await screen.findByRole('button', { name: PAY_MESSAGES.payByCard }));
    expect(fetchMock.mock.calls[1]?.[0]).toBe(checkoutApiPath(TOKEN));
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('POST');
    expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1');
  });

  it('shows the server’s reason when the checkout cannot be opened, and keeps the button', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, unpaid)).mockResolvedValueOnce(jsonResponse(503, { code: 'card_unavailable', error: PAY_MESSAGES.cardUnavailable }));
    render(<PayPage token={TOKEN} returnedFromCheckout={false} pharmacyPhone={PHONE} />);
    await userEvent.click(await screen.findByRole('button', { name: PAY_MESSAGES.payByCard }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAY_MESSAGES.cardUnavailable);
    expect(screen.getByRole('button', { name: PAY_MESSAGES.payByCard })).toBeEnabled();
  });

  it('a paid invoice says so and offers no payment', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...unpaid, amountDueCents: 0, status: 'paid' }));
    render(<PayPage token={TOKEN} returnedFromCheckout={false} pharmacyPhone={PHONE} />);
    expect(await screen.findByText(PAY_MESSAGES.alreadyPaid)).toBeVisible();
    expect(screen.queryByRole('button', { name: PAY_MESSAGES.payByCard })).toBeNull();
  });

  it('an unknown link says so plainly, with the pharmacy’s phone', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { code: 'pay_link_not_found', error: 'x' }));
    render(<PayPage token="nope" returnedFromCheckout={false} pharmacyPhone={PHONE} />);
    expect(await screen.findByText(PAY_MESSAGES.linkNotFound)).toBeVisible();
    expect(screen.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:0255501234');
  });

  it('back from the checkout it waits for the webhook: Paid only once the server says so', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, unpaid)).mockResolvedValueOnce(jsonResponse(200, { ...unpaid, amountDueCents: 0, status: 'paid' }));
    render(<PayPage token={TOKEN} returnedFromCheckout pharmacyPhone={PHONE} />);
    expect(await screen.findByText(PAY_MESSAGES.waitingForStripe)).toBeVisible();
    expect(screen.queryByRole('button', { name: PAY_MESSAGES.payByCard })).toBeNull();
    expect(await screen.findByText(PAY_MESSAGES.alreadyPaid, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('Paid')).toBeVisible();
  });
});
