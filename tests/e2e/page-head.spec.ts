/**
 * The document head a browser, a search engine and a link preview see: each page's
 * own title and canonical URL, and an article's structured data while it is open,
 * whether the page arrived prerendered or was reached by navigating.
 */
import { ROUTES, SITE } from '@pharmacy/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const ARTICLE = 'veterinary-compounding';
const ARTICLE_TITLE = "Veterinary Compounding: Tailored Medicines for Pets in Your Vet's Care";

const canonical = (page: Page) => page.locator('link[rel="canonical"]');
const structuredData = (page: Page) => page.locator('script[type="application/ld+json"]');

async function structuredDataTypes(page: Page): Promise<string[]> {
  const texts = await structuredData(page).allTextContents();
  return texts.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

test('An article opened directly has its structured data once, and it is gone after leaving', async ({ page }) => {
  const bodyRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/assets/${ARTICLE}-`)) bodyRequests.push(request.url());
  });
  await page.goto(ROUTES.blogArticle(ARTICLE));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
  await expect(page).toHaveTitle(`${ARTICLE_TITLE} | ${SITE.productName}`);
  await expect(canonical(page)).toHaveAttribute('href', `${SITE.publicOrigin}${ROUTES.blogArticle(ARTICLE)}`);
  await page.waitForLoadState('networkidle');
  // Hydration keeps the prerendered head and body: no second copy, no body download.
  expect(await structuredDataTypes(page)).toEqual(['Article']);
  const [article] = await structuredData(page).allTextContents();
  expect(JSON.parse(article ?? '{}')).toMatchObject({
    headline: ARTICLE_TITLE,
    author: { '@type': 'Organization', name: SITE.productName },
    publisher: { '@type': 'Organization', name: SITE.productName },
    articleSection: 'Veterinary',
    inLanguage: 'en-AU',
  });
  expect(bodyRequests).toEqual([]);

  await page.getByRole('link', { name: 'Back to Blog' }).first().click();
  await expect(page).toHaveTitle(`Blog | ${SITE.productName}`);
  await expect(structuredData(page)).toHaveCount(0);
  await expect(canonical(page)).toHaveAttribute('href', `${SITE.publicOrigin}${ROUTES.blog}`);
});

test('Navigating between pages keeps the head in step, Pharmacy data on Home and Contact only', async ({ page }) => {
  await page.goto(ROUTES.home);
  expect(await structuredDataTypes(page)).toEqual(['Pharmacy']);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveTitle(`About Us | ${SITE.productName}`);
  await expect(structuredData(page)).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveTitle(`Contact Us | ${SITE.productName}`);
  await expect.poll(() => structuredDataTypes(page)).toEqual(['Pharmacy']);

  await page.getByRole('link', { name: 'Practitioners Login' }).first().click();
  await expect(page).toHaveTitle(`Practitioner Login | ${SITE.productName}`);
  await expect(structuredData(page)).toHaveCount(0);
});
