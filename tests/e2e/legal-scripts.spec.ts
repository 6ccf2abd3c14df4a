/**
 * The legal prescription behind each order item (issue 12 part 2, decision 026), in
 * the browser: the practitioner gives an e-script token or posts the original and
 * sees what is outstanding; the admin finds what is overdue, records the original
 * and only then makes the order ready; a patient uploads a script by its token.
 */
import { ORDER_COLLECTIONS, ORDER_MESSAGES, ROUTES, type SubmitOrderResponse } from '@pharmacy/shared';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { checkedCompounding } from '../support/compounding.ts';
import { enquiriesFrom } from '../support/enquiries.ts';
import { addToCart, asSeen, choosePatient, fillOrderForm, openDashboard, openSection, submittedRequestId, type OrderChoice, openRequest } from '../support/order-dashboard.ts';
import { uniqueTokenCode, uniqueTokenLink, deleteTestOrders, orderForm, postOrder, twoChoices, fetchCatalogue } from '../support/orders.ts';
import { openAdminView } from '../support/portal-forms.ts';
import { createTestPatient } from '../support/patients.ts';
import { sydneyIsoDate } from '../support/sydney-date.ts';
import { createPrescriber, createAdmin, deleteTestUsers, uniqueEmail } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';

// Each story logs in (the admin with a second factor), submits a real order and
// changes it through the API: more than the default 30 s on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

const placed: string[] = [];
afterEachStory(async () => {
  for (const id of placed) await auditEntriesAbout(id);
  await deleteAuditEntries();
  await deleteTestOrders(...placed.splice(0));
  await deleteTestUsers();
});
test.afterAll(closeAdmin);

/** "9 March 2026" for a Sydney date `days` from today, written out independently of the product. */
function longDate(days: number): string {
  const date = new Date(`${sydneyIsoDate(days)}T00:00:00Z`);
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}


test('A practitioner orders one item with its e-script token and one by mail, and sees the original outstanding', async ({ page }) => {
  const practitioner = await createPrescriber();
  const catalogue = await fetchCatalogue(practitioner.idToken);
  const [first, second] = await twoChoices(practitioner.idToken);
  const byToken: OrderChoice = { ...asSeen(catalogue, first), method: 'upload' };
  const byMail: OrderChoice = { ...asSeen(catalogue, second), method: 'mail' };
  const patient = await createTestPatient(practitioner.uid);
  await openDashboard(page, practitioner);
  await choosePatient(page, patient);
  const form = page.getByRole('region', { name: 'Submit Order Request' });
  const tokenField = form.getByLabel('E-script token (link or code)');

  await test.step('a token that is not one is refused beside its field, and what was typed stays', async () => {
    await fillOrderForm(page, byToken);
    await tokenField.fill('my script');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(tokenField).toHaveAccessibleDescription(/This is not an e-script token/);
    await expect(tokenField).toHaveValue('my script');
    await expectAccessible(page);
  });

  await test.step('with neither token nor file the spec message asks for the script', async () => {
    await tokenField.fill('');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(form.getByText(ORDER_MESSAGES.attachScript)).toBeVisible();
  });

  await test.step('the token alone goes into the cart, and the mailed item beside it', async () => {
    await tokenField.fill(uniqueTokenLink());
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await addToCart(page, byMail);
    const cart = page.getByRole('region', { name: /^Cart/ });
    await expect(cart.getByText('E-script token', { exact: true })).toBeVisible();
    await cart.getByLabel(ORDER_MESSAGES.consent).check();
    await cart.getByRole('button', { name: 'Submit Request' }).click();
    placed.push(await submittedRequestId(page));
  });

  await test.step('My Requests says which item waits for its original, and by when', async () => {
    await openSection(page, 'My Requests');
    const entry = await openRequest(page, placed[0]!);
    await expect(entry).toContainText('E-script token received');
    await expect(entry).toContainText(`Original outstanding: due by ${longDate(7)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Practitioner Dashboard' })).toBeVisible();
    await expectAccessible(page);
  });
});

test('An admin finds an overdue original, records it received, and only then makes the order ready', async ({ page }) => {
  const admin = await createAdmin();
  const practitioner = await createPrescriber();
  const [mailed, tokened] = await twoChoices(practitioner.idToken);
  const { patientId } = await createTestPatient(practitioner.uid);
  const token = uniqueTokenCode();
  const response = await postOrder(orderForm([{ patientId, choice: mailed }, { patientId, choice: tokened, escriptToken: token }]), practitioner.idToken);
  expect(response.status).toBe(201);
  const { requestId } = response.json as SubmitOrderResponse;
  placed.push(requestId);
  // As if it had been submitted eight days ago: its original was due yesterday.
  const ref = adminDb().collection(ORDER_COLLECTIONS.orderRequests).doc(requestId);
  const stored = (await ref.get()).data() as { items: { legalScript: Record<string, unknown> }[] };
  const yesterday = sydneyIsoDate(-1);
  await ref.update({
    items: stored.items.map((item, index) => (index === 0 ? { ...item, legalScript: { state: 'original_awaited', dueDate: yesterday } } : item)),
    originalDueDate: yesterday,
  });
  // Every item's record of compounding checked (decision 050): only the original holds ready back here.
  await checkedCompounding(requestId);

  // Opens Orders from the nav and waits for its heading, as a person sees it before typing.
  await openAdminView(page, admin, 'Orders', 'Order requests');
  const openButton = page.getByRole('button', { name: `Open request ${requestId}` });

  await test.step('the Overdue filter finds it; once today is its due date, it would only be awaited', async () => {
    await page.getByLabel('Practitioner').fill(practitioner.email);
    await page.getByLabel('Legal script').selectOption({ label: 'Overdue' });
    await expect(page.getByRole('rowheader')).toHaveText([`Open request ${requestId}`]);
    await page.getByLabel('Legal script').selectOption({ label: 'Original awaited' });
    await expect(openButton).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('the order shows each item’s legal script, and Mark ready waits for the original', async () => {
    await openButton.click();
    await expect(page.getByText(`Original outstanding: due by ${longDate(-1)}`)).toBeVisible();
    await expect(page.getByText('E-script token received')).toBeVisible();
    await expect(page.getByText(token)).toBeVisible();
    await page.getByRole('button', { name: 'Mark in progress' }).click();
    // Only what the server would do is offered, with the reason (orderMoveRefusal).
    await expect(
      page.getByText('Item 1 waits for its original script. Mark the original received before moving this order request to Ready.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark ready', exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });

  await test.step('recording the original lets the order move to ready', async () => {
    await page.getByRole('button', { name: 'Mark original received for item 1' }).click();
    await expect(page.getByText(`Original received on ${longDate(0)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Mark ready', exact: true }).click();
    await expect(page.getByText('Status changed to Ready.')).toBeVisible();
    await expect.poll(async () => (await auditEntriesAbout(requestId)).map((entry) => entry.action)).toContain('order.original-received');
  });
});

test('A patient uploads a script by its e-script token instead of a file', async ({ page }) => {
  const email = uniqueEmail('patient');
  await page.goto(ROUTES.upload);
  const main = page.getByRole('main');
  for (const [label, value] of Object.entries({ 'First Name': 'Alex', 'Last Name': 'Nguyen', Email: email, 'Contact Number': '0412 345 678' })) {
    await main.getByLabel(label, { exact: true }).fill(value);
  }
  const token = main.getByLabel('Or your e-script token (optional with a file)');
  await token.fill('not a token');
  await main.getByRole('button', { name: 'Submit Script' }).click();
  await expect(token).toHaveAccessibleDescription(/This is not an e-script token/);
  await expect(main.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expectAccessible(page);

  const link = uniqueTokenLink();
  await token.fill(link);
  await main.getByRole('button', { name: 'Submit Script' }).click();
  await expect(main).toContainText('Thank you!');
  const [stored] = await enquiriesFrom(email);
  expect(stored?.data).toMatchObject({ attachment: null, escriptToken: { kind: 'link', value: link } });
});
