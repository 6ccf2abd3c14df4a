import type { Page } from '@playwright/test';
import { ROUTES } from '@pharmacy/shared';
import { demoAdminLogin } from '../../scripts/stack/seed.ts';
import { enterSmsCode } from '../support/portal-forms.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

// One demo admin, one phone: its stories take turns, so each reads its own code.
// Each sign-in is a password and then a code through the Auth emulator: 60 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** As a person at `npm start` does: the printed login, then the code from /api/dev/sms. */
async function logInAsDemoAdmin(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(demoAdminLogin().email);
  await page.getByLabel('Password').fill(demoAdminLogin().password);
  await page.getByRole('button', { name: 'Login' }).click();
  await enterSmsCode(page, demoAdminLogin().phoneNumber);
  await expectScreen(page, ROUTES.admin);
}

test('The demo admin signs in and reaches the admin dashboard', async ({ page }) => {
  await page.goto(ROUTES.practitioners);
  await expectScreen(page, ROUTES.practitioners);
  await expectAccessible(page);

  await logInAsDemoAdmin(page);
  await expect(page.getByRole('banner')).toContainText(demoAdminLogin().email);
  await expectAccessible(page);
});

test('The demo admin logs out, and the dashboard is closed again', async ({ page }) => {
  await page.goto(ROUTES.practitioners);
  await logInAsDemoAdmin(page);

  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL((url) => url.pathname === ROUTES.admin);
  await expectAccessible(page);

  await test.step('after logout the dashboard is closed again', async () => {
    await page.goto(ROUTES.admin);
    await expectScreen(page, ROUTES.home);
  });
});

test('A signed-out visitor of /admin is sent to the home page', async ({ page }) => {
  await page.goto(ROUTES.admin);
  await expectScreen(page, ROUTES.home);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});
