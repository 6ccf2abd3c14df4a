/**
 * The Privacy Policy (APP 1) and the collection notices beside the forms (APP 5), as
 * a visitor and a practitioner-to-be reach them.
 */
import { ROUTES, SITE } from '@pharmacy/shared';
import { expect, expectAccessible, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

test('A visitor reaches the Privacy Policy from the footer and reads what is kept, where, and how to complain', async ({ page }) => {
  await page.goto(ROUTES.home);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expectScreen(page, ROUTES.privacy);

  const policy = page.getByRole('main');
  for (const heading of ['What we collect, and why', 'Where your information is held', 'Overseas providers', 'How long we keep it', 'Access and correction', 'Complaints']) {
    await expect(policy.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(policy).toContainText('australia-southeast1');
  await expect(policy).toContainText('SendGrid');
  // Paying an invoice by card (decision 079): who takes it, and what it receives.
  const overseas = policy.getByRole('region', { name: 'Overseas providers' });
  await expect(overseas).toContainText('Stripe');
  await expect(overseas).toContainText("the invoice's number and the amount owing");
  // Who sees orders, and how long the records of who saw what are kept (issue 32).
  const held = policy.getByRole('region', { name: 'Where your information is held' });
  await expect(held).toContainText('the clinic staff that practitioner has invited');
  const kept = policy.getByRole('region', { name: 'How long we keep it' });
  await expect(kept).toContainText('Which clinic staff worked for which practitioner');
  await expect(kept).toContainText('Our record of who opened, changed or sent health information');
  await expect(kept).toContainText('7 years');
  await expect(policy.getByRole('note')).toContainText("review before launch");
  await expect(policy.getByRole('link', { name: 'oaic.gov.au' })).toHaveAttribute('href', 'https://www.oaic.gov.au');
  await expect(policy.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
  await expectAccessible(page);
});

test('The script upload and registration forms say why they collect details, and link to the policy', async ({ page }) => {
  await page.goto(ROUTES.upload);
  const uploadNotice = page.getByText(/collects these details and your script/);
  await expect(uploadNotice).toContainText('stored in Sydney');
  await uploadNotice.getByRole('link', { name: 'Privacy Policy' }).click();
  await expectScreen(page, ROUTES.privacy);

  await page.goto(ROUTES.register);
  const registrationNotice = page.getByText(/collects these details to check your registration/);
  await expect(registrationNotice.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', ROUTES.privacy);
});
