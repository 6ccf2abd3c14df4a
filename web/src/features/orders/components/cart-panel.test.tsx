import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClinicAccount } from '@pharmacy/shared';
import { catalogue, cartItem } from '../test-fixtures.ts';
import { CartPanel, type CartSend } from './cart-panel.tsx';

const asked = vi.fn();
// Only the prescriber Alice (whom the staff member works for) has an open account; the staff member has none of their own.
vi.mock('@/features/clinic-accounts/api/clinic-accounts.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useMyClinicAccount: (enabled: boolean, actingFor?: string) => {
    asked(enabled, actingFor);
    return { data: { account: enabled && actingFor === 'alice-uid' ? aliceAccount : null } };
  },
}));
vi.mock('@/features/prices/api/billing-settings.ts', async (original) => {
  const { DEFAULT_BILLING_SETTINGS } = await import('@pharmacy/shared');
  return { ...(await original<Record<string, unknown>>()), useBillingSettings: () => ({ data: { success: true, settings: DEFAULT_BILLING_SETTINGS, savedAt: null } }) };
});

const aliceAccount: ClinicAccount = {
  accountId: 'alice-uid',
  prescriberId: 'alice-uid',
  name: 'Balmain Clinic',
  prescriberName: 'Alice Ng',
  prescriberEmail: 'alice@clinic.test',
  paymentTermsDays: 14,
  accountsEmail: '',
  status: 'open',
  openedAt: '2026-06-01T00:00:00.000Z',
  closedAt: null,
};

function renderCart(send: CartSend, actingFor?: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CartPanel
        cart={[cartItem()]}
        dispatch={vi.fn()}
        notes=""
        notice={null}
        headingRef={createRef()}
        chosenPatient={null}
        onSubmitted={vi.fn()}
        send={send}
        database={catalogue}
        actingFor={actingFor}
      />
    </QueryClientProvider>,
  );
}

async function sendIt(label: string) {
  await userEvent.click(screen.getByRole('checkbox', { name: /consent/i }));
  await userEvent.click(screen.getByRole('button', { name: label }));
}

beforeEach(() => asked.mockReset());

describe('who pays on a draft (decision 083)', () => {
  it("offers a staff member the prescriber's open account, and sends the draft with the clinic as payer", async () => {
    const run = vi.fn<CartSend['run']>(async () => 'draft-1');
    renderCart({ label: 'Send for signing', run, initialPayer: 'patient' }, 'alice-uid');
    expect(asked).toHaveBeenCalledWith(true, 'alice-uid');
    const whoPays = screen.getByRole('group', { name: 'Who pays' });
    expect(within(whoPays).getByRole('radio', { name: 'The patient' })).toBeChecked();

    await userEvent.click(within(whoPays).getByRole('radio', { name: 'The clinic’s account (Balmain Clinic)' }));
    await sendIt('Send for signing');
    expect(run.mock.calls[0]?.[0]).toMatchObject({ payer: 'clinic' });
  });

  it("opens a saved draft's payer as the staff member's first choice", () => {
    renderCart({ label: 'Send for signing again', run: vi.fn(), initialPayer: 'clinic' }, 'alice-uid');
    expect(within(screen.getByRole('group', { name: 'Who pays' })).getByRole('radio', { name: 'The clinic’s account (Balmain Clinic)' })).toBeChecked();
  });

  it('on the draft the prescriber opened, offers no second choice and saves with the signing panel’s payer', async () => {
    const run = vi.fn<CartSend['run']>(async () => 'draft-1');
    renderCart({ label: 'Save changes to the draft', run, payer: 'clinic' });
    expect(screen.queryByRole('group', { name: 'Who pays' })).not.toBeInTheDocument();
    await sendIt('Save changes to the draft');
    expect(run.mock.calls[0]?.[0]).toMatchObject({ payer: 'clinic' });
  });
});
