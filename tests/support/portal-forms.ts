/** The practitioner portal's forms, filled in a browser the way a practitioner does it. */
import { expect, type Page } from '@playwright/test';
import { ROUTES } from '@pharmacy/shared';
import { uniqueEmail, rememberBrowserRegistration, type TestUser } from './users.ts';
import { latestSmsCode } from './auth-emulator.ts';
import { openSignedIn } from './signed-in-browser.ts';

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  practitionerNumber: string;
  clinicName: string;
  street: string;
  city: string;
  /** The option's label, as a user picks it; '' leaves the dropdown alone. */
  state: string;
  postcode: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const REGISTRATION_PASSWORD = 'Registration-Test-Password-1';

/** A complete registration with a new address; the number is typed with spaces, as people do. */
export function registrationInput(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    firstName: 'Nina',
    lastName: 'Patel',
    practitionerNumber: 'med 000 111 2223',
    clinicName: 'Newtown Family Clinic',
    street: '5 King Street',
    city: 'Newtown',
    state: 'New South Wales',
    postcode: '2042',
    email: uniqueEmail('registrant'),
    password: REGISTRATION_PASSWORD,
    confirmPassword: REGISTRATION_PASSWORD,
    ...overrides,
  };
}

/**
 * On /register: fills the form (empty values stay untouched) and submits it.
 * The account it may create is removed by deleteBrowserRegistrations().
 */
export async function submitRegistration(page: Page, input: RegistrationInput): Promise<void> {
  rememberBrowserRegistration(input.email);
  const fields: [string, string][] = [
    ['First Name', input.firstName],
    ['Last Name', input.lastName],
    ['Practitioner Number', input.practitionerNumber],
    ['Clinic Name', input.clinicName],
    ['Street Address', input.street],
    ['City', input.city],
    ['Postcode', input.postcode],
    ['Email', input.email],
    ['Password', input.password],
    ['Confirm Password', input.confirmPassword],
  ];
  for (const [label, value] of fields) {
    if (value) await page.getByLabel(label, { exact: true }).fill(value);
  }
  if (input.state) await page.getByLabel('State').selectOption({ label: input.state });
  await page.getByRole('button', { name: 'Register' }).click();
}

/** Opens the login page and logs in. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(ROUTES.practitioners);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * The second step of two-step sign-in: once the page says the code was texted, reads it
 * off the (emulated) phone and enters it. The number must be this test's own, or the
 * newest code could be another story's.
 */
export async function enterSmsCode(page: Page, phoneNumber: string): Promise<void> {
  await expect(page.getByText(/We texted a 6-digit code/)).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Code from text message').fill(await latestSmsCode(phoneNumber));
  await page.getByRole('button', { name: /^Verify/ }).click();
}

/** Logs in as a test user, with the code from their phone when they have a second factor (admins). */
export async function logInAs(page: Page, user: Pick<TestUser, 'email' | 'password' | 'phoneNumber'>): Promise<void> {
  await logIn(page, user.email, user.password);
  if (!user.phoneNumber) return;
  await enterSmsCode(page, user.phoneNumber);
  // The code is checked, the admin's record read, then /admin loads its own shell and
  // restores the session there (decision 073): on a busy two-core machine that took over
  // the 10 s a screen's own wait allows, so the sign-in has a budget of its own.
  await expect(page).not.toHaveURL((url) => url.pathname === ROUTES.practitioners, SIGN_IN_BUDGET);
}
/** From an admin's code to the page the sign-in leads to. */
const SIGN_IN_BUDGET = { timeout: 30_000 };

/**
 * Opens the admin dashboard already signed in (decision 088: no story that uses this is about
 * signing in), then a view from its nav, as an admin does; waits for the view's heading.
 */
export async function openAdminView(page: Page, admin: Pick<TestUser, 'email' | 'password'>, link: string, heading: string): Promise<void> {
  await openSignedIn(page, admin, ROUTES.admin);
  await expect(page).toHaveURL((url) => url.pathname === ROUTES.admin);
  await page.getByRole('navigation', { name: 'Admin dashboard views' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}
