/**
 * The accessibility check every story relies on (fixtures.ts) still finds what it is for:
 * a page with a WCAG 2.1 AA violation fails, on the first scan of a document and on a later
 * scan of the same document, where axe-core is already in the page (decision 098).
 */
import { ROUTES } from '@pharmacy/shared';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

/** Puts an unnamed button and an image without a text alternative into the page's main region. */
async function breakThePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const button = Object.assign(document.createElement('button'), { id: 'unnamed-button' });
    const image = Object.assign(document.createElement('img'), { id: 'image-without-alt', src: '/favicon.svg' });
    main.append(button, image);
  });
}

async function mendThePage(page: Page): Promise<void> {
  await page.evaluate(() => ['unnamed-button', 'image-without-alt'].forEach((id) => document.getElementById(id)?.remove()));
}

test('A page with an unnamed button and an image without alt text fails the check, on the first scan of the page and on a later one', async ({ page }) => {
  await page.goto(ROUTES.home);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await breakThePage(page);
  const first = await expectAccessible(page).then(() => 'passed', (error: Error) => error.message);
  expect(first).toContain('button-name');
  expect(first).toContain('image-alt');
  expect(first).toContain('#unnamed-button');
  await mendThePage(page);
  await expectAccessible(page);

  // A later scan of the same document (as after a client-side navigation) reads the page as it is now, with axe-core already in it.
  expect(await page.evaluate(() => 'axe' in window)).toBe(true);
  await breakThePage(page);
  const again = await expectAccessible(page).then(() => 'passed', (error: Error) => error.message);
  expect(again).toContain('button-name');
  expect(again).toContain('image-alt');
  await mendThePage(page);
  await expectAccessible(page);
});
