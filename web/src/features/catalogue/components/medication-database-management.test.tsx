import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_API_PATHS, SHEET_SYNC_MESSAGES, type SheetConfig } from '@pharmacy/shared';
import { jsonResponse, stubFetch } from '@/test/stub-fetch.ts';
import { MedicationDatabaseManagement } from './medication-database-management.tsx';

const ADMIN_EMAIL = 'admin@example.test';
vi.mock('@/lib/current-id-token.ts', () => ({ currentIdToken: () => Promise.resolve('admin-id-token') }));
vi.mock('@/lib/firebase.ts', () => ({
  getFirebase: () => Promise.resolve({ auth: { currentUser: { email: ADMIN_EMAIL } } }),
}));

const fetchMock = stubFetch();

const CONNECTED: SheetConfig = {
  sheetId: '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd',
  sheetNames: ['Dermatitis', 'Pain'],
  lastSynced: '2026-11-22T04:05:00.000Z',
};
const STATS = { conditions: 3, totalFormulas: 7, totalDosages: 21, sheetNames: ['Dermatitis', 'Pain', 'Hormone'] };

type Answer = Response | Error | Promise<Response>;

/** Answers GETs of the configuration with `configs` in turn (the last one repeats) and POSTs of a sync with `sync`. */
function serve(configs: (SheetConfig | null)[], sync?: Answer) {
  let read = 0;
  fetchMock.mockImplementation((input, init) => {
    if (input === ADMIN_API_PATHS.googleSheetConfig && !init?.method) {
      const config = configs[Math.min(read++, configs.length - 1)] ?? null;
      return Promise.resolve(jsonResponse(200, { success: true, sheetId: config?.sheetId ?? null, config }));
    }
    if (input === ADMIN_API_PATHS.syncGoogleSheet && init?.method === 'POST' && sync) {
      return sync instanceof Error ? Promise.reject(sync) : Promise.resolve(sync);
    }
    return Promise.reject(new Error(`unexpected request ${String(input)}`));
  });
}

function renderPanel() {
  const user = userEvent.setup();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MedicationDatabaseManagement />
    </QueryClientProvider>,
  );
  return user;
}

const toggle = () => screen.getByRole('button', { name: /^(Configure Google Sheet|Hide Configuration)$/ });
const sheetIdInput = () => screen.getByRole('textbox', { name: 'Google Sheet ID' });
const connectButton = () => screen.getByRole('button', { name: 'Connect & Sync' });
const result = () => screen.getByRole('status');
const syncRequests = () => fetchMock.mock.calls.filter(([input]) => input === ADMIN_API_PATHS.syncGoogleSheet);

async function openAndConnect(user: ReturnType<typeof userEvent.setup>, sheetId: string) {
  await user.click(toggle());
  await user.type(sheetIdInput(), sheetId);
  await user.click(connectButton());
}

describe('Medication Database Management', () => {
  it('toggles the configuration panel between Configure Google Sheet and Hide Configuration', async () => {
    serve([null]);
    const user = renderPanel();
    expect(screen.getByRole('heading', { name: 'Medication Database Management' })).toBeVisible();
    expect(toggle()).toHaveTextContent('Configure Google Sheet');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Google Sheet ID' })).toBeNull();

    await user.click(toggle());
    expect(toggle()).toHaveTextContent('Hide Configuration');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(sheetIdInput()).toBeRequired();
    expect(screen.getByText(/column B: the strengths, separated by a pipe \(\|\)/i)).toBeVisible();
    expect(screen.getByText(/publicly accessible, or share it with the pharmacy.s service account/i)).toBeVisible();

    await user.click(toggle());
    expect(toggle()).toHaveTextContent('Configure Google Sheet');
    expect(screen.queryByRole('textbox', { name: 'Google Sheet ID' })).toBeNull();
  });

  it('keeps Connect & Sync disabled until an ID is typed; spaces do not count', async () => {
    serve([null]);
    const user = renderPanel();
    await user.click(toggle());
    expect(connectButton()).toBeDisabled();
    await user.type(sheetIdInput(), '   ');
    expect(connectButton()).toBeDisabled();
    await user.type(sheetIdInput(), 'abc');
    expect(connectButton()).toBeEnabled();
  });

  it('asks for an ID when the form is submitted empty, in red, and sends nothing', async () => {
    serve([null]);
    const user = renderPanel();
    await user.click(toggle());
    await user.type(sheetIdInput(), '  ');
    fireEvent.submit(sheetIdInput().closest('form')!);
    expect(result()).toHaveTextContent('Please enter a Google Sheet ID');
    expect(result()).toHaveClass('sync-result--error');
    expect(syncRequests()).toHaveLength(0);
  });

  it('shows the connected sheet: its ID, how many tabs, their names and when it was last synced', async () => {
    serve([CONNECTED]);
    renderPanel();
    await screen.findByText(CONNECTED.sheetId);
    const facts = screen.getByRole('heading', { name: 'Current Configuration' }).parentElement!;
    expect(within(facts).getByText('Tabs found').nextElementSibling).toHaveTextContent('2');
    expect(within(facts).getByRole('list')).toHaveTextContent('DermatitisPain');
    expect(within(facts).getByText('Last synced').nextElementSibling).toHaveTextContent('22 November 2026 at 3:05 pm');
    expect(screen.getByRole('button', { name: 'Sync Now' })).toBeEnabled();
  });

  it('offers no Sync Now before a sheet is connected', async () => {
    serve([null]);
    renderPanel();
    await screen.findByText('No Google Sheet is connected yet.');
    expect(screen.queryByRole('button', { name: 'Sync Now' })).toBeNull();
  });

  it('connects a sheet: sends the ID and who synced it, says ✅ in green, closes the panel and shows the new configuration', async () => {
    const synced = { ...CONNECTED, sheetNames: STATS.sheetNames, lastSynced: '2026-11-23T00:00:00Z' };
    serve([null, synced], jsonResponse(200, { success: true, stats: STATS, config: synced }));
    const user = renderPanel();
    await openAndConnect(user, `  ${CONNECTED.sheetId} `);

    expect(await screen.findByText('✅ Success! Synced 3 conditions, 7 formulas, and 21 dosages.')).toHaveClass(
      'sync-result--success',
    );
    const [, init] = syncRequests()[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ sheetId: CONNECTED.sheetId, syncedBy: ADMIN_EMAIL });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer admin-id-token');
    expect(toggle()).toHaveTextContent('Configure Google Sheet');
    expect(screen.queryByRole('textbox', { name: 'Google Sheet ID' })).toBeNull();
    expect(await screen.findByText('23 November 2026 at 11:00 am')).toBeVisible();
    expect(screen.getByRole('list')).toHaveTextContent('DermatitisPainHormone');
  });

  it('sends the ID of a pasted Google Sheets address', async () => {
    serve([null], jsonResponse(200, { success: true, stats: STATS, config: CONNECTED }));
    const user = renderPanel();
    await openAndConnect(user, `https://docs.google.com/spreadsheets/d/${CONNECTED.sheetId}/edit#gid=0`);
    await screen.findByText(/✅ Success!/);
    expect(JSON.parse(String(syncRequests()[0]![1]?.body))).toMatchObject({ sheetId: CONNECTED.sheetId });
  });

  it('shows the server\u2019s refusal after ❌ Error: in red and keeps the panel open', async () => {
    serve([null], jsonResponse(403, { error: SHEET_SYNC_MESSAGES.notShared }));
    const user = renderPanel();
    await openAndConnect(user, 'private-sheet');
    expect(await screen.findByText(`❌ Error: ${SHEET_SYNC_MESSAGES.notShared}`)).toHaveClass('sync-result--error');
    expect(sheetIdInput()).toHaveValue('private-sheet');
    expect(connectButton()).toBeEnabled();
  });

  it('shows a network failure after ❌ Sync failed: in red', async () => {
    serve([null], new TypeError('Failed to fetch'));
    const user = renderPanel();
    await openAndConnect(user, 'any-sheet');
    expect(await screen.findByText('❌ Sync failed: Failed to fetch')).toHaveClass('sync-result--error');
  });

  it('syncs the connected sheet again with Sync Now, showing Syncing... meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    serve([CONNECTED], new Promise<Response>((resolve) => (answer = resolve)));
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Sync Now' }));

    expect(screen.getByRole('button', { name: 'Syncing...' })).toBeDisabled();
    await user.click(toggle());
    await user.type(sheetIdInput(), 'another-sheet');
    expect(connectButton()).toBeDisabled();
    expect(JSON.parse(String(syncRequests()[0]![1]?.body))).toMatchObject({ sheetId: CONNECTED.sheetId });

    answer(jsonResponse(200, { success: true, stats: STATS, config: CONNECTED }));
    expect(await screen.findByRole('button', { name: 'Sync Now' })).toBeEnabled();
    expect(result()).toHaveTextContent('✅ Success! Synced 3 conditions');
  });
});
