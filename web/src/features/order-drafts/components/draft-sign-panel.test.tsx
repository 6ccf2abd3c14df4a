import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLINIC_ACCOUNT_MESSAGES, type ClinicAccount, type OrderDraft, type Payer } from '@pharmacy/shared';
import { orderDraft } from '@pharmacy/shared/testing';
import { DraftSignPanel } from './order-drafts.tsx';

const signed = vi.fn();
let account: ClinicAccount | null = null;
/** False while the prescriber's clinic account is still being read. */
let accountRead = true;

// The servers are replaced: what is under test is who pays as the signing screen shows it and signs it (decision 083).
vi.mock('@/features/clinic-accounts/api/clinic-accounts.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useMyClinicAccount: () => ({ data: accountRead ? { account } : undefined }),
}));
vi.mock('../api/order-drafts.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useSignDraft: () => ({ mutate: signed, isPending: false, error: null }),
  useSendBackDraft: () => ({ mutate: vi.fn(), isPending: false, error: null }),
}));

const openAccount: ClinicAccount = {
  accountId: 'olivia',
  prescriberId: 'olivia',
  name: 'Balmain Clinic',
  prescriberName: 'Olivia Chen',
  prescriberEmail: 'olivia@clinic.test',
  paymentTermsDays: 14,
  accountsEmail: '',
  status: 'open',
  openedAt: '2026-06-01T00:00:00.000Z',
  closedAt: null,
};

const draft = (payer: Payer): OrderDraft => orderDraft({ draftId: 'draft-1', preparedBy: { uid: 'nora', name: 'Nora Staff', email: 'nora@clinic.test' }, lastChangedBy: { uid: 'nora', name: 'Nora Staff' }, payer, version: 3 });

/** The panel as the draft editor holds it: who pays is state above it. */
function Panel({ opened }: { opened: OrderDraft }) {
  const [payer, setPayer] = useState<Payer>(opened.payer);
  return <DraftSignPanel draft={opened} unsaved={false} payer={{ payer, change: setPayer }} onSigned={vi.fn()} onSentBack={vi.fn()} />;
}

beforeEach(() => {
  signed.mockReset();
  account = null;
  accountRead = true;
});

describe('who pays on the signing screen (decision 083)', () => {
  it("shows the staff member's choice of the clinic's account, and signs with the prescriber's change to the patient", async () => {
    account = openAccount;
    render(<Panel opened={draft('clinic')} />);
    expect(within(screen.getByRole('group', { name: 'Who pays' })).getByRole('radio', { name: 'The clinic’s account (Balmain Clinic)' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'The patient' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign and send to the pharmacy' }));
    expect(signed).toHaveBeenCalledWith({ draft: expect.objectContaining({ draftId: 'draft-1', version: 3 }), payer: 'patient' }, expect.anything());
  });

  it('signs with the clinic as payer when the prescriber leaves the draft as it is', async () => {
    account = openAccount;
    render(<Panel opened={draft('clinic')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign and send to the pharmacy' }));
    expect(signed).toHaveBeenCalledWith(expect.objectContaining({ payer: 'clinic' }), expect.anything());
  });

  it('without an open account, a clinic-paid draft says so and offers the patient instead', async () => {
    render(<Panel opened={draft('clinic')} />);
    expect(screen.queryByRole('group', { name: 'Who pays' })).not.toBeInTheDocument();
    expect(screen.getByText(CLINIC_ACCOUNT_MESSAGES.noOpenAccount, { exact: false })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Let the patient pay' }));
    expect(screen.getByText('Who pays: The patient')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign and send to the pharmacy' }));
    expect(signed).toHaveBeenCalledWith(expect.objectContaining({ payer: 'patient' }), expect.anything());
  });

  it('while the clinic account is read, the draft names its payer in the same line, so the button does not move under a click', () => {
    accountRead = false;
    const { rerender } = render(<Panel opened={draft('patient')} />);
    const button = screen.getByRole('button', { name: 'Sign and send to the pharmacy' });
    expect(button.previousElementSibling).toHaveTextContent('Who pays: The patient');

    accountRead = true;
    rerender(<Panel opened={draft('patient')} />);
    expect(screen.getByText('Who pays: The patient')).toBe(button.previousElementSibling);
  });

  it('without an open account, a patient-paid draft names the patient and offers no choice', () => {
    render(<Panel opened={draft('patient')} />);
    expect(screen.getByText('Who pays: The patient')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
