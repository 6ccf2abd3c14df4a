/**
 * The admin's Medication Database Management panel (spec sections 2, 4, 5 and 8),
 * syncing sheets held by the local Google Sheets API stand-in. Sheets that sync
 * successfully hold the built-in catalogue, so practitioners ordering in other
 * stories at the same time keep seeing the same medications.
 */
import type { Locator, Page } from '@playwright/test';
import { ADMIN_MESSAGES, ROUTES, SHEET_SYNC_MESSAGES } from '@pharmacy/shared';
import { demoWorkbook } from '../../scripts/stack/sheets-standin/demo-workbook.ts';
import { closeAdmin } from '../support/admin.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import {
  loadWorkbook,
  medicationTab,
  removeTestWorkbooks,
  standInRequests,
  uniqueSheetId,
  type StandInWorkbook,
} from '../support/sheets.ts';
import { sydneyToday } from '../support/sydney-date.ts';
import { createAdmin, deleteTestUsers } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

// A sync reads the sheet and rewrites the catalogue through the Functions emulator:
// seconds on its own, many more while other suites use the stack.
test.slow();
const SYNC_TIMEOUT = 30_000;

// The colours of catalogue-sync.css: green for a message with ✅, red otherwise.
const GREEN = 'rgb(27, 94, 43)';
const RED = 'rgb(168, 32, 13)';

// global-setup.ts puts the catalogue and the connected sheet back after the run.
afterEachStory(async () => {
  await removeTestWorkbooks();
  await deleteTestUsers();
});
test.afterAll(closeAdmin);

const panel = (page: Page): Locator => page.getByRole('region', { name: 'Medication Database Management' });
const result = (page: Page): Locator => panel(page).getByRole('status');
const expectResult = (page: Page, text: string | RegExp) => expect(result(page)).toHaveText(text, { timeout: SYNC_TIMEOUT });
const sheetIdField = (page: Page): Locator => panel(page).getByRole('textbox', { name: 'Google Sheet ID' });
const connectButton = (page: Page): Locator => panel(page).getByRole('button', { name: 'Connect & Sync' });

async function openAsAdmin(page: Page): Promise<void> {
  const admin = await createAdmin();
  await openSignedIn(page, admin, ROUTES.admin);
  await expectScreen(page, ROUTES.admin);
  await expect(panel(page)).toBeVisible();
}

async function connect(page: Page, sheetId: string): Promise<void> {
  await panel(page).getByRole('button', { name: 'Configure Google Sheet' }).click();
  await sheetIdField(page).fill(sheetId);
  await connectButton(page).click();
}

/** A fact of the current configuration (a <dt> and its <dd>). */
const configFact = (page: Page, name: string): Locator =>
  panel(page).locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');

/** ✅ Success! Synced {n} conditions, {n} formulas, and {n} dosages: one condition per tab, one formula per row under the header. */
function successMessageFor(workbook: StandInWorkbook): RegExp {
  const formulas = workbook.tabs.reduce((sum, tab) => sum + tab.rows.length - 1, 0);
  return new RegExp(`^✅ Success! Synced ${workbook.tabs.length} conditions, ${formulas} formulas, and \\d+ dosages\\.$`);
}

/** Today in Sydney as the panel writes it, e.g. "22 November 2026 at 3:05 pm". */
function syncedTodayInSydney(): RegExp {
  const { day, monthName, year } = sydneyToday();
  return new RegExp(`^${day} ${monthName} ${year} at (1[0-2]|[1-9]):[0-5]\\d (am|pm)$`);
}

async function expectConnected(page: Page, sheetId: string, workbook: StandInWorkbook): Promise<void> {
  await expect(configFact(page, 'Sheet ID')).toHaveText(sheetId);
  await expect(configFact(page, 'Tabs found')).toHaveText(String(workbook.tabs.length));
  await expect(configFact(page, 'Tab names').getByRole('listitem')).toHaveText(workbook.tabs.map((tab) => tab.title));
  await expect(configFact(page, 'Last synced')).toHaveText(syncedTodayInSydney());
}

// These stories change the one connected sheet: one at a time, so each sees its own.
test.describe('syncing a sheet', () => {
  test.describe.configure({ mode: 'default' });

  test('An admin connects a Google Sheet and sees what was synced', async ({ page }) => {
    const workbook = demoWorkbook();
    const sheetId = await loadWorkbook(workbook);
    await openAsAdmin(page);
    await connect(page, sheetId);

    await expectResult(page, successMessageFor(workbook));
    await expect(result(page)).toHaveCSS('color', GREEN);
    // A success closes the configuration panel and shows the sheet now connected.
    await expect(panel(page).getByRole('button', { name: 'Configure Google Sheet' })).toHaveAttribute('aria-expanded', 'false');
    await expect(sheetIdField(page)).toBeHidden();
    await expectConnected(page, sheetId, workbook);
    await expectAccessible(page);
  });

  test('An admin can paste the sheet\u2019s whole address instead of its ID', async ({ page }) => {
    const workbook = demoWorkbook();
    const sheetId = await loadWorkbook(workbook);
    await openAsAdmin(page);
    await connect(page, `https://docs.google.com/spreadsheets/d/${sheetId}/edit#gid=0`);

    await expectResult(page, successMessageFor(workbook));
    await expectConnected(page, sheetId, workbook);
  });

  test('Sync Now reads the connected sheet again', async ({ page }) => {
    const workbook = demoWorkbook();
    const sheetId = await loadWorkbook(workbook);
    await openAsAdmin(page);
    await connect(page, sheetId);
    await expectResult(page, successMessageFor(workbook));
    const readsBefore = (await standInRequests(sheetId)).length;

    // Hold the request so the busy state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/sync-google-sheet', async (route) => {
      await held;
      await route.continue();
    });
    await panel(page).getByRole('button', { name: 'Sync Now' }).click();
    await expect(panel(page).getByRole('button', { name: 'Syncing...' })).toBeDisabled();
    await panel(page).getByRole('button', { name: 'Configure Google Sheet' }).click();
    await sheetIdField(page).fill(sheetId);
    await expect(connectButton(page)).toBeDisabled();
    release();

    await expectResult(page, successMessageFor(workbook));
    await expect(panel(page).getByRole('button', { name: 'Sync Now' })).toBeEnabled();
    expect((await standInRequests(sheetId)).length).toBeGreaterThan(readsBefore);
    await expectConnected(page, sheetId, workbook);
  });
});

test('Connect & Sync stays disabled until a Sheet ID is typed', async ({ page }) => {
  await openAsAdmin(page);
  await panel(page).getByRole('button', { name: 'Configure Google Sheet' }).click();
  await expect(panel(page).getByRole('button', { name: 'Hide Configuration' })).toHaveAttribute('aria-expanded', 'true');
  await expect(connectButton(page)).toBeDisabled();
  await sheetIdField(page).fill('   ');
  await expect(connectButton(page)).toBeDisabled();
  await sheetIdField(page).fill(uniqueSheetId());
  await expect(connectButton(page)).toBeEnabled();
  await expectAccessible(page);

  await panel(page).getByRole('button', { name: 'Hide Configuration' }).click();
  await expect(sheetIdField(page)).toBeHidden();
});

const GOOD_ROW = ['Barrier Cream', '1%|2%', '30g|60g', 'Fragrance-free base.'];

const refusals: { story: string; workbook: StandInWorkbook | null; reason: string }[] = [
  {
    story: 'a sheet not shared with the service account',
    workbook: { tabs: [medicationTab('Dermatitis', GOOD_ROW)], shared: false },
    reason: SHEET_SYNC_MESSAGES.notShared,
  },
  { story: 'a sheet without tabs', workbook: { tabs: [] }, reason: SHEET_SYNC_MESSAGES.noTabs },
  {
    story: 'a tab with no medications',
    workbook: { tabs: [medicationTab('Dermatitis', GOOD_ROW), medicationTab('Pain')] },
    reason: SHEET_SYNC_MESSAGES.emptyTab('Pain'),
  },
  {
    story: 'a medication listed twice in one tab',
    workbook: { tabs: [medicationTab('Dermatitis', GOOD_ROW, ['Barrier Cream', '5%', '15g'])] },
    reason: SHEET_SYNC_MESSAGES.duplicateName('Dermatitis', 'Barrier Cream'),
  },
  { story: 'an ID no sheet has', workbook: null, reason: SHEET_SYNC_MESSAGES.notFound },
];

for (const { story, workbook, reason } of refusals) {
  test(`A sync of ${story} is refused in red, saying why`, async ({ page }) => {
    const sheetId = workbook ? await loadWorkbook(workbook) : uniqueSheetId();
    await openAsAdmin(page);
    await connect(page, sheetId);

    await expectResult(page, `${ADMIN_MESSAGES.syncErrorPrefix}${reason}`);
    await expect(result(page)).toHaveCSS('color', RED);
    // The panel stays open with the ID, to fix the sheet and try again.
    await expect(sheetIdField(page)).toHaveValue(sheetId);
    await expect(connectButton(page)).toBeEnabled();
    await expectAccessible(page);
  });
}

test('A sync that cannot reach the server says so in red', async ({ page }) => {
  await openAsAdmin(page);
  await page.route('**/api/sync-google-sheet', (route) => route.abort('internetdisconnected'));
  await connect(page, uniqueSheetId());
  await expectResult(page, new RegExp(`^${ADMIN_MESSAGES.syncNetworkPrefix}\\S`));
  await expect(result(page)).toHaveCSS('color', RED);
});
