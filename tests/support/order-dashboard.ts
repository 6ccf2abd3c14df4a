/** The practitioner dashboard (/dashboard), driven in a browser the way a practitioner uses it. */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  BUILT_IN_MEDICATION_DATABASE,
  DIRECTIONS_MESSAGES,
  ORDER_API_PATHS,
  ORDER_MESSAGES,
  ROUTES,
  SCRIPT_METHOD_LABELS,
  patientLabel,
  type MedicationDatabase,
  type PatientSnapshot,
  type ScriptMethod,
} from '@pharmacy/shared';
import type { FileFixture } from './file-fixtures.ts';
import { DEFAULT_DIRECTIONS, type Choice } from './orders.ts';
import { logInAs } from './portal-forms.ts';
import { openSignedIn } from './signed-in-browser.ts';
import type { TestUser } from './users.ts';

export interface OrderChoice {
  /** Option labels, as the practitioner picks them; a missing strength or amount is left alone. */
  condition: string;
  formula: string;
  strength?: string;
  amount?: string;
  notes?: string;
  /** What the label will say (decision 052); the tests' usual directions unless given ('' leaves the field empty). */
  directions?: string;
  daysSupply?: string;
  method: ScriptMethod;
  script?: FileFixture;
  quantity?: number;
}

export const asUpload = (file: FileFixture) => ({ name: file.fileName, mimeType: file.contentType, buffer: file.content });

/** A catalogue choice (tests/support/orders.ts) as the practitioner sees it in the form's options. */
export function asSeen(catalogue: MedicationDatabase, choice: Choice): Pick<OrderChoice, 'condition' | 'formula' | 'strength' | 'amount'> {
  const condition = catalogue.conditions.find((option) => option.value === choice.condition);
  const formula = catalogue.formulasByCondition[choice.condition]?.find((option) => option.value === choice.formula);
  if (!condition || !formula) throw new Error(`The catalogue does not offer ${choice.condition}/${choice.formula}`);
  return { condition: condition.label, formula: formula.label, strength: choice.strength, amount: choice.amount };
}

/** Answers GET /api/medication-database with the built-in catalogue, so a story knows every option. */
export async function serveBuiltInCatalogue(page: Page): Promise<void> {
  await page.route(`**${ORDER_API_PATHS.medicationDatabase}`, (route) =>
    route.fulfill({ json: { success: true, data: BUILT_IN_MEDICATION_DATABASE } }),
  );
}

/** Opens the dashboard already signed in (decision 088) and waits for its order form. */
export async function openDashboard(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await openSignedIn(page, user, ROUTES.dashboard);
  await expectOrderForm(page);
}

/** Logs in through the login page and waits for the dashboard's order form: for the stories about signing in. */
export async function logInToDashboard(page: Page, user: Pick<TestUser, 'email' | 'password' | 'phoneNumber'>): Promise<void> {
  await logInAs(page, user);
  await expectOrderForm(page);
}

async function expectOrderForm(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === ROUTES.dashboard);
  // The form waits for the catalogue, which comes through the Functions emulator (slow when it has just reloaded).
  await expect(page.getByRole('heading', { name: 'Submit Order Request' })).toBeVisible({ timeout: 20_000 });
}

/** The order form's Patient section. */
export const patientSection = (page: Page) =>
  page.getByRole('region', { name: 'Submit Order Request' }).getByRole('region', { name: 'Patient', exact: true });

/** Finds one of the practitioner's patients by typing the start of their family name, and chooses them. */
export async function choosePatient(page: Page, patient: Pick<PatientSnapshot, 'givenName' | 'familyName' | 'dateOfBirth'>): Promise<void> {
  const section = patientSection(page);
  await section.getByLabel('Find a patient').fill(patient.familyName.slice(0, 3));
  // The search reads Firestore from the browser, under the rules.
  await section.getByRole('button', { name: patientLabel(patient) }).click({ timeout: 15_000 });
  await expect(section).toContainText(patientLabel(patient));
  await expect(section.getByRole('button', { name: 'Change patient' })).toBeVisible();
}

/** Fills the Submit Order Request form; Add to Cart is the caller's. */
export async function fillOrderForm(page: Page, choice: OrderChoice): Promise<void> {
  const form = page.getByRole('region', { name: 'Submit Order Request' });
  await form.getByLabel('Condition').selectOption({ label: choice.condition });
  await form.getByLabel('Suggested Formulas').selectOption({ label: choice.formula });
  if (choice.strength) await form.getByLabel('Strength').selectOption(choice.strength);
  if (choice.amount) await form.getByLabel('Amount').selectOption(choice.amount);
  const directions = choice.directions ?? DEFAULT_DIRECTIONS;
  if (directions) await form.getByLabel(DIRECTIONS_MESSAGES.directionsLabel, { exact: true }).fill(directions);
  if (choice.daysSupply) await form.getByLabel(DIRECTIONS_MESSAGES.daysSupplyLabel).fill(choice.daysSupply);
  if (choice.notes) await form.getByLabel('Notes (optional)').fill(choice.notes);
  await form.getByRole('radio', { name: SCRIPT_METHOD_LABELS[choice.method] }).check();
  if (choice.script) await form.getByLabel('Patient Script').setInputFiles(asUpload(choice.script));
  for (let quantity = 1; quantity < (choice.quantity ?? 1); quantity += 1) {
    await form.getByRole('button', { name: 'Increase quantity' }).click();
  }
}

export async function addToCart(page: Page, choice: OrderChoice): Promise<void> {
  await fillOrderForm(page, choice);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

/** The cart's items, each named by its formula, strength and amount. */
export const cartItems = (page: Page) => page.getByRole('region', { name: /^Cart/ }).getByRole('listitem');

/** After Submit Request: the request ID the Thank you! panel shows. */
export async function submittedRequestId(page: Page): Promise<string> {
  const panel = page.getByRole('region', { name: ORDER_MESSAGES.thankYou });
  // The function stores the scripts and the order and sends two e-mails first: give it time.
  await expect(panel).toContainText(/Your request ID is \S+\./, { timeout: 30_000 });
  const requestId = /Your request ID is (\S+)\./.exec(await panel.innerText())?.[1] ?? '';
  expect(requestId).toMatch(/^HC-\d{6}-[0-9A-Z]{4}$/);
  return requestId;
}

export type DashboardSectionLink = 'New order' | 'My Requests' | 'Patients' | 'Account';

/** The dashboard's nav between its sections (decision 035). */
export const sectionsNav = (page: Page) => page.getByRole('navigation', { name: 'Practitioner dashboard sections' });

/** Opens a section of the dashboard from its nav, as a practitioner does, and waits until it is the open one. */
export async function openSection(page: Page, link: DashboardSectionLink): Promise<void> {
  const target = sectionsNav(page).getByRole('link', { name: link, exact: true });
  await target.click();
  await expect(target).toHaveAttribute('aria-current', 'page');
}

/**
 * Edit patient on the patient shown in `section` (the order form's Patient section or the
 * Patients section): checks the editor holds them, gives them a new given name and saves.
 * Returns the patient as they should now read.
 */
export async function renameChosenPatient(section: Locator, patient: PatientSnapshot, givenName: string): Promise<PatientSnapshot> {
  await section.getByRole('button', { name: 'Edit patient' }).click();
  const editor = section.getByRole('form', { name: 'Edit patient' });
  await expect(editor.getByLabel('Family name')).toHaveValue(patient.familyName);
  await editor.getByLabel('Given name').fill(givenName);
  await editor.getByRole('button', { name: 'Save changes' }).click();
  return { ...patient, givenName };
}

/** My Requests (decision 069): a list of rows, each opened by its request ID. */
export const myRequests = (page: Page): Locator => page.getByRole('region', { name: 'My Requests' });

/** The rows of My Requests on the page, newest first. */
export const requestRows = (page: Page): Locator => myRequests(page).getByRole('list', { name: 'My requests' }).locator(':scope > li');

/**
 * Opens one request's row in My Requests (its history, questions, course and delivery) and
 * gives the opened request; a row already open stays open.
 */
export async function openRequest(page: Page, requestId: string): Promise<Locator> {
  const opener = myRequests(page).getByRole('button', { name: requestId, exact: true });
  if ((await opener.getAttribute('aria-expanded', { timeout: 20_000 })) !== 'true') await opener.click();
  const opened = myRequests(page).getByRole('article', { name: requestId });
  await expect(opened).toBeVisible();
  return opened;
}
