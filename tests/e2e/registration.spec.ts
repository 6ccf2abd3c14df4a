import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PRACTITIONER_NUMBER_MESSAGE, REGISTRATION_MESSAGES, ROUTES } from '@pharmacy/shared';
import { closeAdmin, userDoc } from '../support/admin.ts';
import { createNewcomer, deleteTestUsers, uidOf, updateUserRecord, deleteBrowserRegistrations } from '../support/users.ts';
import { logIn, registrationInput, submitRegistration as register } from '../support/portal-forms.ts';
import { expireVerificationLink, latestVerificationToken, registrantWithToken, registrationNotice, verifyEmail } from '../support/registration.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

afterEachStory(async () => {
  await deleteBrowserRegistrations();
  await deleteTestUsers();
});
test.afterAll(closeAdmin);

test('A practitioner registers, verifies their e-mail, waits for approval and reaches the dashboard', async ({
  page,
}) => {
  // The whole journey: two forms, an e-mail, two logins.
  test.slow();
  const mapsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('maps.googleapis.com')) mapsRequests.push(request.url());
  });
  const input = registrationInput();

  await test.step('the registration form asks for every detail, Australia preselected', async () => {
    await page.goto(ROUTES.register);
    await expect(page.getByRole('heading', { level: 1, name: 'Practitioner Registration' })).toBeVisible();
    await expect(page.getByLabel('Country')).toHaveValue('Australia');
    await expect(page.getByLabel('Practitioner Number')).toHaveAttribute('placeholder', /MED\d+/);
    await expectAccessible(page);
  });

  await test.step('registering shows "Check Your Email!" with the address the link went to', async () => {
    await register(page, input);
    const panel = page.getByRole('main');
    await expect(panel.getByRole('heading', { name: 'Check Your Email!' })).toBeVisible();
    await expect(panel).toContainText(input.email);
    await expect(panel).toContainText('24 hours');
    await expect(panel.getByRole('link', { name: 'View FAQs' })).toHaveAttribute('href', ROUTES.faqs);
    await expectAccessible(page);
  });

  await test.step('without a Maps key the address was typed by hand and nothing was loaded from Google', () => {
    expect(mapsRequests).toEqual([]);
  });

  await test.step('the link in the e-mail verifies the address', async () => {
    const token = await latestVerificationToken(input.email);
    await page.goto(`${ROUTES.verify}?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { name: 'Email Verified Successfully!' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('pending admin approval');
    await expectAccessible(page);
  });

  await test.step('the details are kept, address on one line, and the pharmacy is told without them', async () => {
    const uid = await uidOf(input.email);
    expect((await userDoc(uid).get()).data()).toMatchObject({
      practitionerNumber: 'MED0001112223',
      clinicAddress: '5 King Street, Newtown NSW 2042, Australia',
    });
    const notice = await registrationNotice(uid);
    expect(notice?.text).toContain('/admin?status=pending');
    expect(notice?.text).not.toContain('MED0001112223');
    expect(notice?.text).not.toContain('5 King Street');
  });

  await test.step('before approval, login says the account awaits approval', async () => {
    await logIn(page, input.email, input.password);
    await expect(page.getByRole('alert')).toHaveText('Your account is awaiting admin approval.');
    await expectScreen(page, ROUTES.practitioners);
  });

  await test.step('once an admin approves it, login opens the dashboard', async () => {
    await updateUserRecord(input.email, { status: 'approved' });
    await logIn(page, input.email, input.password);
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.dashboard);
    await expect(page.getByRole('main')).toContainText('Welcome, Nina');
    await expectAccessible(page);
  });
});

test.describe('the registration form explains what is wrong and keeps what was typed', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(ROUTES.register);
  });

  test('Passwords that differ', async ({ page }) => {
    await register(page, registrationInput({ confirmPassword: 'Something-Else-2' }));
    await expect(page.getByText(REGISTRATION_MESSAGES.passwordsDoNotMatch)).toBeVisible();
    await expect(page.getByLabel('Confirm Password')).toHaveValue('Something-Else-2');
    await expectAccessible(page);
  });

  test('A missing city and postcode', async ({ page }) => {
    await register(page, registrationInput({ city: '', postcode: '' }));
    await expect(page.getByRole('alert')).toHaveText(REGISTRATION_MESSAGES.addressIncomplete);
    await expect(page.getByLabel('City')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Street Address')).toHaveValue('5 King Street');
  });

  test('A practitioner number that is neither Ahpra nor a vet board registration', async ({ page }) => {
    await register(page, registrationInput({ practitionerNumber: '12345' }));
    await expect(page.getByRole('alert')).toHaveText(PRACTITIONER_NUMBER_MESSAGE);
    await expect(page.getByLabel('Practitioner Number')).toHaveValue('12345');
  });

  test('An address that already has an account', async ({ page }) => {
    const existing = await createNewcomer();
    await register(page, registrationInput({ email: existing.email }));
    await expect(page.getByRole('alert')).toHaveText(REGISTRATION_MESSAGES.emailInUse);
    await expect(page.getByLabel('Email')).toHaveValue(existing.email);
    await expectAccessible(page);
  });

  test('A password shorter than the portal allows is too weak', async ({ page }) => {
    // Under MIN_PASSWORD_LENGTH: refused before the account is created, in the spec's words.
    await register(page, registrationInput({ password: 'nine-char', confirmPassword: 'nine-char' }));
    await expect(page.getByRole('alert')).toHaveText(REGISTRATION_MESSAGES.weakPassword);
  });

  test('No connection to the sign-in service', async ({ page }) => {
    await page.route('**/identitytoolkit.googleapis.com/**', (route) => route.abort('internetdisconnected'));
    await register(page, registrationInput());
    await expect(page.getByRole('alert')).toHaveText(REGISTRATION_MESSAGES.networkError);
    await expect(page.getByLabel('First Name')).toHaveValue('Nina');
  });

  test('The verification e-mail could not be sent', async ({ page }) => {
    await page.route('**/api/send-verification-email', (route) =>
      route.fulfill({
        status: 502,
        json: { error: 'We could not send the e-mail. Please try again later.', code: 'mail_delivery_failed' },
      }),
    );
    await register(page, registrationInput());
    await expect(page.getByRole('alert')).toHaveText(
      `${REGISTRATION_MESSAGES.verificationEmailFailed} We could not send the e-mail. Please try again later.`,
    );
  });
});

test.describe('the verification link', () => {
  const openLink = (page: Page, token: string) => page.goto(`${ROUTES.verify}?token=${encodeURIComponent(token)}`);

  async function expectVerificationFailed(page: Page, message: string): Promise<void> {
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(message);
    await expectAccessible(page);
  }

  test('A link without a token is invalid, and leads back to registration', async ({ page }) => {
    await page.goto(ROUTES.verify);
    await expectVerificationFailed(page, REGISTRATION_MESSAGES.invalidVerificationLink);
    await page.getByRole('link', { name: 'Register Again' }).click();
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.register);
  });

  test('A made-up token is refused', async ({ page }) => {
    await openLink(page, randomBytes(32).toString('base64url'));
    await expectVerificationFailed(page, REGISTRATION_MESSAGES.unknownVerificationLink);
  });

  test('A link that was already used is refused', async ({ page }) => {
    const { token } = await registrantWithToken();
    expect((await verifyEmail({ token })).status).toBe(200);
    await openLink(page, token);
    await expectVerificationFailed(page, REGISTRATION_MESSAGES.verificationLinkUsed);
  });

  test('A link older than 24 hours is refused', async ({ page }) => {
    const { token } = await registrantWithToken();
    await expireVerificationLink(token);
    await openLink(page, token);
    await expectVerificationFailed(page, REGISTRATION_MESSAGES.verificationLinkExpired);
  });

  test('Without a connection the page shows the generic failure', async ({ page }) => {
    await page.route('**/api/verify-email', (route) => route.abort('internetdisconnected'));
    await openLink(page, randomBytes(32).toString('base64url'));
    await expectVerificationFailed(page, REGISTRATION_MESSAGES.verificationFailed);
  });
});
