/**
 * Access ends when it should (issue 14): a portal left idle signs itself out, and the
 * login page says why. The browser's clock is fast-forwarded, not waited for.
 */
import { ROUTES } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { logInToDashboard, serveBuiltInCatalogue } from '../support/order-dashboard.ts';
import { createPrescriber, deleteTestUsers } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

afterEachStory(deleteTestUsers);
test.afterAll(closeAdmin);

test('A dashboard left idle for 30 minutes signs out, and the login page says why', async ({ page }) => {
  await page.clock.install();
  await serveBuiltInCatalogue(page);
  const user = await createPrescriber();
  await logInToDashboard(page, user);

  // 29 minutes of nothing, then a key press: still signed in.
  await page.clock.fastForward('29:00');
  await page.keyboard.press('Shift');
  await page.clock.fastForward('29:00');
  await expect(page).toHaveURL((url) => url.pathname === ROUTES.dashboard);

  // Then 31 minutes without a key, a click or a scroll.
  await page.clock.fastForward('31:00');
  // The login screen, rendered (the dashboard stays on screen while its chunk loads).
  await expectScreen(page, ROUTES.practitioners);
  await expect(page.getByRole('status').filter({ hasText: 'You were signed out' })).toHaveText(
    'You were signed out after 30 minutes without activity. Please log in again.',
  );
  await expectAccessible(page);

  // Signed out for real: the dashboard sends them back to the login page.
  await page.goto(ROUTES.dashboard);
  await expect(page).toHaveURL((url) => url.pathname === ROUTES.practitioners);
});
