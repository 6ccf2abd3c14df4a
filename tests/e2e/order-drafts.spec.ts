/**
 * Order drafts and sign-off in the browser (issue 26, decision 045): a staff member
 * prepares a 3-item order for 2 patients with the order form and sends it for signing;
 * the prescriber sees it counted, opens it and sends it back with a note; the staff member
 * reads the note, changes the order and sends it again; the prescriber signs it; the
 * pharmacy's order detail and worksheet name who prepared and who signed it.
 */
import { randomUUID } from 'node:crypto';
import { ORDER_DRAFT_API_PATHS, ORDER_DRAFT_MESSAGES, ORDER_IDEMPOTENCY_HEADER, ORDER_MESSAGES, ROUTES, SaveDraftResponseSchema, type PatientSnapshot } from '@pharmacy/shared';
import { request } from '../support/api.ts';
import { closeAdmin } from '../support/admin.ts';
import { SCRIPT_PDF } from '../support/file-fixtures.ts';
import { addToCart, asSeen, cartItems, choosePatient } from '../support/order-dashboard.ts';
import { choicesIn, deleteTestOrders, fetchCatalogue, orderForm, storedOrder, type Choice } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { deleteOrderDrafts } from '../support/order-drafts.ts';
import { createPrescriber, createAdmin, createStaffMember, deleteTestUsers, type TestUser } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';

const SHOTS = process.env.CLICK_SHOTS;
const madeOrders: string[] = [];
let prescriber: TestUser;
afterEachStory(async () => {
  if (prescriber) await deleteOrderDrafts([prescriber.uid]);
  await deleteTestOrders(...madeOrders.splice(0));
  await deleteTestUsers();
});
test.afterAll(closeAdmin);

test('Staff prepare an order, the prescriber sends it back once, then signs it; the pharmacy sees who prepared and who signed', async ({ page, browser }) => {
  // Three people's sign-ins, drafts saved twice and an order made through the Functions emulator.
  test.setTimeout(300_000);
  const admin = await createAdmin();
  prescriber = await createPrescriber({ firstName: 'Alice', lastName: 'Nguyen' });
  const staff = await createStaffMember(prescriber, 'Nina Patel');
  const harriet: PatientSnapshot = await createTestPatient(prescriber.uid, { givenName: 'Harriet', familyName: 'Quill' });
  const oscar: PatientSnapshot = await createTestPatient(prescriber.uid, { givenName: 'Oscar', familyName: 'Brandt' });
  const catalogue = await fetchCatalogue(prescriber.idToken);
  const [first, second] = choicesIn(catalogue) as [Choice, Choice];

  const staffPage = await (await browser.newContext()).newPage();
  await test.step('Nina prepares three items for two patients and sends them for signing', async () => {
    await openSignedIn(staffPage, staff, ROUTES.dashboard);
    await expect(staffPage.getByRole('heading', { name: 'Submit Order Request' })).toBeVisible({ timeout: 20_000 });
    await expect(staffPage.getByRole('button', { name: 'Submit Request' })).toHaveCount(0);
    await choosePatient(staffPage, harriet);
    await addToCart(staffPage, { ...asSeen(catalogue, first), method: 'upload', script: SCRIPT_PDF });
    await staffPage.getByRole('button', { name: 'Change patient' }).click();
    await choosePatient(staffPage, oscar);
    await addToCart(staffPage, { ...asSeen(catalogue, second), method: 'mail' });
    await addToCart(staffPage, { ...asSeen(catalogue, first), method: 'mail', notes: 'Second tube' });
    await expect(cartItems(staffPage)).toHaveCount(3);
    await staffPage.getByLabel(ORDER_MESSAGES.consent).check();
    await staffPage.getByRole('button', { name: 'Send for signing' }).click();
    await expect(staffPage.getByRole('heading', { name: 'Sent for signing' })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(staffPage);
    if (SHOTS) await staffPage.screenshot({ path: `${SHOTS}/d1-sent-for-signing.png`, fullPage: true });
  });

  await test.step('Alice sees it counted, opens it and sends it back with a note', async () => {
    await openSignedIn(page, prescriber, ROUTES.dashboard);
    await page.getByRole('link', { name: '1 order waits for your signature' }).click({ timeout: 20_000 });
    await page.getByRole('link', { name: /^Open to sign/ }).click({ timeout: 15_000 });
    const panel = page.getByRole('region', { name: 'Prepared by Nina Patel' });
    await expect(panel).toContainText('3 items');
    await expect(cartItems(page)).toHaveCount(3, { timeout: 20_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/d2-to-sign.png`, fullPage: true });
    await panel.getByLabel('Note to your staff member').fill('Please make the first item 2.');
    await panel.getByRole('button', { name: 'Send back with this note' }).click();
    await expect(page.getByText(ORDER_DRAFT_MESSAGES.sentBack)).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
  });

  await test.step('Nina reads the note, changes the order and sends it again', async () => {
    await staffPage.getByRole('navigation', { name: 'Staff dashboard sections' }).getByRole('link', { name: 'Drafts' }).click();
    await expect(staffPage.getByText('Note from the prescriber: Please make the first item 2.')).toBeVisible({ timeout: 15_000 });
    if (SHOTS) await staffPage.screenshot({ path: `${SHOTS}/d3-sent-back.png`, fullPage: true });
    await staffPage.getByRole('link', { name: /^Open/ }).click();
    await expect(staffPage.getByText('Sent back by the prescriber:')).toBeVisible({ timeout: 15_000 });
    await expect(cartItems(staffPage)).toHaveCount(3, { timeout: 20_000 });
    await cartItems(staffPage).first().getByRole('button', { name: 'Increase quantity' }).click();
    await staffPage.getByLabel(ORDER_MESSAGES.consent).check();
    await staffPage.getByRole('button', { name: 'Send for signing again' }).click();
    await expect(staffPage.getByRole('heading', { name: 'Sent for signing' })).toBeVisible({ timeout: 30_000 });
  });

  let requestId = '';
  await test.step('Alice signs it: it reaches the pharmacy', async () => {
    await page.reload();
    await page.getByRole('link', { name: /^Open to sign/ }).click({ timeout: 20_000 });
    await expect(cartItems(page)).toHaveCount(3, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Sign and send to the pharmacy' }).click();
    const signed = page.getByText(/Signed and sent to the pharmacy as order request (HC-\d{6}-[0-9A-Z]{4})\./);
    await expect(signed).toBeVisible({ timeout: 30_000 });
    requestId = /HC-\d{6}-[0-9A-Z]{4}/.exec(await signed.innerText())![0];
    madeOrders.push(requestId);
    await expect(page.getByText('Nothing to sign.')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/d4-signed.png`, fullPage: true });
  });

  await test.step('the pharmacy sees prepared-by and signed-by on the detail and the worksheet', async () => {
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await openSignedIn(adminPage, admin, `${ROUTES.admin}?view=orders`);
    await expect(adminPage).toHaveURL((url) => url.pathname === ROUTES.admin);
    await adminPage.getByRole('button', { name: `Open request ${requestId}` }).click({ timeout: 20_000 });
    await expect(adminPage.locator('.order-prepared-by')).toHaveText('Nina Patel (clinic staff)', { timeout: 15_000 });
    await expect(adminPage.locator('.order-signed-by')).toHaveText('Alice Nguyen');
    if (SHOTS) await adminPage.screenshot({ path: `${SHOTS}/d5-detail.png`, fullPage: true });
    const [worksheet] = await Promise.all([adminContext.waitForEvent('page'), adminPage.getByRole('link', { name: /^Print worksheet/ }).click()]);
    const prescriberFacts = worksheet.getByRole('region', { name: 'Prescriber' });
    await expect(prescriberFacts).toContainText('Prepared by');
    await expect(prescriberFacts).toContainText('Nina Patel (clinic staff)');
    await expect(prescriberFacts).toContainText('Signed by');
    await expect(prescriberFacts).toContainText('Alice Nguyen');
    if (SHOTS) await worksheet.screenshot({ path: `${SHOTS}/d6-worksheet.png`, fullPage: true });
  });
});

test('A change by staff while the prescriber has the draft open: a notice instead of a reload over her edits, and a sign of the version she opened refused', async ({ page }) => {
  // Three draft saves and a sign through the Functions emulator.
  test.setTimeout(120_000);
  prescriber = await createPrescriber({ firstName: 'Alice', lastName: 'Nguyen' });
  const staff = await createStaffMember(prescriber, 'Nina Patel');
  const harriet = await createTestPatient(prescriber.uid, { givenName: 'Harriet', familyName: 'Quill' });
  const [first] = choicesIn(await fetchCatalogue(prescriber.idToken)) as [Choice];
  const form = (quantity: number) => orderForm([{ choice: first, patientId: harriet.patientId, quantity, notes: 'Original in the post' }]);
  // Nina's saves go through the API: this story is about what Alice sees meanwhile.
  const created = await request(`${ORDER_DRAFT_API_PATHS.save}?for=${prescriber.uid}`, {
    idToken: staff.idToken,
    body: form(1),
    headers: { [ORDER_IDEMPOTENCY_HEADER]: randomUUID() },
  });
  expect(created.status, created.text).toBe(201);
  const { draftId } = SaveDraftResponseSchema.parse(created.json);
  const ninaSaves = async (quantity: number) => {
    const saved = await request(`${ORDER_DRAFT_API_PATHS.save}?draft=${draftId}`, { idToken: staff.idToken, body: form(quantity) });
    expect(saved.status, saved.text).toBe(200);
  };
  const changedNotice = page.getByText(/This draft was changed by Nina Patel at .+; reload to see the changes\./);
  const unsaved = page.getByText('You have changed the order: save your changes');

  await test.step('Alice opens the draft and starts changing it; Nina saves a change meanwhile', async () => {
    await openSignedIn(page, prescriber, ROUTES.dashboard);
    await page.getByRole('link', { name: '1 order waits for your signature' }).click({ timeout: 20_000 });
    await page.getByRole('link', { name: /^Open to sign/ }).click({ timeout: 15_000 });
    await expect(cartItems(page)).toHaveCount(1, { timeout: 20_000 });
    await cartItems(page).first().getByRole('button', { name: 'Increase quantity' }).click();
    await expect(unsaved).toBeVisible();
    await ninaSaves(5);
    // Alice comes back to the tab: the drafts are read again, as on any return to the window.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(changedNotice).toBeVisible({ timeout: 15_000 });
    // Nothing reloaded over her edit.
    await expect(unsaved).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/d7-changed-notice.png`, fullPage: true });
    await page.getByRole('button', { name: 'Reload the draft' }).click();
    await expect(changedNotice).toHaveCount(0);
    await expect(unsaved).toHaveCount(0);
  });

  await test.step('Nina changes it again; Alice signs the version she opened and is refused, then signs the new one', async () => {
    await expect(cartItems(page)).toHaveCount(1, { timeout: 20_000 });
    await ninaSaves(3);
    await page.getByRole('button', { name: 'Sign and send to the pharmacy' }).click();
    await expect(page.getByText(/changed since you opened it/)).toBeVisible({ timeout: 30_000 });
    await expect(changedNotice).toBeVisible({ timeout: 15_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/d8-changed-refused.png`, fullPage: true });
    await page.getByRole('button', { name: 'Reload the draft' }).click();
    await expect(changedNotice).toHaveCount(0);
    await expect(cartItems(page)).toHaveCount(1, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Sign and send to the pharmacy' }).click();
    const signed = page.getByText(/Signed and sent to the pharmacy as order request (HC-\d{6}-[0-9A-Z]{4})\./);
    await expect(signed).toBeVisible({ timeout: 30_000 });
    const requestId = /HC-\d{6}-[0-9A-Z]{4}/.exec(await signed.innerText())![0];
    madeOrders.push(requestId);
    expect((await storedOrder(requestId))?.items).toMatchObject([{ quantity: 3 }]);
  });
});
