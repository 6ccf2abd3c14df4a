import type { Page } from '@playwright/test';
import { HIGHLIGHTED_LINKS, NAV_LINKS, ROUTES, SITE } from '@pharmacy/shared';
import { expect, expectAccessible, test } from './fixtures.ts';
import { expectScreen, scrollToBottom, scrollY } from './screens.ts';

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // One story per link, each from the page the link before it opened (About first): together
  // they walk the whole bar as a visitor would, and each page is scanned by the story that reaches it.
  const links = [...NAV_LINKS, ...HIGHLIGHTED_LINKS];
  links.forEach((link, index) => {
    const from = index === 0 ? ROUTES.about : links[index - 1]!.to;

    test(`Visitors reach ${link.label} from the navigation bar`, async ({ page }) => {
      await page.goto(from);
      await expectScreen(page, from);
      await page.getByRole('banner').getByRole('link', { name: link.label, exact: true }).click();
      await expectScreen(page, link.to);
      await expectAccessible(page);
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /menu/i });
  const menuLink = (page: Page, label: string) => page.getByRole('banner').getByRole('link', { name: label, exact: true });
  const menu = async (page: Page) => page.locator(`[id="${await menuButton(page).getAttribute('aria-controls')}"]`);

  async function expectMenuClosed(page: Page): Promise<void> {
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    for (const link of NAV_LINKS) await expect(menuLink(page, link.label)).toBeHidden();
  }

  async function openMenu(page: Page): Promise<void> {
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  }

  test('Visitors on a phone open the burger menu with every link, at most 500px tall', async ({ page }) => {
    await page.goto(ROUTES.home);
    await expectScreen(page, ROUTES.home);
    await expectAccessible(page);

    await test.step('the menu starts closed', () => expectMenuClosed(page));

    await test.step('the menu opens with every link, at most 500px tall', async () => {
      await openMenu(page);
      for (const link of NAV_LINKS) await expect(menuLink(page, link.label)).toBeVisible();
      expect((await (await menu(page)).boundingBox())?.height).toBeLessThanOrEqual(500);
      await expectAccessible(page);
    });
  });

  test('Choosing a link in the burger menu opens the page and closes the menu', async ({ page }) => {
    await page.goto(ROUTES.home);
    await expectScreen(page, ROUTES.home);
    await openMenu(page);
    await menuLink(page, 'Our Team').click();
    await expectScreen(page, ROUTES.team);
    await expectMenuClosed(page);
    await expectAccessible(page);
  });

  test('A tap outside the burger menu closes it', async ({ page }) => {
    await page.goto(ROUTES.team);
    await expectScreen(page, ROUTES.team);
    await openMenu(page);
    const box = await (await menu(page)).boundingBox();
    await page.mouse.click(10, Math.min((box?.y ?? 0) + (box?.height ?? 0) + 30, 844 - 200));
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expectScreen(page, ROUTES.team);
  });

  test('On a phone the highlighted buttons stay fixed at the bottom of the screen and open their page', async ({ page }) => {
    await page.goto(ROUTES.team);
    await expectScreen(page, ROUTES.team);

    await test.step('the highlighted buttons stay fixed at the bottom of the screen', async () => {
      const positions = async () => {
        const tops: number[] = [];
        for (const link of HIGHLIGHTED_LINKS) {
          const button = page.getByRole('link', { name: link.label, exact: true });
          await expect(button).toBeVisible();
          await expect(button).toBeInViewport();
          const box = await button.boundingBox();
          expect(box, link.label).not.toBeNull();
          expect(box!.y + box!.height, `${link.label} sits at the bottom`).toBeGreaterThan(844 - 150);
          expect(box!.y + box!.height).toBeLessThanOrEqual(844);
          tops.push(box!.y);
        }
        return tops;
      };
      const atTop = await positions();
      await scrollToBottom(page);
      expect(await positions()).toEqual(atTop);
    });

    await test.step('a highlighted button opens its page', async () => {
      await page.getByRole('link', { name: 'Upload Script', exact: true }).click();
      await expectScreen(page, ROUTES.upload);
    });
  });
});

test.describe('on a short desktop window', () => {
  test.use({ viewport: { width: 1280, height: 600 } });

  test('The page scrolls to the top on every route change', async ({ page }) => {
    await page.goto(ROUTES.home);
    await expectScreen(page, ROUTES.home);
    const footer = page.getByRole('contentinfo');

    for (const path of [ROUTES.faqs, ROUTES.contact, ROUTES.services]) {
      const link = NAV_LINKS.find((candidate) => candidate.to === path)!;
      await test.step(`from the bottom of the page to ${link.label}`, async () => {
        await scrollToBottom(page);
        await footer.getByRole('link', { name: link.label, exact: true }).click();
        await expectScreen(page, path);
        await expect.poll(() => scrollY(page)).toBe(0);
      });
    }
    await expectAccessible(page);
  });
});

test('An unknown address shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expectScreen(page, ROUTES.home);
});

test('The footer shows the copyright notice', async ({ page }) => {
  await page.goto(ROUTES.home);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${SITE.copyrightYear}`);
  await expect(footer).toContainText('© 2025');
  await expect(footer).toContainText('All rights reserved');
  await expect(footer).toContainText(/personalised healthcare and wellness/i);
  await expectAccessible(page);
});
