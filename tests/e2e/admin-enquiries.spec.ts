/**
 * The enquiries inbox on the admin dashboard: a visitor's script upload arrives
 * unread, the admin opens it (which marks it read), downloads the script through
 * the admin-only endpoint and marks it handled.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { EnquiryResponse } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { deleteTestEnquiries, enquiryForm, postEnquiry, resetRateLimits } from '../support/enquiries.ts';
import { SCRIPT_PDF } from '../support/file-fixtures.ts';
import { openAdminView } from '../support/portal-forms.ts';
import { createAdmin, deleteTestUsers, uniqueEmail, type TestUser } from '../support/users.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// A login and four round trips to the function (read, download, handled, list): more
// than the default 30 s when the two-core stack is busy.
test.describe.configure({ timeout: 60_000 });

let admin: TestUser;
let sender: { id: string; email: string; name: string };
/** Every upload this file made, so their audit entries go too. */
const uploadIds: string[] = [];

test.beforeAll(async () => {
  admin = await createAdmin();
});

test.beforeEach(async () => {
  // Other stories submit from the same address; this one must not be throttled by them.
  await resetRateLimits();
  const email = uniqueEmail('upload');
  // A name of letters only (names refuse digits): the address's random part, spelt out.
  const lastName = `Inbox${email.slice(7, 13).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  const form = enquiryForm('script', { email, firstName: 'Robin', lastName, notes: 'Repeat of last month, please.' }, SCRIPT_PDF);
  const response = await postEnquiry(form);
  expect(response.status).toBe(201);
  sender = { id: (response.json as EnquiryResponse).id, email, name: `Robin ${lastName}` };
  uploadIds.push(sender.id);
});

test.afterAll(async () => {
  // auditEntriesAbout() remembers each target for deleteAuditEntries().
  for (const id of uploadIds) await auditEntriesAbout(id);
  await deleteAuditEntries();
  await deleteTestEnquiries();
  await deleteTestUsers();
  await closeAdmin();
});

const openInbox = (page: Page) => openAdminView(page, admin, 'Enquiries', 'Enquiries');

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test('An admin reads a script upload, downloads the script and marks it handled', async ({ page }) => {
  await openInbox(page);
  await page.getByLabel('Show').selectOption({ label: 'Unread' });
  await page.getByLabel('Kind').selectOption({ label: 'Script uploads' });
  const row = rowOf(page, sender.email);
  await expect(row).toContainText('Script upload');
  await expect(row).toContainText('+61412345678');
  await expect(row.getByText('Unread', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await test.step('opening the upload marks it read and shows the sender, notes and script', async () => {
    await row.getByRole('button', { name: `Open script upload from ${sender.name}` }).click();
    await expect(page.getByRole('heading', { level: 3, name: `Script upload from ${sender.name}` })).toBeFocused();
    await expect(page.getByText('Repeat of last month, please.')).toBeVisible();
    await expect(page.getByText(`${SCRIPT_PDF.fileName} (`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('the script downloads through the admin-only endpoint, byte for byte', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download attachment' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(SCRIPT_PDF.fileName);
    expect(Buffer.compare(await readFile(await file.path()), SCRIPT_PDF.content)).toBe(0);
  });

  await test.step('marking it handled shows when, and offers to reopen it', async () => {
    await page.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await expect(page.getByText(/^Handled \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
  });

  await test.step('back in the list it is read and handled, and focus returns to it', async () => {
    await page.getByRole('button', { name: 'Back to enquiries' }).click();
    // Read now, so the Unread filter no longer lists it.
    await expect(rowOf(page, sender.email)).toHaveCount(0);
    await page.getByLabel('Show').selectOption({ label: 'Handled' });
    await expect(rowOf(page, sender.email)).toContainText('Handled');
    await expect(rowOf(page, sender.email).getByText('Unread', { exact: true })).toHaveCount(0);
  });

  const actions = (await auditEntriesAbout(sender.id)).map((entry) => entry.action);
  expect(actions).toEqual(['enquiry.state', 'enquiry.attachment-download', 'enquiry.state']);
});

test('On a 320px phone the inbox fits the screen: the table scrolls inside its own region', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await openInbox(page);
  const table = page.getByRole('region', { name: 'Enquiries and script uploads, newest first' });
  await expect(table).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

  await rowOf(page, sender.email).getByRole('button', { name: `Open script upload from ${sender.name}` }).click();
  await expect(page.getByRole('button', { name: 'Download attachment' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page);
});
