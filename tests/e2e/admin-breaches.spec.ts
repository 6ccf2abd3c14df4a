/**
 * The breach register (issue 23 part 3, decision 041): an admin records a suspected breach,
 * sees its 30-day assessment clock, and records the outcome. The breaches this file records
 * and their audit entries are removed afterwards.
 */
import type { Page } from '@playwright/test';
import { BREACH_COLLECTIONS, BREACH_MESSAGES, ROUTES, sydneyDateTimeInputOf, sydneySameTimeDaysBefore } from '@pharmacy/shared';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

// Saving goes through the Functions emulator, which is slow while other suites use the stack.
test.slow();

const admins: string[] = [];

/** The breaches the story's admin recorded, after their audit entries are looked up (so they are removed too). */
async function removeBreaches(): Promise<void> {
  for (const uid of admins.splice(0)) {
    const recorded = await adminDb().collection(BREACH_COLLECTIONS.breaches).where('recordedBy.uid', '==', uid).get();
    for (const doc of recorded.docs) {
      await auditEntriesAbout(doc.id);
      await doc.ref.delete();
    }
  }
}

afterEachStory(async () => {
  await removeBreaches();
  await deleteAuditEntries();
  await deleteTestUsers();
});
test.afterAll(closeAdmin);

async function logInAsAdmin(page: Page): Promise<TestUser> {
  const admin = await createAdmin();
  admins.push(admin.uid);
  await openSignedIn(page, admin, ROUTES.admin);
  await expectScreen(page, ROUTES.admin);
  return admin;
}

test('An admin records a suspected breach, sees its 30-day clock and records the outcome', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin dashboard views' }).getByRole('link', { name: 'Breaches' }).click();
  const register = page.getByRole('region', { name: 'Breach register' });
  await register.getByRole('button', { name: 'Record a suspected breach' }).click();

  // Found 12 days ago at this time of day, Sydney time: 18 days are left of the 30.
  const foundAt = sydneyDateTimeInputOf(sydneySameTimeDaysBefore(Date.now(), 12));
  const form = page.getByRole('form', { name: 'Record a suspected breach' });
  await form.getByLabel('When it was found (Sydney time)').fill(foundAt);
  await form.getByLabel('People not in the app (optional)').fill('A courier who saw the labels.');
  // Saved without saying what happened: refused beside the field, and nothing typed is lost.
  await form.getByRole('button', { name: 'Record breach' }).click();
  await expect(form.getByText(BREACH_MESSAGES.descriptionRequired)).toBeVisible();
  await expect(form.getByLabel('When it was found (Sydney time)')).toHaveValue(foundAt);
  await expect(form.getByLabel('People not in the app (optional)')).toHaveValue('A courier who saw the labels.');

  await form.getByLabel('What happened').fill('A box of labelled scripts was delivered to the wrong clinic.');
  await form.getByRole('button', { name: 'Record breach' }).click();

  const detail = page.getByRole('article', { name: /^Suspected breach found / });
  await expect(detail.getByText('18 days left')).toBeVisible();
  await expect(detail).toContainText('Others: A courier who saw the labels.');
  await expectAccessible(page);

  // The register lists it with its clock.
  await detail.getByRole('button', { name: 'Back to the register' }).click();
  const row = register.getByRole('row').filter({ hasText: 'A box of labelled scripts' });
  await expect(row).toContainText('Suspected');
  await expect(row).toContainText('18 days left');
  await row.getByRole('button', { name: /^Open/ }).click();

  // Assessed needs an outcome; then the outcome and the notifications are kept.
  const update = detail.getByRole('form', { name: 'Update this breach' });
  await update.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Assessed' });
  await update.getByRole('button', { name: 'Save changes' }).click();
  await expect(update.getByText(BREACH_MESSAGES.outcomeRequired)).toBeVisible();
  await update.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'Not an eligible data breach' });
  await update.getByLabel('Reasons for the outcome').fill('The clinic returned the box unopened the same day.');
  await update.getByRole('button', { name: 'Save changes' }).click();

  await expect(detail.getByRole('status')).toContainText('Saved.');
  await expect(detail.getByRole('definition').filter({ hasText: 'Not an eligible data breach' })).toContainText('returned the box unopened');
  await expect(detail.getByRole('definition').first()).toContainText('Assessed');
  await expectAccessible(page);
});
