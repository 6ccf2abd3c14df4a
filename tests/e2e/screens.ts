/** What each screen shows as its main heading (spec section 2), and how to check it. */
import { expect, type Page } from '@playwright/test';
import { ROUTES } from '@pharmacy/shared';

export const SCREEN_HEADINGS: Record<string, string | RegExp> = {
  [ROUTES.home]: 'Medicine Made For You',
  [ROUTES.about]: /about/i,
  [ROUTES.team]: 'Meet Our Expert Team',
  [ROUTES.services]: 'Our Services & Medicines',
  [ROUTES.faqs]: 'Frequently Asked Questions',
  [ROUTES.blog]: 'Harbourside Compounding Pharmacy Blog',
  [ROUTES.contact]: 'Get in Touch',
  [ROUTES.practitioners]: /practitioner login/i,
  [ROUTES.upload]: /upload/i,
  [ROUTES.privacy]: 'Privacy Policy',
  [ROUTES.admin]: 'Admin Dashboard',
};

/** The browser shows `path` with that screen's heading. */
export async function expectScreen(page: Page, path: string): Promise<void> {
  const heading = SCREEN_HEADINGS[path];
  if (heading === undefined) throw new Error(`No heading known for ${path}`);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

export async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page), { message: 'the page is tall enough to scroll' }).toBeGreaterThan(0);
}
