/**
 * The practitioner dashboard's sections (decision 035): New order, My Requests, Patients
 * and Account, each held in the address like the admin's views, so a link, a bookmark
 * and Back all open the section a practitioner expects. The Patients section finds and
 * edits the practitioner's saved patients through the same search and /api as the order form.
 */
import type { Page } from '@playwright/test';
import { ROUTES, patientLabel } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { openDashboard, openSection, renameChosenPatient, sectionsNav, serveBuiltInCatalogue } from '../support/order-dashboard.ts';
import { createTestPatient, storedPatient } from '../support/patients.ts';
import { createPrescriber, deleteTestUsers } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';

afterEachStory(deleteTestUsers);
test.afterAll(closeAdmin);

const approvedPractitioner = () => createPrescriber();

/** The section the nav marks as open, by its link's text. */
const openNow = (page: Page) => sectionsNav(page).locator('[aria-current="page"]');
const orderForm = (page: Page) => page.getByRole('heading', { level: 2, name: 'Submit Order Request' });
const myRequests = (page: Page) => page.getByRole('region', { name: 'My Requests' });
const patients = (page: Page) => page.getByRole('region', { name: 'Patients', exact: true });
const account = (page: Page) => page.getByRole('region', { name: 'Account details' });

/** Fails when the page is wider than the window (a phone would scroll sideways). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('A practitioner moves between the dashboard’s sections by its nav and by Back, and a bookmarked section opens itself', async ({ page }, testInfo) => {
  test.slow(); // four sections, each checked with axe, on a busy machine
  await page.setViewportSize({ width: 1440, height: 900 });
  await serveBuiltInCatalogue(page);
  const user = await approvedPractitioner();
  await openDashboard(page, user);

  await test.step('/dashboard opens New order: the spec’s form and cart', async () => {
    expect(new URL(page.url()).search).toBe('');
    await expect(openNow(page)).toHaveText('New order');
    await expect(page.getByRole('region', { name: /^Cart/ })).toBeVisible();
    await expect(myRequests(page)).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('1440-new-order.png'), fullPage: true });
  });

  await test.step('each link opens its section, with an address of its own', async () => {
    await openSection(page, 'My Requests');
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.dashboard && url.search === '?view=requests');
    await expect(myRequests(page)).toContainText('You have not submitted any order requests yet.');
    await expect(orderForm(page)).toHaveCount(0);
    await expectAccessible(page);

    await openSection(page, 'Patients');
    await expect(page).toHaveURL((url) => url.search === '?view=patients');
    await expect(patients(page).getByLabel('Find a patient')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('1440-patients.png'), fullPage: true });

    await openSection(page, 'Account');
    await expect(page).toHaveURL((url) => url.search === '?view=account');
    await expect(account(page)).toContainText('Test Clinic');
    await expect(account(page)).toContainText(user.email);
    await expect(page.getByRole('region', { name: 'Sign-in security' })).toContainText('Two-step sign-in is off.');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('1440-account.png'), fullPage: true });
  });

  await test.step('Back and Forward retrace the sections', async () => {
    await page.goBack();
    await expect(openNow(page)).toHaveText('Patients');
    await expect(patients(page)).toBeVisible();
    await page.goBack();
    await expect(openNow(page)).toHaveText('My Requests');
    await expect(myRequests(page)).toBeVisible();
    await page.goBack();
    await expect(openNow(page)).toHaveText('New order');
    await expect(orderForm(page)).toBeVisible();
    await page.goForward();
    await expect(myRequests(page)).toBeVisible();
  });

  await test.step('a bookmarked section opens itself; an unknown one opens New order', async () => {
    await page.goto(`${ROUTES.dashboard}?view=account`);
    await expect(openNow(page)).toHaveText('Account');
    await expect(account(page)).toBeVisible();
    await page.goto(`${ROUTES.dashboard}?view=favourites`);
    await expect(openNow(page)).toHaveText('New order');
    await expect(orderForm(page)).toBeVisible({ timeout: 20_000 });
    // The spec's account menu stays in the header whichever section is open.
    await expect(page.getByRole('button', { name: /^Account:/ })).toBeVisible();
  });
});

test('In the Patients section a practitioner finds a saved patient and edits them, and never sees another practitioner’s', async ({ page }) => {
  test.slow(); // The edit goes through the Functions emulator.
  const [user, other] = await Promise.all([approvedPractitioner(), approvedPractitioner()]);
  const [mine] = await Promise.all([createTestPatient(user.uid), createTestPatient(other.uid, { givenName: 'Someone' })]);
  await openDashboard(page, user);
  await openSection(page, 'Patients');

  const section = patients(page);
  await section.getByLabel('Find a patient').fill('cit');
  const found = section.getByRole('list', { name: 'Matching patients' }).getByRole('button');
  await expect(found).toHaveText([patientLabel(mine)]);
  await found.first().click();
  await expect(section.getByRole('heading', { level: 3, name: patientLabel(mine) })).toBeFocused();
  await expect(section).toContainText('Pickup at the pharmacy');

  const janet = await renameChosenPatient(section, mine, 'Janet');
  await expect(section.getByRole('heading', { level: 3, name: patientLabel(janet) })).toBeVisible({ timeout: 15_000 });
  await expect(section.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect(await storedPatient(mine.patientId)).toMatchObject({ givenName: 'Janet', prescriberId: user.uid });
  // The list follows the saved change.
  await expect(found).toHaveText([patientLabel(janet)]);
  await expectAccessible(page);
});

test('On a 390px phone a practitioner reaches every section with the keyboard alone', async ({ page }, testInfo) => {
  test.slow(); // four sections, each checked with axe, on a busy machine
  await page.setViewportSize({ width: 390, height: 844 });
  await serveBuiltInCatalogue(page);
  const user = await approvedPractitioner();
  await createTestPatient(user.uid);
  await openDashboard(page, user);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('390-new-order.png'), fullPage: true });

  const links = sectionsNav(page).getByRole('link');
  await expect(links).toHaveText(['New order', 'To sign', 'My Requests', 'Patients', 'Staff', 'Account']);
  await links.first().focus();
  for (const [name, search, shot] of [
    ['To sign', '?view=to-sign', '390-to-sign.png'],
    ['My Requests', '?view=requests', '390-my-requests.png'],
    ['Patients', '?view=patients', '390-patients.png'],
    ['Staff', '?view=staff', '390-staff.png'],
    ['Account', '?view=account', '390-account.png'],
  ] as const) {
    await page.keyboard.press('Tab');
    const link = sectionsNav(page).getByRole('link', { name, exact: true });
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.search === search);
    await expect(link).toHaveAttribute('aria-current', 'page');
    // Focus stays on the link, so Tab goes on to the next one.
    await expect(link).toBeFocused();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(shot), fullPage: true });
  }

  await test.step('in Patients, the keyboard finds a patient and opens them', async () => {
    // Back past Staff to Patients.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.search === '?view=patients');
    await patients(page).getByLabel('Find a patient').focus();
    await page.keyboard.type('cit');
    const found = patients(page).getByRole('list', { name: 'Matching patients' }).getByRole('button');
    await expect(found).toHaveCount(1);
    await found.focus();
    await page.keyboard.press('Enter');
    await expect(patients(page).getByRole('heading', { level: 3 })).toBeFocused();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('390-patient-opened.png'), fullPage: true });
  });
});
