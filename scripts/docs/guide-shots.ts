/**
 * What each guide in docs/guide/ shows, as a walk through the demo pharmacy: each shot is
 * named after the guide and the screen, and taken once the screen shows what the guide
 * says. The walks run in this order on one seeded stack: the nurse sends a draft before
 * the prescriber opens To sign. Labels are the screens' own, as the browser tests use them.
 */
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { DIRECTIONS_MESSAGES, ORDER_MESSAGES, ROUTES } from '@pharmacy/shared';
import { ROOT } from '../local-tools.ts';
import { demoAdminLogin } from '../stack/seed.ts';
import { demoPrescriberLogin, demoStaffLogin } from '../stack/demo/demo-people.ts';
import { demoVetLogin } from '../stack/demo/demo-vet.ts';

export const IMAGES_DIR = join(ROOT, 'docs/guide/images');

/** Takes `<name>.png` of the page `show` leaves on screen (or of the page it returns). */
export type Shooter = (name: string, show: () => Promise<Page | void>) => Promise<void>;

interface Guide {
  name: string;
  take(page: Page, shoot: Shooter): Promise<void>;
}

/** The Functions emulator on a busy machine: the first call after start-up loads the function. */
const SERVER_WORK = { timeout: 60_000 };

/** Scrolls so that the element is at the top of the window, under nothing. */
const toTop = (locator: Locator) => locator.first().evaluate((element) => element.scrollIntoView({ block: 'start' }));

async function fillLogin(page: Page, login: { email: string; password: string }): Promise<void> {
  await page.goto(ROUTES.practitioners);
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
}

/** Logs a practitioner or staff member in and waits for the order form (its catalogue comes through the function). */
async function logInToDashboard(page: Page, login: { email: string; password: string }): Promise<void> {
  await fillLogin(page, login);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === ROUTES.dashboard, SERVER_WORK);
  await expect(page.getByRole('heading', { name: 'Submit Order Request' })).toBeVisible(SERVER_WORK);
}

const orderForm = (page: Page) => page.getByRole('region', { name: 'Submit Order Request' });
const patientSection = (page: Page) => orderForm(page).getByRole('region', { name: 'Patient', exact: true });
const cart = (page: Page) => page.getByRole('region', { name: /^Cart/ });

async function choosePatient(page: Page, typed: string, label: RegExp): Promise<void> {
  await patientSection(page).getByLabel('Find a patient').fill(typed);
  await patientSection(page).getByRole('button', { name: label }).click(SERVER_WORK);
  await expect(patientSection(page).getByRole('button', { name: 'Change patient' })).toBeVisible();
}

interface Line {
  condition: string;
  formula: string;
  strength: string;
  amount: string;
  directions: string;
}

async function addToCart(page: Page, line: Line): Promise<void> {
  const form = orderForm(page);
  await form.getByLabel('Condition').selectOption({ label: line.condition });
  await form.getByLabel('Suggested Formulas').selectOption({ label: line.formula });
  await form.getByLabel('Strength').selectOption(line.strength);
  await form.getByLabel('Amount').selectOption(line.amount);
  await form.getByLabel(DIRECTIONS_MESSAGES.directionsLabel, { exact: true }).fill(line.directions);
  await form.getByRole('radio', { name: 'Send Via Mail' }).check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cart(page).getByRole('listitem').first()).toBeVisible();
}

const section = (page: Page, nav: string, link: string) => page.getByRole('navigation', { name: nav }).getByRole('link', { name: link, exact: true }).click();
const practitionerSection = (page: Page, link: string) => section(page, 'Practitioner dashboard sections', link);

const HYDROCORTISONE: Line = {
  condition: 'Dermatitis',
  formula: 'Hydrocortisone Cream',
  strength: '1%',
  amount: '30g',
  directions: 'Apply a thin layer to the affected skin twice daily for up to 7 days.',
};

/**
 * Opens the demo's order in progress whose first item is recorded and waits for a second
 * admin's check (demo-orders.ts), so the record of compounding has something in it: the
 * in-progress orders one by one until one offers Correct record.
 */
async function openOrderAwaitingCheck(page: Page): Promise<void> {
  const opens = page.getByRole('button', { name: /^Open request / });
  await expect(opens.first()).toBeVisible(SERVER_WORK);
  const count = await opens.count();
  for (let index = 0; index < count; index += 1) {
    await opens.nth(index).click();
    await expect(page.getByRole('link', { name: /^Print worksheet/ })).toBeVisible(SERVER_WORK);
    if ((await page.getByRole('button', { name: 'Correct record' }).count()) > 0) return;
    await page.getByRole('button', { name: 'Back to order requests' }).click();
    await expect(opens.first()).toBeVisible(SERVER_WORK);
  }
  throw new Error('No order in progress has a record of compounding waiting for its check');
}

const pharmacyAdmin: Guide = {
  name: 'pharmacy-admin',
  async take(page, shoot) {
    const admin = demoAdminLogin();
    await shoot('admin-sign-in-code', async () => {
      await fillLogin(page, admin);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText(/We texted a 6-digit code/)).toBeVisible(SERVER_WORK);
    });
    // The code, as a person at the local stack reads it: the newest row for the admin's mobile.
    const texts = await page.context().newPage();
    await shoot('admin-sms-codes', async () => {
      await texts.goto('/api/dev/sms');
      await expect(texts.getByRole('row').filter({ hasText: admin.phoneNumber }).first()).toBeVisible();
      return texts;
    });
    const code = await texts.getByRole('row').filter({ hasText: admin.phoneNumber }).first().locator('code').innerText();
    await texts.close();
    await page.getByLabel('Code from text message').fill(code.trim());
    await page.getByRole('button', { name: /^Verify/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.admin, SERVER_WORK);

    await shoot('admin-dashboard', async () => {
      await expect(page.getByRole('heading', { name: 'Practitioner Registrations' })).toBeVisible(SERVER_WORK);
      await expect(page.getByText('Priya').first()).toBeVisible(SERVER_WORK);
    });
    await shoot('admin-approve-practitioner', async () => {
      const table = page.getByRole('table', { name: /^Practitioner registrations/ }).first();
      const row = table.getByRole('row').filter({ hasText: 'Priya' }).first();
      await row.getByRole('combobox', { name: /^New status for/ }).selectOption({ label: 'Approved' });
      await expect(row.getByRole('button', { name: /^Confirm/ })).toBeVisible();
      await toTop(table);
    });
    await shoot('admin-catalogue-sync', async () => {
      const panel = page.getByRole('region', { name: 'Medication Database Management' });
      await panel.getByRole('button', { name: 'Configure Google Sheet' }).click();
      await panel.getByRole('textbox', { name: 'Google Sheet ID' }).fill('demo-medication-sheet');
      await panel.getByRole('button', { name: 'Connect & Sync' }).click();
      await expect(panel.getByRole('button', { name: 'Sync Now' })).toBeEnabled(SERVER_WORK);
      await toTop(panel);
    });
    await shoot('admin-pharmacy-overview', async () => {
      await page.goto(`${ROUTES.admin}?view=pharmacy`);
      await expect(page.getByText('Received today').first()).toBeVisible(SERVER_WORK);
      await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled(SERVER_WORK);
    });
    await shoot('admin-orders', async () => {
      await page.goto(`${ROUTES.admin}?view=orders`);
      await expect(page.getByRole('button', { name: /^Open request / }).first()).toBeVisible(SERVER_WORK);
    });
    await shoot('admin-order-detail', async () => {
      await page.goto(`${ROUTES.admin}?view=orders&status=in_progress`);
      await openOrderAwaitingCheck(page);
    });
    await shoot('admin-record-of-compounding', async () => {
      await toTop(page.getByRole('heading', { name: 'Record of compounding' }));
    });
    await shoot('admin-worksheet', async () => {
      const [worksheet] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /^Print worksheet/ }).click()]);
      await worksheet.setViewportSize({ width: 1280, height: 800 });
      await expect(worksheet.getByRole('region', { name: 'Record of compounding' })).toBeVisible(SERVER_WORK);
      return worksheet;
    });
    await shoot('admin-invoice', async () => {
      await page.goto(`${ROUTES.admin}?view=orders`);
      await page.getByLabel('Payment', { exact: true }).selectOption({ label: 'Unpaid' });
      await expect(page.getByRole('button', { name: /^Open request / }).first()).toBeVisible(SERVER_WORK);
      await page.getByRole('button', { name: /^Open request / }).first().click();
      const invoice = page.getByRole('region', { name: /^Invoice of / });
      await expect(invoice.getByText(/^INV-\d+$/).first()).toBeVisible(SERVER_WORK);
      await toTop(invoice);
    });
    await shoot('admin-clinic-accounts', async () => {
      await page.goto(`${ROUTES.admin}?view=clinic-accounts`);
      await expect(page.getByRole('row', { name: /Glebe Point Family Practice/ })).toContainText('$', SERVER_WORK);
    });
    await shoot('admin-audit-log', async () => {
      await page.goto(`${ROUTES.admin}?view=audit-log`);
      await expect(page.getByText(/Showing \d+ of \d+ entries/)).toBeVisible(SERVER_WORK);
    });
  },
};

const clinicStaff: Guide = {
  name: 'clinic-staff',
  async take(page, shoot) {
    await logInToDashboard(page, demoStaffLogin());
    await shoot('staff-new-order', async () => {
      await expect(page.getByText(/Working for/).first()).toBeVisible();
    });
    await shoot('staff-draft-cart', async () => {
      await choosePatient(page, 'Kel', /Margaret Kelly/);
      await addToCart(page, HYDROCORTISONE);
      await page.getByLabel(ORDER_MESSAGES.consent).check();
      await toTop(cart(page));
    });
    await shoot('staff-sent-for-signing', async () => {
      await page.getByRole('button', { name: 'Send for signing' }).click();
      await expect(page.getByRole('heading', { name: 'Sent for signing' })).toBeVisible(SERVER_WORK);
      await toTop(page.getByRole('heading', { name: 'Sent for signing' }));
    });
    await shoot('staff-drafts', async () => {
      await section(page, 'Staff dashboard sections', 'Drafts');
      await expect(page.getByText(/Margaret Kelly/).first()).toBeVisible(SERVER_WORK);
    });
    await shoot('staff-patients', async () => {
      await section(page, 'Staff dashboard sections', 'Patients');
      await expect(page.getByLabel('Find a patient').first()).toBeVisible();
    });
    await shoot('staff-requests', async () => {
      await section(page, 'Staff dashboard sections', 'Requests');
      await expect(page.getByText(/HC-\d{6}-/).first()).toBeVisible(SERVER_WORK);
    });
  },
};

const prescriber: Guide = {
  name: 'prescriber',
  async take(page, shoot) {
    await shoot('prescriber-sign-in', () => fillLogin(page, demoPrescriberLogin()));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.dashboard, SERVER_WORK);
    await expect(page.getByRole('heading', { name: 'Submit Order Request' })).toBeVisible(SERVER_WORK);
    await shoot('prescriber-new-order', async () => {
      await expect(page.getByRole('link', { name: '1 order needs your answer' })).toBeVisible(SERVER_WORK);
    });
    await shoot('prescriber-favourites', async () => {
      await expect(page.getByText('Eczema flare, adult').first()).toBeVisible(SERVER_WORK);
      await toTop(page.getByRole('heading', { name: 'Favourites and protocols' }));
    });
    await shoot('prescriber-cart', async () => {
      await choosePatient(page, 'Wil', /Chloe Williams/);
      await addToCart(page, HYDROCORTISONE);
      await toTop(cart(page));
    });
    await shoot('prescriber-question', async () => {
      await page.getByRole('link', { name: '1 order needs your answer' }).click();
      await expect(page.getByLabel('Your answer').first()).toBeVisible(SERVER_WORK);
      // The thread is read when the order shows: wait for the question itself, not "Loading the questions...".
      const question = page.getByText('Question from the pharmacy').first();
      await expect(question).toBeVisible(SERVER_WORK);
      await question.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    });
    await shoot('prescriber-my-requests', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByText(/HC-\d{6}-/).first()).toBeVisible(SERVER_WORK);
    });
    await shoot('prescriber-invoice', async () => {
      const mine = page.getByRole('region', { name: 'My Requests' });
      const search = mine.getByRole('search', { name: 'Find requests' });
      // The question's link opened My Requests on that one request: back to all of them first.
      await search.getByRole('button', { name: 'Clear filters' }).click();
      await search.getByLabel('Status').selectOption({ label: 'Dispatched' });
      // Once the list shows only dispatched requests (the unfiltered one stays until then), open the first.
      const rows = mine.getByRole('list', { name: 'My requests' }).locator(':scope > li');
      await expect(rows.first()).toBeVisible(SERVER_WORK);
      await expect(rows.filter({ hasNotText: 'Dispatched' })).toHaveCount(0, SERVER_WORK);
      await rows.first().getByRole('button', { name: /^HC-\d{6}-[0-9A-Z]{4}$/ }).click();
      const invoice = mine.getByRole('region', { name: /^Invoice of / }).first();
      await expect(invoice.getByText(/^INV-\d+$/).first()).toBeVisible(SERVER_WORK);
      await toTop(mine.getByRole('article').first());
    });
    await shoot('prescriber-clinic-account', async () => {
      await practitionerSection(page, 'Account');
      const account = page.getByRole('heading', { name: 'Clinic account' });
      await expect(account).toBeVisible(SERVER_WORK);
      await toTop(account);
    });
    await shoot('prescriber-patients', async () => {
      await practitionerSection(page, 'Patients');
      await page.getByLabel('Find a patient').first().fill('Kel');
      await page.getByRole('button', { name: /Margaret Kelly/ }).first().click(SERVER_WORK);
      await expect(page.getByRole('button', { name: 'Edit patient' }).first()).toBeVisible(SERVER_WORK);
    });
    await shoot('prescriber-to-sign', async () => {
      await practitionerSection(page, 'To sign');
      await expect(page.getByRole('link', { name: /^Open to sign/ }).first()).toBeVisible(SERVER_WORK);
    });
  },
};

const veterinarian: Guide = {
  name: 'veterinarian',
  async take(page, shoot) {
    await logInToDashboard(page, demoVetLogin());
    await shoot('vet-new-order', async () => {
      await expect(patientSection(page).getByLabel('Find a patient')).toBeVisible();
    });
    await shoot('vet-new-animal', async () => {
      await patientSection(page).getByRole('button', { name: 'Add a new patient' }).click();
      const editor = patientSection(page).getByRole('form', { name: 'New patient' });
      await editor.getByLabel('Animal\u2019s name').fill('Juniper');
      await editor.getByLabel('Species').fill('Cat');
      await editor.getByLabel('Weight (kg)').fill('3.9');
      await toTop(patientSection(page));
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Submit Order Request' })).toBeVisible(SERVER_WORK);
    await shoot('vet-cart', async () => {
      await choosePatient(page, 'Doy', /^Biscuit/);
      await addToCart(page, {
        condition: 'Veterinary',
        formula: 'Gabapentin Oral Suspension (Veterinary)',
        strength: '50mg/mL',
        amount: '30mL',
        directions: 'Give 1 mL by mouth twice daily with food.',
      });
      await toTop(cart(page));
    });
    await shoot('vet-my-requests', async () => {
      await practitionerSection(page, 'My Requests');
      await expect(page.getByText(/Biscuit/).first()).toBeVisible(SERVER_WORK);
    });
    await shoot('vet-patients', async () => {
      await practitionerSection(page, 'Patients');
      await page.getByLabel('Find a patient').first().fill('Doy');
      await page.getByRole('button', { name: /^Biscuit/ }).first().click(SERVER_WORK);
      await expect(page.getByRole('button', { name: 'Edit patient' }).first()).toBeVisible(SERVER_WORK);
    });
  },
};

export const GUIDES: readonly Guide[] = [pharmacyAdmin, clinicStaff, prescriber, veterinarian];
