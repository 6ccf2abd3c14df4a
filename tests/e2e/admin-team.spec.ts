/**
 * The Admins view (decision 037): an admin adds another with the mobile their codes must
 * go to, and replaces another admin's lost phone. Everything typed stays after a refusal.
 */
import { ADMIN_MESSAGES, MOBILE_NUMBER_MESSAGE } from '@pharmacy/shared';
import { adminAuth, adminMobileDoc, adminMobileOf, closeAdmin, userDoc } from '../support/admin.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { openAdminView } from '../support/portal-forms.ts';
import { createAdmin, deleteTestUsers, uniqueEmail, uniqueMobileNumber } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';

// Adding an admin creates an account and sends an e-mail through the Functions emulator.
test.slow();

const addedByStory: string[] = [];
afterEachStory(async () => {
  for (const uid of addedByStory.splice(0)) {
    await auditEntriesAbout(uid);
    await adminAuth().deleteUser(uid).catch(() => undefined);
    await userDoc(uid).delete();
    await adminMobileDoc(uid).delete();
  }
  await deleteAuditEntries();
  await deleteTestUsers();
});
test.afterAll(closeAdmin);

test('An admin adds another admin with their mobile on record, after being told the address is taken', async ({ page }) => {
  const admin = await createAdmin();
  await openAdminView(page, admin, 'Admins', 'Admins');
  const team = page.getByRole('region', { name: 'Admins', exact: true });
  await expect(team.getByRole('row').filter({ hasText: admin.email })).toContainText('(you)');
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Add an admin' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Priya');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Raman');
  await form.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await form.getByRole('textbox', { name: 'Mobile' }).fill('0412');
  await form.getByRole('button', { name: 'Add admin' }).click();
  await expect(form.getByText(MOBILE_NUMBER_MESSAGE)).toBeVisible();

  const mobile = uniqueMobileNumber();
  await form.getByRole('textbox', { name: 'Mobile' }).fill(`0${mobile.slice(3)}`);
  await form.getByRole('button', { name: 'Add admin' }).click();
  await expect(form.getByText(ADMIN_MESSAGES.adminEmailInUse)).toBeVisible({ timeout: 20_000 });
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Priya');

  const email = uniqueEmail('added-admin');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Add admin' }).click();
  await expect(page.getByText(ADMIN_MESSAGES.adminAdded)).toBeVisible({ timeout: 20_000 });
  const added = (await adminAuth().getUserByEmail(email)).uid;
  addedByStory.push(added);

  const row = team.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Priya Raman');
  // Only the hint: the number itself is the server's alone (decision 066).
  await expect(row).toContainText(`04•• ••• ${mobile.slice(-3)}`);
  expect(await adminMobileOf(added)).toBe(mobile);
  await expect(row).toContainText('Not yet signed in with it');
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');
});

test("An admin replaces another admin's lost phone, and cannot replace their own", async ({ page }) => {
  const admin = await createAdmin();
  const other = await createAdmin();
  await auditEntriesAbout(other.uid);
  await openAdminView(page, admin, 'Admins', 'Admins');
  const team = page.getByRole('region', { name: 'Admins', exact: true });
  await expect(team.getByRole('row').filter({ hasText: admin.email })).toContainText(ADMIN_MESSAGES.cannotReplaceOwnMobile);

  const row = team.getByRole('row').filter({ hasText: other.email });
  await row.getByRole('button', { name: 'Replace mobile of Test Admin' }).click();
  const newMobile = uniqueMobileNumber();
  await row.getByRole('textbox', { name: 'New mobile for Test Admin' }).fill(`0${newMobile.slice(3)}`);
  await row.getByRole('button', { name: 'Replace mobile' }).click();
  await expect(page.getByText(ADMIN_MESSAGES.adminMobileReplaced)).toBeVisible({ timeout: 20_000 });
  await expect(team.getByRole('row').filter({ hasText: other.email })).toContainText(`04•• ••• ${newMobile.slice(-3)}`);
  expect(await adminMobileOf(other.uid)).toBe(newMobile);
  expect((await userDoc(other.uid).get()).get('adminMobile')).toBeUndefined();
});
