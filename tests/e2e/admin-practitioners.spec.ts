/**
 * The admin's practitioner list (spec section 2, "Admin dashboard"): filters, sorting,
 * copying, status changes with their e-mail, deleting and the views (the stat cards:
 * admin-practitioner-counts.spec.ts).
 * Every story seeds practitioners whose last name is its own marker and searches for
 * it, so other data in the shared emulators never shows up in what it checks.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { ADMIN_API_PATHS, ADMIN_MESSAGES, ROUTES, SIGN_IN_SECURITY_CODES, SIGN_IN_SECURITY_MESSAGES, SITE } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { outboxMessages } from '../support/outbox.ts';
import { enterSmsCode } from '../support/portal-forms.ts';
import { sydneyIsoDate } from '../support/sydney-date.ts';
import { deleteTestUsers } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';
import { newMarker, openDashboardAsAdmin, seedPractitioner, seedPractitioners } from './practitioner-seeds.ts';

afterEachStory(deleteTestUsers);
// Every story signs an admin in (a password, then a code through the Auth emulator) and
// seeds practitioners: 60 s on a busy two-core machine (test.slow() triples it).
test.describe.configure({ timeout: 60_000 });

/** Status changes and deletes answer once the server has written, audited and e-mailed: slower than a render. */
const SERVER_WORK = { timeout: 30_000 };
test.afterAll(closeAdmin);

// By its caption: the view also lists the prescribers' staff in a table.
const table = (page: Page) => page.getByRole('table', { name: /^Practitioner registrations/ });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const rowOf = (page: Page, firstName: string) => bodyRows(page).filter({ hasText: firstName });
const search = (page: Page) => page.getByPlaceholder(ADMIN_MESSAGES.searchPlaceholder);
/** The first-name cells, top to bottom: `toHaveText([...])` waits for the (deferred) filter to apply. */
const firstNames = (page: Page) => bodyRows(page).locator('td:first-child .copyable__text');

/** Searches for the story's marker and waits until only its practitioners are listed. */
async function showOnly(page: Page, marker: string, count: number): Promise<void> {
  await search(page).fill(marker);
  await expect(bodyRows(page).filter({ hasText: marker })).toHaveCount(count);
  await expect(bodyRows(page)).toHaveCount(count);
}
/** The status a row has stored (the word beside the dot), not the dropdown's choice. */
const storedStatus = (row: Locator) => row.locator('.status-cell__stored');
const header = (page: Page, name: string) => page.getByRole('columnheader', { name: new RegExp(`^${name}`) });

test('An admin finds practitioners by name, e-mail, status, registration date and date of birth', async ({ page }) => {
  test.slow();
  const marker = newMarker();
  const [, ben] = await seedPractitioners(
    marker,
    { firstName: 'Amelia', createdAt: '2024-03-04T10:00:00+11:00', dob: [1985, 3, 7] },
    // 00:30 on 5 March in Sydney, still 4 March in UTC.
    { firstName: 'Ben', status: 'approved', createdAt: '2024-03-05T00:30:00+11:00' },
    { firstName: 'Chloe', status: 'rejected', createdAt: '2024-02-20T09:00:00+11:00' },
  );
  await openDashboardAsAdmin(page);

  await showOnly(page, marker.toUpperCase(), 3);
  await expect(page.getByText('Showing 1–3 of 3')).toBeVisible();
  const amelia = rowOf(page, 'Amelia');
  await expect(amelia.locator('td').nth(7)).toHaveText('7/3/1985');
  await expect(amelia.locator('td').nth(8)).toHaveText('04/03/2024');
  await expect(rowOf(page, 'Ben').locator('td').nth(7)).toHaveText('-');
  await expectAccessible(page);

  await test.step('by the start of a full name and of an e-mail address', async () => {
    await search(page).fill(`amelia ${marker}`);
    await expect(firstNames(page)).toHaveText(['Amelia']);
    // The start of the address up to its unique part, in capitals: "PRACTITIONER-1A2B".
    await search(page).fill(ben.email.slice(0, ben.email.lastIndexOf('-') + 5).toUpperCase());
    await expect(firstNames(page)).toHaveText(['Ben']);
  });

  await showOnly(page, marker, 3);
  await test.step('by status', async () => {
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Approved' });
    await expect(firstNames(page)).toHaveText(['Ben']);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All' });
  });

  await test.step('by registration date, as Sydney calendar days', async () => {
    await page.getByLabel('Registered From').fill('2024-03-04');
    await page.getByLabel('Registered To').fill('2024-03-04');
    await expect(firstNames(page)).toHaveText(['Amelia']);
    await page.getByLabel('Registered From').fill('2024-03-05');
    await page.getByLabel('Registered To').fill('');
    await expect(firstNames(page)).toHaveText(['Ben']);
    await page.getByLabel('Registered From').fill('');
  });

  await test.step('by date of birth', async () => {
    await page.getByLabel('DOB').fill('1985-03-07');
    await expect(firstNames(page)).toHaveText(['Amelia']);
    await page.getByLabel('DOB').fill('1985-03-08');
    await expect(table(page)).toContainText(ADMIN_MESSAGES.noPractitioners);
  });

  await test.step('by role: the list holds practitioners only', async () => {
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await showOnly(page, marker, 3);
    await page.getByLabel('Role').selectOption({ label: 'Admin' });
    await expect(table(page)).toContainText(ADMIN_MESSAGES.noPractitioners);
    await page.getByLabel('Role').selectOption({ label: 'Practitioner' });
    await expect(bodyRows(page)).toHaveCount(3);
  });
});

test('Sorting by a column starts ascending, a second click reverses it, and an arrow marks it', async ({ page }) => {
  const marker = newMarker();
  await seedPractitioners(
    marker,
    { firstName: 'Amelia', practitionerNumber: 'MED0000003' },
    { firstName: 'Ben', practitionerNumber: 'MED0000001' },
    { firstName: 'Chloe', practitionerNumber: 'MED0000002' },
  );
  await openDashboardAsAdmin(page);
  await showOnly(page, marker, 3);

  const numberHeader = header(page, 'Practitioner #');
  await numberHeader.getByRole('button').click();
  await expect(numberHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(numberHeader).toContainText('▲');
  await expect(header(page, 'Registered')).not.toHaveAttribute('aria-sort');
  await expect(firstNames(page)).toHaveText(['Ben', 'Chloe', 'Amelia']);

  await numberHeader.getByRole('button').click();
  await expect(numberHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(numberHeader).toContainText('▼');
  await expect(firstNames(page)).toHaveText(['Amelia', 'Chloe', 'Ben']);

  await test.step('both name columns sort by name, starting ascending', async () => {
    await header(page, 'Last Name').getByRole('button').click();
    await expect(header(page, 'First Name')).toHaveAttribute('aria-sort', 'ascending');
    await expect(numberHeader).not.toHaveAttribute('aria-sort');
    await expect(firstNames(page)).toHaveText(['Amelia', 'Ben', 'Chloe']);
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    await page.getByLabel('Direction').selectOption({ label: 'Descending' });
    await expect(firstNames(page)).toHaveText(['Chloe', 'Ben', 'Amelia']);
  });
});

test("Copying a practitioner's e-mail puts it on the clipboard and says so", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const marker = newMarker();
  const amelia = await seedPractitioner(marker, { firstName: 'Amelia' });
  await openDashboardAsAdmin(page);
  await showOnly(page, marker, 1);

  const copy = page.getByRole('button', { name: `Copy email ${amelia.email}` });
  await copy.click();
  await expect(copy).toHaveText('Copied');
  await expect(page.getByRole('status').filter({ hasText: `Copied email ${amelia.email}` })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(amelia.email);
  await expect(copy).toHaveText('Copy', { timeout: 4000 });

  await page.getByRole('button', { name: `Copy last name ${marker}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(marker);
});

/** Chooses a status in the row's dropdown. */
async function stage(row: Locator, status: string): Promise<void> {
  await row.getByRole('combobox', { name: /^New status for/ }).selectOption({ label: status });
}

test('Confirm appears only for a new status, and approving e-mails the practitioner', async ({ page }) => {
  test.slow();
  const marker = newMarker();
  const amelia = await seedPractitioner(marker, { firstName: 'Amelia' });
  await openDashboardAsAdmin(page);
  await showOnly(page, marker, 1);
  const row = rowOf(page, 'Amelia');
  const confirm = row.getByRole('button', { name: /^Confirm/ });

  await expect(storedStatus(row)).toHaveText('Pending');
  await expect(confirm).toHaveCount(0);
  await stage(row, 'Approved');
  await expect(confirm).toBeVisible();
  await stage(row, 'Pending');
  await expect(confirm).toHaveCount(0);

  await stage(row, 'Approved');
  // Any alert here is a refusal or a failure: named in the outcome, not hidden behind a timeout.
  const dialogs = answerDialogs(page);
  await confirm.click();
  await expect
    .poll(async () => (dialogs.messages().length > 0 ? `alert: ${dialogs.messages().join(' / ')}` : (await storedStatus(row).textContent())?.trim()), SERVER_WORK)
    .toBe('Approved');
  await expect(confirm).toHaveCount(0);
  await expect
    .poll(async () => (await outboxMessages(amelia.email)).map((mail) => mail.subject), SERVER_WORK)
    .toContain(`Your ${SITE.productName} practitioner account is approved`);

  await test.step('the new status is stored: it is still there after a reload', async () => {
    await page.reload();
    await showOnly(page, marker, 1);
    await expect(storedStatus(rowOf(page, 'Amelia'))).toHaveText('Approved');
  });
});

/** Answers every alert and confirm of the page (OK, unless told to cancel the next one) and keeps their messages. */
function answerDialogs(page: Page) {
  const messages: string[] = [];
  let cancelNext = false;
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void (cancelNext ? dialog.dismiss() : dialog.accept());
    cancelNext = false;
  });
  return {
    messages: () => messages,
    cancelNext: () => {
      cancelNext = true;
    },
  };
}

test('A status e-mail that cannot be sent is reported in an alert; the status still changes', async ({ page }) => {
  test.slow();
  const marker = newMarker();
  await seedPractitioner(marker, { firstName: 'Amelia', email: `amelia-${marker.toLowerCase()}@mail-failure.test` });
  await openDashboardAsAdmin(page);
  await showOnly(page, marker, 1);
  const row = rowOf(page, 'Amelia');
  const dialogs = answerDialogs(page);

  await stage(row, 'Rejected');
  await row.getByRole('button', { name: /^Confirm/ }).click();
  await expect.poll(dialogs.messages, SERVER_WORK).toEqual([ADMIN_MESSAGES.notifyFailed]);
  await expect(storedStatus(row)).toHaveText('Rejected');
});

test('A practitioner whose e-mail is not verified cannot be approved', async ({ page }) => {
  test.slow();
  const marker = newMarker();
  await seedPractitioner(marker, { firstName: 'Amelia', emailVerified: false });
  await openDashboardAsAdmin(page);
  await showOnly(page, marker, 1);
  const row = rowOf(page, 'Amelia');
  const dialogs = answerDialogs(page);

  await stage(row, 'Approved');
  await row.getByRole('button', { name: /^Confirm/ }).click();
  await expect.poll(dialogs.messages, SERVER_WORK).toEqual([ADMIN_MESSAGES.statusFailed + ADMIN_MESSAGES.cannotApproveUnverified]);
  await expect(storedStatus(row)).toHaveText('Pending');
});

test('Deleting a practitioner asks first, then removes them from the list', async ({ page }) => {
  test.slow();
  const marker = newMarker();
  await seedPractitioners(marker, { firstName: 'Amelia' }, { firstName: 'Ben' });
  await openDashboardAsAdmin(page);
  await showOnly(page, marker, 2);
  const deleteAmelia = rowOf(page, 'Amelia').getByRole('button', { name: `Delete Amelia ${marker}` });
  const dialogs = answerDialogs(page);

  await test.step('cancelling the confirmation keeps them', async () => {
    dialogs.cancelNext();
    await deleteAmelia.click();
    await expect.poll(dialogs.messages).toEqual([ADMIN_MESSAGES.deleteConfirm]);
    await expect(bodyRows(page)).toHaveCount(2);
  });

  await deleteAmelia.click();
  await expect
    .poll(dialogs.messages, SERVER_WORK)
    .toEqual([ADMIN_MESSAGES.deleteConfirm, ADMIN_MESSAGES.deleteConfirm, ADMIN_MESSAGES.deleteSuccess]);
  await expect(firstNames(page)).toHaveText(['Ben']);

  await page.reload();
  await showOnly(page, marker, 1);
  await expect(firstNames(page)).toHaveText(['Ben']);
});

test('Export CSV saves the filtered list, named after the Sydney date', async ({ page }) => {
  const marker = newMarker();
  await seedPractitioners(marker, { firstName: 'Amelia', practitionerNumber: '=1+2' }, { firstName: 'Ben' });
  await openDashboardAsAdmin(page);
  await showOnly(page, marker, 2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`practitioners-${sydneyIsoDate()}.csv`);
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('\uFEFFFirst Name,Last Name,Status,Email,Practitioner #,Clinic Name,Clinic Address,DOB,Registered');
  expect(lines.filter((line) => line.includes(marker))).toHaveLength(2);
  expect(lines.find((line) => line.startsWith('Amelia'))).toContain(`,'=1+2,`);
});

test('The admin switches to the practitioner view, and between the dashboard views', async ({ page }) => {
  await openDashboardAsAdmin(page);
  await expect(page.getByText(`Welcome, Test (admin). ${ADMIN_MESSAGES.welcomeText}`)).toBeVisible();

  const views = page.getByRole('navigation', { name: 'Admin dashboard views' });
  await views.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'orders');
  await expect(views.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Practitioner Registrations' })).toHaveCount(0);
  await views.getByRole('link', { name: 'Practitioners' }).click();
  await expect(page.getByRole('heading', { name: 'Practitioner Registrations' })).toBeVisible();

  await page.getByRole('button', { name: /^Account:/ }).click();
  await expect(page.getByRole('definition').filter({ hasText: /^admin$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Switch to Practitioner View' }).click();
  await expect(page).toHaveURL((url) => url.pathname === ROUTES.dashboard);
  await expect(page.getByRole('heading', { level: 1, name: 'Practitioner Dashboard' })).toBeVisible();
});

test('An admin whose sign-in is over 30 minutes old signs in again, and the staged change then goes ahead', async ({ page }) => {
  test.slow(); // two sign-ins with their codes, then a status change with its e-mail
  const marker = newMarker();
  await seedPractitioner(marker, { firstName: 'Amelia' });
  const admin = await openDashboardAsAdmin(page);
  await showOnly(page, marker, 1);
  const row = rowOf(page, 'Amelia');

  // The Auth emulator cannot issue a token signed in 31 minutes ago (its sessions are only
  // as old as the account), so the server's refusal of the first attempt is given here,
  // in the words and code the function answers with (tests/api/recent-sign-in.test.ts
  // proves the function refuses a stale sign-in). Everything after it is real.
  let refused = 0;
  await page.route(`**${ADMIN_API_PATHS.practitionerStatusNotify}`, async (route) => {
    if (refused > 0) return route.fallback();
    refused += 1;
    await route.fulfill({
      status: 401,
      json: { error: SIGN_IN_SECURITY_MESSAGES.recentSignInRequired, code: SIGN_IN_SECURITY_CODES.recentSignInRequired },
    });
  });

  await stage(row, 'Approved');
  await row.getByRole('button', { name: /^Confirm/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(SIGN_IN_SECURITY_MESSAGES.recentSignInRequired);
  await expectAccessible(page);

  await test.step('a wrong password is refused in the dialog, and the staged choice stays', async () => {
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(row.getByRole('combobox', { name: /^New status for/ })).toHaveValue('approved');
  });

  await dialog.getByLabel('Password').fill(admin.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await enterSmsCode(page, admin.phoneNumber ?? '');
  await expect(dialog).toBeHidden();
  await expect(storedStatus(row)).toHaveText('Approved', SERVER_WORK);
  expect(refused).toBe(1);
});
