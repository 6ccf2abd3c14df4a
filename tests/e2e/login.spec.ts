import type { Page } from '@playwright/test';
import { REGISTRATION_MESSAGES, ROUTES } from '@pharmacy/shared';
import { adminAuth, closeAdmin } from '../support/admin.ts';
import { createPrescriber, createPractitioner, createNewcomer, deleteTestUsers, uniqueEmail, uidOf, updateUserRecord, deleteBrowserRegistrations } from '../support/users.ts';
import { logIn, registrationInput, submitRegistration } from '../support/portal-forms.ts';
import { outboxMessages } from '../support/outbox.ts';
import { pendingRegistrationDoc, registrantWithToken, registrationNotice } from '../support/registration.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

afterEachStory(async () => {
  await deleteBrowserRegistrations();
  await deleteTestUsers();
});
test.afterAll(closeAdmin);

async function expectRefused(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('alert')).toHaveText(message);
  await expectScreen(page, ROUTES.practitioners);
  // A refused user is signed out again: the dashboard stays closed.
  await page.goto(ROUTES.dashboard);
  await expectScreen(page, ROUTES.practitioners);
}

test.describe('login explains why it cannot let someone in', () => {
  test('A wrong password', async ({ page }) => {
    const user = await createPrescriber();
    await logIn(page, user.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Incorrect password. Please try again or reset your password.');
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await expectAccessible(page);
  });

  test('An address without an account', async ({ page }) => {
    await logIn(page, uniqueEmail('stranger'), 'any-password');
    await expect(page.getByRole('alert')).toHaveText(
      'No account found with that email. Please check your email or register for a new account.',
    );
  });

  test('A rejected registration', async ({ page }) => {
    const user = await createPractitioner('rejected');
    await logIn(page, user.email, user.password);
    await expectRefused(page, 'Your registration was rejected. Please contact support.');
  });

  test('A status the portal does not know', async ({ page }) => {
    const user = await createPrescriber();
    await updateUserRecord(user.email, { status: 'suspended' });
    await logIn(page, user.email, user.password);
    await expectRefused(page, 'Your account status is invalid. Please contact support.');
  });

  test('A role other than practitioner or admin', async ({ page }) => {
    const user = await createPrescriber();
    await updateUserRecord(user.email, { role: 'patient' });
    await logIn(page, user.email, user.password);
    await expectRefused(page, 'You do not have access to this portal.');
  });
});

test.describe('an account whose e-mail is not verified yet', () => {
  test('Login asks to verify first and sends a new link on request', async ({ page }) => {
    test.slow(); // Through the Functions emulator: a registration and a new link, each with its e-mail, and the outbox.
    const { user } = await registrantWithToken();

    await logIn(page, user.email, user.password);
    await expect(page.getByRole('alert')).toHaveText(REGISTRATION_MESSAGES.noUserRecord);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Send a new verification link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `We've sent a new verification link to ${user.email}. It expires in 24 hours.`,
    );
    const verificationMails = (await outboxMessages(user.email)).filter((mail) => mail.subject.startsWith('Verify'));
    expect(verificationMails).toHaveLength(2);
    await expectAccessible(page);
  });

  test("A new link that cannot be sent shows the server's reason", async ({ page }) => {
    // Signed up elsewhere, never through the form: the server has no details to send a link for.
    const user = await createNewcomer();
    await logIn(page, user.email, user.password);
    await page.getByRole('button', { name: 'Send a new verification link' }).click();
    await expect(page.getByText(REGISTRATION_MESSAGES.noPendingRegistration)).toBeVisible();
  });
});

test.describe('a verified account without a record is onboarded at login', () => {
  /** Registers through the form, then has the address verified without the link (so no record was made). */
  async function registeredAndVerifiedElsewhere(page: Page) {
    const input = registrationInput();
    await page.goto(ROUTES.register);
    await submitRegistration(page, input);
    await expect(page.getByRole('heading', { name: 'Check Your Email!' })).toBeVisible();
    await adminAuth().updateUser(await uidOf(input.email), { emailVerified: true });
    return input;
  }

  async function expectActivatedThenAwaitingApproval(page: Page, email: string, password: string) {
    await logIn(page, email, password);
    await expect(page.getByRole('status')).toHaveText(REGISTRATION_MESSAGES.accountActivated);
    await expectAccessible(page);
    await logIn(page, email, password);
    await expect(page.getByRole('alert')).toHaveText('Your account is awaiting admin approval.');
  }

  test('With the details the server kept from registration', async ({ page }) => {
    test.slow();
    const input = await registeredAndVerifiedElsewhere(page);
    await expectActivatedThenAwaitingApproval(page, input.email, input.password);
  });

  test('With the copy kept in the browser when the server has none', async ({ page }) => {
    test.slow();
    const input = await registeredAndVerifiedElsewhere(page);
    await pendingRegistrationDoc(await uidOf(input.email)).delete();

    await expectActivatedThenAwaitingApproval(page, input.email, input.password);
    // Onboarded from the browser's copy: the pharmacy is told (the address stays out of the e-mail).
    const notice = await registrationNotice(await uidOf(input.email));
    expect(notice?.text).not.toContain('5 King Street');
  });

  test('Without any registration details onboarding fails', async ({ page }) => {
    const user = await createNewcomer({ emailVerified: true });
    await logIn(page, user.email, user.password);
    await expectRefused(page, REGISTRATION_MESSAGES.onboardingFailed);
  });
});

test('A practitioner who forgot their password finds the reset page from the login', async ({ page }) => {
  await page.goto(ROUTES.practitioners);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL((url) => url.pathname === ROUTES.resetPassword);
  await expect(page.getByRole('heading', { level: 1, name: /reset your password/i })).toBeVisible();
  await expectAccessible(page);
});
