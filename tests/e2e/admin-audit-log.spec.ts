/**
 * The admin's Audit Log view: what admins did, as the server recorded it, read-only.
 * Entries about this file's own sheets and users are removed afterwards.
 */
import type { Locator, Page } from '@playwright/test';
import { ADMIN_API_PATHS, ROUTES } from '@pharmacy/shared';
import { DEMO_MEDICATION_DATABASE } from '../../scripts/stack/demo/demo-catalogue.ts';
import { demoWorkbook } from '../../scripts/stack/sheets-standin/demo-workbook.ts';
import { closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { sydneyToday } from '../support/sydney-date.ts';
import { loadWorkbook, removeTestWorkbooks } from '../support/sheets.ts';
import { createPractitioner, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

// Actions go through the Functions emulator, which is slow while other suites use the stack.
test.slow();

afterEachStory(async () => {
  await deleteAuditEntries();
  await removeTestWorkbooks();
  await deleteTestUsers();
});
// global-setup.ts puts the catalogue and the connected sheet back after the run.
test.afterAll(closeAdmin);

async function logInAsAdmin(page: Page): Promise<TestUser> {
  const admin = await createAdmin();
  await openSignedIn(page, admin, ROUTES.admin);
  await expectScreen(page, ROUTES.admin);
  return admin;
}

// Exact: the table inside is a region too ("Audit log entries"), once the entries have loaded.
const auditLog = (page: Page): Locator => page.getByRole('region', { name: 'Audit Log', exact: true });

/** The row about `target` (a sheet ID, a person's e-mail), once the log shows it. */
function rowAbout(page: Page, target: string): Locator {
  return auditLog(page).getByRole('row').filter({ hasText: target });
}

/** Today in Sydney as the log writes it, e.g. "22 Nov 2026, 3:05:09 pm". */
function todayInSydney(): RegExp {
  const { day, monthAbbreviation, year } = sydneyToday();
  return new RegExp(`^${day} ${monthAbbreviation} ${year}, (1[0-2]|[1-9]):[0-5]\\d:[0-5]\\d (am|pm)$`);
}

test('After an admin syncs the medication sheet, the audit log shows who did it, when and what', async ({ page }) => {
  const sheetId = await loadWorkbook(demoWorkbook());
  const admin = await logInAsAdmin(page);

  const sheetPanel = page.getByRole('region', { name: 'Medication Database Management' });
  await sheetPanel.getByRole('button', { name: 'Configure Google Sheet' }).click();
  await sheetPanel.getByRole('textbox', { name: 'Google Sheet ID' }).fill(sheetId);
  await sheetPanel.getByRole('button', { name: 'Connect & Sync' }).click();
  await expect(sheetPanel.getByRole('status')).toContainText('Success!', { timeout: 30_000 });
  // Remembered so afterEach removes the entry.
  await auditEntriesAbout(sheetId);

  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(auditLog(page)).toBeVisible();
  await auditLog(page).getByLabel('Action').selectOption({ label: 'Medication database synced' });
  const cells = rowAbout(page, sheetId).getByRole('cell');
  await expect(cells).toHaveCount(5);
  await expect(cells.nth(0)).toHaveText(todayInSydney());
  await expect(cells.nth(1)).toHaveText(admin.email);
  await expect(cells.nth(2)).toHaveText('Medication database synced');
  await expect(cells.nth(3)).toHaveText(sheetId);
  const formulas = Object.values(DEMO_MEDICATION_DATABASE.formulasByCondition).flat().length;
  await expect(cells.nth(4)).toHaveText(new RegExp(`^conditions: 6; total formulas: ${formulas}; total dosages: \\d+$`));
  // Read-only: nothing in the log can be changed or deleted.
  await expect(auditLog(page).getByRole('table').getByRole('button')).toHaveCount(0);
  await expectAccessible(page);
});

test('A practitioner\u2019s approval shows in the audit log as the change it made', async ({ page }) => {
  const practitioner = await createPractitioner('pending');
  const admin = await createAdmin();
  const approval = await request(ADMIN_API_PATHS.practitionerStatusNotify, {
    idToken: admin.idToken,
    body: { userId: practitioner.uid, status: 'approved' },
  });
  expect(approval.status).toBe(200);
  await auditEntriesAbout(practitioner.uid);

  await openSignedIn(page, admin, ROUTES.admin);
  await expectScreen(page, ROUTES.admin);
  await page.getByRole('link', { name: 'Audit Log' }).click();
  const row = rowAbout(page, practitioner.email);
  await expect(row).toContainText('Practitioner status changed');
  await expect(row).toContainText(admin.email);
  await expect(row).toContainText('pending → approved');

  await test.step('the filter leaves out other actions', async () => {
    await auditLog(page).getByLabel('Action').selectOption({ label: 'Medication database synced' });
    await expect(auditLog(page).getByRole('row').filter({ hasText: 'Practitioner status changed' })).toHaveCount(0);
    await expect(row).toHaveCount(0);
  });
});
