import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_API_PATHS, ADMIN_MESSAGES } from '@pharmacy/shared';
import * as apiReply from '@/lib/api-reply.ts';
import { practitionerRow } from '../test-rows.ts';
import { StatusCell } from './status-cell.tsx';

// The HTTP round trip is covered by the browser tests against the emulators.
vi.mock('@/lib/api-reply.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof apiReply>()),
  postJson: vi.fn(),
}));
vi.mock('@/lib/current-id-token.ts', () => ({ currentIdToken: vi.fn(async () => 'id-token') }));
const post = vi.mocked(apiReply.postJson);

const row = practitionerRow({ id: 'uid-7', firstName: 'Jane', lastName: 'Citizen', email: 'jane@clinic.test', status: 'pending' });

function renderCell() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <StatusCell row={row} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const reply = (status: number, body: unknown) => ({ ok: status < 300, status, body });
const confirmButton = () => screen.queryByRole('button', { name: /^Confirm/ });

describe('the status cell', () => {
  let alert: ReturnType<typeof vi.spyOn>;
  let confirm: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    post.mockReset();
    alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the stored status in words and offers Confirm only while another is chosen', async () => {
    const user = renderCell();
    expect(screen.getByText('Pending', { ignore: 'option' })).toBeInTheDocument();
    expect(confirmButton()).not.toBeInTheDocument();

    const dropdown = screen.getByRole('combobox', { name: 'New status for Jane Citizen' });
    await user.selectOptions(dropdown, 'approved');
    expect(confirmButton()).toHaveAccessibleName('Confirm status Approved for Jane Citizen');
    await user.selectOptions(dropdown, 'pending');
    expect(confirmButton()).not.toBeInTheDocument();
  });

  it('sends the change as the signed-in admin and says when the e-mail could not be sent', async () => {
    post.mockResolvedValue(reply(200, { success: true, notified: false }));
    const user = renderCell();
    await user.selectOptions(screen.getByRole('combobox'), 'approved');
    await user.click(confirmButton()!);

    expect(post).toHaveBeenCalledWith(
      ADMIN_API_PATHS.practitionerStatusNotify,
      { userId: 'uid-7', email: 'jane@clinic.test', firstName: 'Jane', lastName: 'Citizen', status: 'approved' },
      'id-token',
    );
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(ADMIN_MESSAGES.notifyFailed));
    expect(confirmButton()).not.toBeInTheDocument();
  });

  it("alerts the server's reason when it refuses, keeping the choice", async () => {
    post.mockResolvedValue(reply(409, { error: ADMIN_MESSAGES.cannotApproveUnverified }));
    const user = renderCell();
    await user.selectOptions(screen.getByRole('combobox'), 'approved');
    await user.click(confirmButton()!);

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(ADMIN_MESSAGES.statusFailed + ADMIN_MESSAGES.cannotApproveUnverified));
    expect(confirmButton()).toBeInTheDocument();
  });

  it('deletes only after the confirmation, then says so', async () => {
    confirm.mockReturnValueOnce(false);
    post.mockResolvedValue(reply(200, { success: true, details: 'Deleted.' }));
    const user = renderCell();
    const deleteButton = screen.getByRole('button', { name: 'Delete Jane Citizen' });

    await user.click(deleteButton);
    expect(confirm).toHaveBeenCalledWith(ADMIN_MESSAGES.deleteConfirm);
    expect(post).not.toHaveBeenCalled();

    await user.click(deleteButton);
    expect(post).toHaveBeenCalledWith(ADMIN_API_PATHS.deleteUser, { userId: 'uid-7', email: 'jane@clinic.test' }, 'id-token');
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(ADMIN_MESSAGES.deleteSuccess));
  });

  it('alerts the details of a refused delete, and a network failure', async () => {
    const user = renderCell();
    post.mockResolvedValueOnce(reply(500, { details: 'Auth user could not be removed.' }));
    await user.click(screen.getByRole('button', { name: /^Delete/ }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(`${ADMIN_MESSAGES.deleteFailed}Auth user could not be removed.`));

    post.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: /^Delete/ }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(`${ADMIN_MESSAGES.deleteNetwork}Failed to fetch`));
  });
});
