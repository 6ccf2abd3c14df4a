import type { Page } from '@playwright/test';
import { REGISTRATION_MESSAGES, ROUTES } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { confirmPasswordReset } from '../support/auth-emulator.ts';
import { latestPasswordResetLink } from '../support/registration.ts';
import { createPrescriber, deleteTestUsers, uniqueEmail, type TestUser } from '../support/users.ts';
import { logIn } from '../support/portal-forms.ts';
import { outboxMessages } from '../support/outbox.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

const NEW_PASSWORD = 'A-New-Password-For-The-Portal-9';

afterEachStory(deleteTestUsers);
test.afterAll(closeAdmin);

async function requestReset(page: Page, email: string): Promise<void> {
  await page.goto(ROUTES.resetPassword);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('main')).toContainText(REGISTRATION_MESSAGES.passwordResetSent);
}

/** An approved practitioner who has asked for a reset link; returns them with the link's path. */
async function practitionerWithResetLink(page: Page): Promise<{ user: TestUser; link: URL }> {
  const user = await createPrescriber();
  await requestReset(page, user.email);
  return { user, link: await latestPasswordResetLink(user.email) };
}

async function chooseNewPassword(page: Page, password: string, confirmation = password): Promise<void> {
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password').fill(confirmation);
  await page.getByRole('button', { name: 'Set New Password' }).click();
}

test('A practitioner resets a forgotten password by e-mail and logs in with the new one', async ({ page }) => {
  test.slow();
  const { user, link } = await practitionerWithResetLink(page);
  await expectAccessible(page);

  await test.step('the link opens a form for that account', async () => {
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('main')).toContainText(`Choose a new password for ${user.email}.`);
    await expectAccessible(page);
  });

  await test.step('the new password is saved', async () => {
    await chooseNewPassword(page, NEW_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Password Changed' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to Practitioner Login' }).click();
    await expectScreen(page, ROUTES.practitioners);
  });

  await test.step('the old password no longer works, the new one does', async () => {
    await logIn(page, user.email, user.password);
    await expect(page.getByRole('alert')).toHaveText('Incorrect password. Please try again or reset your password.');
    await logIn(page, user.email, NEW_PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.dashboard);
    // The dashboard itself, not the moment its chunk is still loading (the story's last page is checked).
    await expect(page.getByRole('heading', { level: 1, name: 'Practitioner Dashboard' })).toBeVisible();
  });
});

test('An address without an account gets the same answer, and an e-mail saying it has none', async ({ page }) => {
  const stranger = uniqueEmail('stranger');
  await requestReset(page, stranger);
  const [mail] = await outboxMessages(stranger);
  expect(mail?.text).toContain('there is no account with this address');
  await expectAccessible(page);
});

test('The new password must be typed twice the same, and be strong enough', async ({ page }) => {
  const { link } = await practitionerWithResetLink(page);
  await page.goto(link.pathname + link.search);

  await chooseNewPassword(page, NEW_PASSWORD, 'Something-Else-1');
  await expect(page.getByRole('alert')).toHaveText(REGISTRATION_MESSAGES.passwordsDoNotMatch);

  // Under MIN_PASSWORD_LENGTH: the spec's weak-password words.
  await chooseNewPassword(page, 'nine-char');
  await expect(page.getByRole('alert')).toHaveText(REGISTRATION_MESSAGES.weakPassword);
  await expectAccessible(page);
});

test('A link that was already used offers to request a new one', async ({ page }) => {
  const { link } = await practitionerWithResetLink(page);
  await confirmPasswordReset(link.searchParams.get('oobCode') ?? '', NEW_PASSWORD);

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link is invalid or has already been used. Please request a new one.',
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Request a New Link' }).click();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});
