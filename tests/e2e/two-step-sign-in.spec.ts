/**
 * Two-step sign-in (issue 14, decision 022): an admin sets up the mobile on their record
 * (decision 037) at their first sign-in and is asked for the code it receives at every
 * sign-in after; a practitioner may turn it on from the dashboard. The codes are read from the Auth emulator, which
 * stands in for the SMS provider.
 */
import { ROUTES, SIGN_IN_SECURITY_MESSAGES } from '@pharmacy/shared';
import { adminAuth, closeAdmin } from '../support/admin.ts';
import { latestSmsCode } from '../support/auth-emulator.ts';
import { logInToDashboard, openSection, serveBuiltInCatalogue } from '../support/order-dashboard.ts';
import { enterSmsCode, logIn } from '../support/portal-forms.ts';
import { createPrescriber, createAdmin, deleteTestUsers, uniqueMobileNumber } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

afterEachStory(deleteTestUsers);
test.afterAll(closeAdmin);

/** +614xxxxxxxx as a person types it: 04xx xxx xxx. */
const asTyped = (e164: string) => `0${e164.slice(3, 6)} ${e164.slice(6, 9)} ${e164.slice(9)}`;

test('An admin\u2019s first sign-in sets up the mobile on record, and every sign-in after asks for its code', async ({ page }) => {
  test.slow(); // two sign-ins, each with a code through the Auth emulator
  const admin = await createAdmin({ secondFactor: false });
  const mobile = admin.adminMobile ?? '';

  await logIn(page, admin.email, admin.password);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expectAccessible(page);

  // Decision 066: the page knows only the number's last digits; the admin types it, and the
  // server says whether it is the one on record before any code is sent (decision 037).
  await expect(page.getByText(`ending in ${mobile.slice(-3)}`)).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveValue('');
  const another = uniqueMobileNumber();
  await page.getByLabel('Mobile number').fill(asTyped(another));
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText(SIGN_IN_SECURITY_MESSAGES.mobileNotOnRecord)).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveValue(asTyped(another));
  await expect(page.getByLabel('Code from text message')).toHaveCount(0);

  await page.getByLabel('Mobile number').fill(asTyped(mobile));
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText(`We texted a 6-digit code to ${mobile}`)).toBeVisible();

  await test.step('a wrong code is refused, and the number stays', async () => {
    const right = await latestSmsCode(mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    await page.getByLabel('Code from text message').fill(wrong);
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(page.getByRole('alert')).toHaveText('That code is not right. Check the text message and try again.');
    await expect(page.getByLabel('Mobile number')).toHaveValue(asTyped(mobile));
  });

  await page.getByLabel('Code from text message').fill(await latestSmsCode(mobile));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expectScreen(page, ROUTES.admin);
  const factors = (await adminAuth().getUser(admin.uid)).multiFactor?.enrolledFactors ?? [];
  expect(factors.map((factor) => (factor as { phoneNumber?: string }).phoneNumber)).toEqual([mobile]);

  await test.step('after logging out, the password alone is not enough', async () => {
    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).not.toHaveURL((url) => url.pathname === ROUTES.admin);
    await logIn(page, admin.email, admin.password);
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await expectAccessible(page);
    await enterSmsCode(page, mobile);
    await expectScreen(page, ROUTES.admin);
  });
});

test('An admin who stops half-way through setting up their mobile cannot open the admin portal', async ({ page }) => {
  const admin = await createAdmin({ secondFactor: false });
  await logIn(page, admin.email, admin.password);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();

  await page.goto(ROUTES.admin);
  await expectScreen(page, ROUTES.practitioners);
  await expect(page.getByRole('status').filter({ hasText: 'two-step sign-in' })).toHaveText(SIGN_IN_SECURITY_MESSAGES.secondFactorRequired);
});

test('A practitioner turns on two-step sign-in from the dashboard, and is asked for a code at the next login', async ({ page }) => {
  test.slow(); // the dashboard's catalogue, then two texts through the Auth emulator
  await serveBuiltInCatalogue(page);
  const practitioner = await createPrescriber();
  const mobile = uniqueMobileNumber();
  await logInToDashboard(page, practitioner);
  await openSection(page, 'Account');

  const security = page.getByRole('region', { name: 'Sign-in security' });
  await expect(security).toContainText('Two-step sign-in is off.');
  await security.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  await test.step('a number that is not an Australian mobile is refused beside the field', async () => {
    await security.getByLabel('Mobile number').fill('02 9555 1234');
    await security.getByRole('button', { name: 'Text me a code' }).click();
    await expect(security.getByText('Enter an Australian mobile number, such as 0412 345 678.')).toBeVisible();
    await expect(security.getByLabel('Mobile number')).toHaveValue('02 9555 1234');
  });

  await security.getByLabel('Mobile number').fill(asTyped(mobile));
  await security.getByRole('button', { name: 'Text me a code' }).click();
  await expect(security.getByText(`We texted a 6-digit code to ${mobile}`)).toBeVisible();
  await security.getByLabel('Code from text message').fill(await latestSmsCode(mobile));
  await security.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(security.getByRole('status')).toContainText('Two-step sign-in is on');
  await expectAccessible(page);

  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL((url) => url.pathname === ROUTES.dashboard);
  await logIn(page, practitioner.email, practitioner.password);
  await enterSmsCode(page, mobile);
  await expect(page).toHaveURL((url) => url.pathname === ROUTES.dashboard);
  await expect(page.getByRole('heading', { level: 1, name: 'Practitioner Dashboard' })).toBeVisible();
});
