import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONSIGNMENT_API_PATHS, CONSIGNMENT_ERROR_CODES, CONSIGNMENT_MESSAGES, type OrderRequest, type PatientSnapshot } from '@pharmacy/shared';
import { orderRequest, storedLine, testPatient } from '@pharmacy/shared/testing';
import { jsonResponse, stubFetch } from '@/test/stub-fetch.ts';
import { DispatchForm } from './dispatch-form.tsx';

vi.mock('@/lib/current-id-token.ts', () => ({ currentIdToken: () => Promise.resolve('admin-token') }));

const fetchMock = stubFetch();

const BALMAIN: PatientSnapshot['delivery'] = { method: 'delivery', address: { street: '1 Darling Street', suburb: 'Balmain', state: 'NSW', postcode: '2041' } };
const NEWTOWN: PatientSnapshot['delivery'] = { method: 'delivery', address: { street: '9 King Street', suburb: 'Newtown', state: 'NSW', postcode: '2042' } };
const ready = (requestId: string, delivery = BALMAIN, s8 = false) =>
  orderRequest({ requestId, status: 'ready', items: [storedLine({ patient: testPatient({ delivery }), schedule: s8 ? 'S8' : null })] });

function renderForm(orders: OrderRequest[]) {
  const onDispatched = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DispatchForm orders={orders} onDispatched={onDispatched} onCancel={() => {}} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onDispatched };
}

const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;

describe('DispatchForm', () => {
  it('for a Schedule 8 item, requires a signature on delivery and does not offer authority to leave', async () => {
    const { user } = renderForm([ready('HC-S8', BALMAIN, true)]);
    expect(screen.getByText(CONSIGNMENT_MESSAGES.s8Notice)).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: CONSIGNMENT_MESSAGES.authorityToLeaveLabel })).not.toBeInTheDocument();
    const signature = screen.getByRole('checkbox', { name: /Signature on delivery/ });
    expect(signature).toBeChecked();
    expect(signature).toBeDisabled();
    // By any carrier.
    await user.click(screen.getByRole('radio', { name: 'Local courier' }));
    expect(screen.queryByRole('checkbox', { name: CONSIGNMENT_MESSAGES.authorityToLeaveLabel })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Signature on delivery/ })).toBeChecked();
  });

  it('sends an S8 with a signature and without authority to leave', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, {}));
    const { user } = renderForm([ready('HC-S8', BALMAIN, true)]);
    await user.type(screen.getByLabelText(CONSIGNMENT_MESSAGES.trackingNumberLabel), 'ab 1234 5678 au');
    await user.click(screen.getByRole('button', { name: 'Dispatch' }));
    await screen.findByRole('alert');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(CONSIGNMENT_API_PATHS.consignments);
    expect(sentBody()).toMatchObject({ requestIds: ['HC-S8'], method: 'auspost', trackingNumber: 'ab 1234 5678 au', signatureRequired: true, authorityToLeave: false });
  });

  it('shows the server’s refusal in its own words', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { error: CONSIGNMENT_MESSAGES.s8AuthorityToLeave, code: CONSIGNMENT_ERROR_CODES.s8AuthorityToLeave }));
    const { user, onDispatched } = renderForm([ready('HC-1')]);
    await user.type(screen.getByLabelText(CONSIGNMENT_MESSAGES.trackingNumberLabel), 'AB123456789AU');
    await user.click(screen.getByRole('checkbox', { name: CONSIGNMENT_MESSAGES.authorityToLeaveLabel }));
    await user.click(screen.getByRole('button', { name: 'Dispatch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${CONSIGNMENT_MESSAGES.dispatchFailed}${CONSIGNMENT_MESSAGES.s8AuthorityToLeave}`);
    expect(sentBody()).toMatchObject({ authorityToLeave: true, signatureRequired: false });
    expect(onDispatched).not.toHaveBeenCalled();
  });

  it('names the addresses of orders going to different places and sends nothing', async () => {
    const { user } = renderForm([ready('HC-1', BALMAIN), ready('HC-2', NEWTOWN)]);
    expect(screen.getByText(CONSIGNMENT_MESSAGES.mixedAddresses)).toBeVisible();
    expect(screen.getByText('1 Darling Street, Balmain NSW 2041: HC-1')).toBeVisible();
    expect(screen.getByText('9 King Street, Newtown NSW 2042: HC-2')).toBeVisible();
    await user.type(screen.getByLabelText(CONSIGNMENT_MESSAGES.trackingNumberLabel), 'AB123456789AU');
    await user.click(screen.getByRole('button', { name: 'Dispatch' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CONSIGNMENT_MESSAGES.mixedAddresses);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says what is missing before sending: a tracking number, or one of the wrong form', async () => {
    const { user } = renderForm([ready('HC-1')]);
    await user.click(screen.getByRole('button', { name: 'Dispatch' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CONSIGNMENT_MESSAGES.trackingNumberRequired);
    await user.type(screen.getByLabelText(CONSIGNMENT_MESSAGES.trackingNumberLabel), '12#');
    await user.click(screen.getByRole('button', { name: 'Dispatch' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CONSIGNMENT_MESSAGES.trackingNumberFormat);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
