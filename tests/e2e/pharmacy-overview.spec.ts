/**
 * The pharmacy overview on the admin dashboard (issue 15, decision 031): an admin opens
 * it from the nav, reads the figures and the weekly chart, follows a week or a figure
 * to the list it counts, by mouse or keyboard, on a desktop or a phone. Orders are
 * written straight into Firestore in a week nine weeks ago, which no other test writes to.
 */
import type { Page } from '@playwright/test';
import { ADMIN_API_PATHS, type PharmacyOverview } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { COUNTERS_SETTLE_BUDGET_MS } from '../support/counters.ts';
import { request } from '../support/api.ts';
import { deleteOverviewOrders, midweekNoon, writeOverviewOrders } from '../support/overview-orders.ts';
import { openAdminView } from '../support/portal-forms.ts';
import { sydneyIsoDate } from '../support/sydney-date.ts';
import { createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// One worker seeds the week once for every story (fullyParallel would seed it per worker,
// and one worker's clean-up would take the orders from under another's stories). Every
// story signs an admin in (a password, then a code through the Auth emulator): 60 s on a
// busy two-core machine.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** weeks[2]: nine weeks before this one (the API tests use ten). */
const NINE_WEEKS_AGO = 2;
const SEEDED = 4;

let admin: TestUser;
let week: { from: string; to: string; orders: number };

const overviewWeek = async () => {
  const response = await request(ADMIN_API_PATHS.pharmacyOverview, { idToken: admin.idToken });
  return (response.json as PharmacyOverview).weeks[NINE_WEEKS_AGO]!;
};

test.beforeAll(async () => {
  test.setTimeout(60_000 + COUNTERS_SETTLE_BUDGET_MS);
  admin = await createAdmin();
  const before = await overviewWeek();
  await writeOverviewOrders(SEEDED, midweekNoon(before.from), { status: 'collected' });
  // What was there already stays: nothing else writes to that week.
  week = { ...before, orders: before.orders + SEEDED };
  // The figures are counters kept by a trigger (decision 034): the stories start once it has counted ours.
  await expect.poll(async () => (await overviewWeek()).orders, { timeout: COUNTERS_SETTLE_BUDGET_MS }).toBe(week.orders);
});

test.afterAll(async () => {
  await deleteOverviewOrders();
  await deleteTestUsers();
  await closeAdmin();
});

async function openOverview(page: Page): Promise<void> {
  await openAdminView(page, admin, 'Pharmacy overview', 'Pharmacy overview');
  await expect(page).toHaveURL(/\?view=pharmacy$/);
  await expect(page.getByText(/^Counted at \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
}

const weekRow = (page: Page) => page.getByRole('table', { name: 'Orders received per week, oldest first' }).getByRole('row').nth(1 + NINE_WEEKS_AGO);

test('An admin opens the pharmacy overview from the nav and reads its figures and weekly chart', async ({ page }) => {
  await openOverview(page);
  for (const figure of ['Received today', 'This week so far', 'Last week to this time', 'Last week in all', 'Originals awaited', 'Originals overdue', 'Unanswered questions', 'Unread enquiries', 'Median time to ready']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${figure}`) })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^Collected\s*\d/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Bar chart of orders received per week/ })).toBeVisible();
  await expect(weekRow(page).getByRole('cell')).toHaveText(String(week.orders));
  await expect(page.locator('.weekly-chart__number').nth(NINE_WEEKS_AGO)).toHaveText(String(week.orders));
  await expectAccessible(page);
});

test("Following a week in the chart's table opens the orders of that week, as many as its bar says", async ({ page }) => {
  await openOverview(page);
  await weekRow(page).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`view=orders&from=${week.from}&to=${week.to}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Order requests' })).toBeVisible();
  await expect(page.locator('.queue-count')).toHaveText(`Showing ${week.orders} order ${week.orders === 1 ? 'request' : 'requests'}.`);
  await expectAccessible(page);
});

test('A keyboard user tabs from Refresh to the first figure and follows it with Enter', async ({ page }) => {
  await openOverview(page);
  await page.getByRole('button', { name: 'Refresh' }).focus();
  await page.keyboard.press('Tab');
  const today = page.getByRole('link', { name: /^Received today/ });
  await expect(today).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`view=orders&from=${sydneyIsoDate()}&to=${sydneyIsoDate()}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Order requests' })).toBeVisible();
});

test('On a 390 px phone the overview fits the screen and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openOverview(page);
  await expect(weekRow(page).getByRole('cell')).toHaveText(String(week.orders));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
