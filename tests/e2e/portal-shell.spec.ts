/**
 * The signed-in shell (issue 15 part 1, decision 029): portal screens wear a compact
 * application banner instead of the marketing chrome, and public pages show a signed-in
 * person the way back to their portal. At a phone's width and a desktop's.
 */
import type { Page } from '@playwright/test';
import { HIGHLIGHTED_LINKS, ROUTES } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { openDashboard, serveBuiltInCatalogue } from '../support/order-dashboard.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { createPrescriber, createPractitioner, createAdmin, deleteTestUsers } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

afterEachStory(deleteTestUsers);
test.afterAll(closeAdmin);

const banner = (page: Page) => page.getByRole('banner');
const accountButton = (page: Page) => banner(page).getByRole('button', { name: /^Account:/ });
const portalLink = (page: Page) => banner(page).getByRole('link', { name: /^Signed in:/ });

/** Elements pinned to the window (fixed or sticky) that are on screen: none may cover a portal form. */
function pinnedElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        const { position } = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return (position === 'fixed' || position === 'sticky') && box.width > 0 && box.height > 0;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
}

/** The portal's banner: the mark, where you are, the account menu; none of the public chrome. */
async function expectPortalShell(page: Page, place: string, accountName: string | RegExp) {
  await expect(banner(page).getByRole('link', { name: 'Harbourside Compounding Pharmacy' })).toBeVisible();
  await expect(banner(page).getByRole('navigation', { name: 'You are here' })).toContainText(place);
  await expect(accountButton(page)).toHaveAccessibleName(accountName);
  for (const link of HIGHLIGHTED_LINKS) await expect(page.getByRole('link', { name: link.label, exact: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  expect(await pinnedElements(page)).toEqual([]);
}

/** Keyboard: the skip link comes first; the menu opens with Enter and Escape closes it, focus back on its button. */
async function expectKeyboardMenu(page: Page, firstDetail: string) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await accountButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(banner(page).getByText(firstDetail, { exact: true })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Logout' })).toBeInViewport();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(accountButton(page)).toBeFocused();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Signed out, the public header is the spec’s, and a stale note of a session is checked when used', async ({ page }) => {
      test.setTimeout(45_000);
      await page.goto(ROUTES.about);
      for (const link of HIGHLIGHTED_LINKS) {
        await expect(banner(page).getByRole('link', { name: link.label, exact: true })).toBeVisible();
      }
      await expect(portalLink(page)).toHaveCount(0);
      await expectAccessible(page);

      // A note left behind by a session that ended where this browser could not see it.
      await page.evaluate(() => localStorage.setItem('portal-session-hint', `dashboard ${Date.now() + 600_000}`));
      await page.reload();
      await expect(portalLink(page)).toHaveAccessibleName('Signed in: Practitioner Dashboard');
      await portalLink(page).click();
      // The dashboard checks the real session: nobody is signed in, so the login page, and the note is gone.
      await expectScreen(page, ROUTES.practitioners);
      await expect(banner(page).getByRole('link', { name: 'Practitioners Login', exact: true })).toBeVisible();
      await expect(portalLink(page)).toHaveCount(0);
    });

    test('A practitioner works in the portal’s shell and finds the way back from a public page', async ({ page }) => {
      test.setTimeout(60_000);
      await serveBuiltInCatalogue(page);
      const user = await createPrescriber();
      await openDashboard(page, user);

      await expect(page.getByRole('heading', { level: 1, name: 'Practitioner Dashboard' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('Welcome, Test');
      await expectPortalShell(page, 'Practitioner Dashboard', 'Account: Test Practitioner');
      await expectAccessible(page);
      await expectKeyboardMenu(page, 'Test Clinic');

      await test.step('a public page says they are signed in and leads back', async () => {
        await banner(page).getByRole('link', { name: 'Harbourside Compounding Pharmacy' }).click();
        await expectScreen(page, ROUTES.home);
        await expect(portalLink(page)).toHaveAccessibleName('Signed in: Practitioner Dashboard');
        await expect(page.getByRole('link', { name: 'Practitioners Login', exact: true })).toHaveCount(0);
        await expectAccessible(page);
        await portalLink(page).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Practitioner Dashboard' })).toBeVisible();
      });

      await test.step('after Logout the public header is the spec’s again', async () => {
        await accountButton(page).click();
        await banner(page).getByRole('button', { name: 'Logout' }).click();
        await expectScreen(page, ROUTES.practitioners);
        await expect(banner(page).getByRole('link', { name: 'Practitioners Login', exact: true })).toBeVisible();
        await expect(portalLink(page)).toHaveCount(0);
      });
    });

    test('An admin works in the portal’s shell, with the practitioner table at full width', async ({ page }) => {
      test.setTimeout(60_000);
      const admin = await createAdmin();
      await createPractitioner('pending');
      await openSignedIn(page, admin, ROUTES.admin);
      await expectScreen(page, ROUTES.admin);

      await expect(page.getByRole('main')).toContainText('Here you can manage practitioner registrations');
      await expectPortalShell(page, 'Admin Dashboard', `Account: ${admin.email}`);
      await expect(page.getByRole('columnheader', { name: /Clinic Address/ })).toBeVisible();
      await expectAccessible(page);
      await expectKeyboardMenu(page, 'admin');

      if (viewport.width > 390) {
        // Down to 1280 px the whole table fits: its frame does not scroll sideways, every column is on screen.
        await page.setViewportSize({ width: 1280, height: 900 });
        const frame = page.locator('.table-frame').filter({ has: page.getByRole('columnheader', { name: /Clinic Address/ }) });
        expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
        const lastColumn = await page.getByRole('columnheader', { name: 'Registered' }).boundingBox();
        expect(lastColumn!.x + lastColumn!.width).toBeLessThanOrEqual(1280);
        await page.setViewportSize(viewport);
      }

      await test.step('the public site leads an admin back to the admin dashboard', async () => {
        await page.goto(ROUTES.faqs);
        await expect(portalLink(page)).toHaveAccessibleName('Signed in: Admin Dashboard');
        await portalLink(page).click();
        await expectScreen(page, ROUTES.admin);
      });
    });
  });
}
