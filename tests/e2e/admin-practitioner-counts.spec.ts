/**
 * The practitioner stat cards against the table (spec section 2): the cards are counters the
 * server keeps as users change (decision 034), the table's "of N" a count by the database.
 *
 * Runs after the other stories, alone, in a project of its own (playwright.config.ts): the
 * stories of admin-practitioners create practitioners and then back-date them, and a card can
 * only equal the list once both events of each have landed, which they do in any order. Beside
 * them, New This Week was 4 ahead of the list for the poll's whole 45 s in one of two runs of
 * that file (and for 30 s in an earlier fresh-clone run).
 */
import type { Page } from '@playwright/test';
import { COUNTER_DOCS } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { waitForCountersToSettle } from '../support/counters.ts';
import { sydneyIsoDate } from '../support/sydney-date.ts';
import { deleteTestUsers } from '../support/users.ts';
import { afterEachStory, expect, test } from './fixtures.ts';
import { newMarker, openDashboardAsAdmin, seedPractitioners } from './practitioner-seeds.ts';

afterEachStory(deleteTestUsers);
test.afterAll(closeAdmin);
// An admin's sign-in (a password, then a code), a seed and a few reloads: 60 s on a busy two-core machine (test.slow() triples it).
test.describe.configure({ timeout: 60_000 });

/** The stat cards and the N of "Showing 1–50 of N", read together from what the page shows at one moment. */
function shownNumbers(page: Page): Promise<{ cards: Record<string, number>; listed: number }> {
  return page.evaluate(() => {
    const number = (text: string | null | undefined) => Number(text?.replace(/.* of /, '').replaceAll(',', '') ?? NaN);
    const cards: Record<string, number> = {};
    for (const card of document.querySelectorAll('.stat-cards > div')) {
      cards[card.querySelector('dt')?.textContent ?? ''] = number(card.querySelector('dd')?.textContent);
    }
    return { cards, listed: number(document.querySelector('.registrations-toolbar__count')?.textContent) };
  });
}

/** How far the table's count is from the card's; the list may be reloaded meanwhile, so both are read together. */
async function listedMinusCard(page: Page, card: string): Promise<number> {
  const { cards, listed } = await shownNumbers(page);
  return listed - (cards[card] ?? NaN);
}

/**
 * The same, from a fresh load of the page (the view is in the address), once every counter
 * has caught up with the data: the cards are counted once per load.
 */
async function listedMinusCardOnReload(page: Page, card: string): Promise<number> {
  await waitForCountersToSettle({ only: COUNTER_DOCS.practitioners });
  await page.reload();
  await expect(page.locator('.registrations-toolbar__count')).toContainText(' of ');
  return listedMinusCard(page, card);
}
/** Each retry waits for the counter, then reloads: give it room on a busy machine. */
const RELOADING_POLL = { timeout: 45_000, intervals: [0, 1_000, 2_000] };

test('The stat cards count what the table lists', async ({ page }) => {
  test.slow(); // an admin's sign-in, then up to a few reloads per comparison while other stories change the counts
  const marker = newMarker();
  await seedPractitioners(
    marker,
    { firstName: 'Amelia' },
    { firstName: 'Ben', status: 'approved', createdAt: new Date(Date.now() - 8 * 86_400_000).toISOString() },
    { firstName: 'Chloe', status: 'rejected' },
    // Enough for a full recent list of five, whatever else the database holds.
    ...['Dev', 'Ella', 'Finn'].map((firstName) => ({ firstName })),
  );
  // The cards are counters the server keeps as users change (decision 034): they count these once its trigger has run.
  await waitForCountersToSettle({ only: COUNTER_DOCS.practitioners });
  await openDashboardAsAdmin(page);
  // The cards are read from the counter, beside the list's own read.
  await expect(page.locator('.stat-cards > div')).toHaveCount(5);

  const { cards } = await shownNumbers(page);
  expect(Object.keys(cards)).toEqual(['Total Practitioners', 'Pending', 'Approved', 'Rejected', 'New This Week']);
  expect(cards['Pending']).toBeGreaterThanOrEqual(1);
  expect(cards['New This Week']).toBeGreaterThanOrEqual(2);
  // Ben registered eight days ago: counted, but not as new this week.
  expect(cards['Total Practitioners']).toBeGreaterThan(cards['New This Week'] ?? 0);
  await expect.poll(() => listedMinusCardOnReload(page, 'Total Practitioners'), RELOADING_POLL).toBe(0);

  for (const status of ['Pending', 'Approved', 'Rejected']) {
    await page.getByLabel('Status', { exact: true }).selectOption({ label: status });
    await expect(page).toHaveURL(new RegExp(`status=${status.toLowerCase()}`));
    await expect.poll(() => listedMinusCardOnReload(page, status), { message: status, ...RELOADING_POLL }).toBe(0);
  }
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All' });
  await page.getByLabel('Registered From').fill(sydneyIsoDate(-6));
  await expect(page).toHaveURL(/from=/);
  await expect.poll(() => listedMinusCardOnReload(page, 'New This Week'), { message: 'registered in the last 7 Sydney days', ...RELOADING_POLL }).toBe(0);

  await test.step('Recent Registrations lists the five newest', async () => {
    const dates = page.getByRole('region', { name: 'Recent Registrations' }).locator('.recent-registrations__date');
    await expect(dates).toHaveCount(5);
    const days = (await dates.allTextContents()).map((text) => text.split('/').reverse().join(''));
    expect(days).toEqual([...days].sort().reverse());
  });
});
