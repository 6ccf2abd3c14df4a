/**
 * Questions on an order (decision 027), the whole round trip in the browser: an admin
 * asks the prescriber from the orders queue with a file; the prescriber sees the marker
 * on the dashboard and the question in My Requests and answers; the admin sees the
 * answer and moves the order on. The e-mails between carry no words of either.
 */
import type { Page } from '@playwright/test';
import { CLARIFICATION_LABELS, ORDER_QUESTION_MESSAGES, ROUTES, type SubmitOrderResponse } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { PHARMACY_EMAIL } from '../support/enquiries.ts';
import { SCRIPT_PNG } from '../support/file-fixtures.ts';
import { asUpload, openDashboard } from '../support/order-dashboard.ts';
import { deleteThreads } from '../support/order-questions.ts';
import { deleteTestOrders, orderForm, postOrder, twoChoices } from '../support/orders.ts';
import { outboxMessages } from '../support/outbox.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { createTestPatient } from '../support/patients.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// Two people sign in (the admin with a texted code), an order is submitted, and the
// question, the answer and the status change each go through the Functions emulator
// with an e-mail: more than the default 30 s on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

const QUESTION = 'Is the patient allergic to lanolin? Our sorbolene base contains some.';
const ANSWER = 'No lanolin allergy known. Please go ahead with the sorbolene base.';

let admin: TestUser;
let prescriber: TestUser;
const requestIds: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(60_000);
  [admin, prescriber] = await Promise.all([
    createAdmin(),
    createPrescriber(),
  ]);
});

test.afterAll(async () => {
  for (const id of requestIds) await auditEntriesAbout(id);
  await deleteThreads(requestIds);
  await deleteAuditEntries();
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
});

async function openOrder(page: Page, requestId: string): Promise<void> {
  await page.goto(`${ROUTES.admin}?view=orders`);
  await expect(page.getByRole('heading', { level: 2, name: 'Order requests' })).toBeVisible();
  await page.getByLabel('Practitioner').fill(requestId);
  await page.getByRole('button', { name: `Open request ${requestId}` }).click();
  await expect(page.getByRole('heading', { level: 3, name: `Order request ${requestId}` })).toBeFocused();
}

test('An admin asks the prescriber a question with a file, the prescriber answers in My Requests, and the order moves on', async ({ page, browser }) => {
  const [choice] = await twoChoices(prescriber.idToken);
  const { patientId } = await createTestPatient(prescriber.uid);
  const response = await postOrder(orderForm([{ patientId, choice }]), prescriber.idToken);
  expect(response.status, response.text).toBe(201);
  const { requestId } = response.json as SubmitOrderResponse;
  requestIds.push(requestId);

  await test.step('the admin asks from the order in the queue, with a photo', async () => {
    await openSignedIn(page, admin, ROUTES.admin);
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.admin);
    await openOrder(page, requestId);
    const ask = page.getByRole('form', { name: 'Ask the prescriber a question' });
    await ask.getByRole('button', { name: 'Send question' }).click();
    await expect(ask.getByLabel('Your question for the prescriber')).toHaveAccessibleDescription(
      new RegExp(ORDER_QUESTION_MESSAGES.questionRequired.replace(/[.?]/g, '\\$&')),
    );
    await ask.getByLabel('Your question for the prescriber').fill(QUESTION);
    await ask.getByLabel('Attach a file (optional)').setInputFiles(asUpload(SCRIPT_PNG));
    await ask.getByRole('button', { name: 'Send question' }).click();
    await expect(ask.getByText('Question sent. The order waits for the answer.')).toBeVisible();
    const thread = page.getByRole('region', { name: /^Questions/ });
    await expect(thread.getByRole('listitem')).toHaveCount(1);
    await expect(thread.getByRole('listitem')).toContainText(QUESTION);
    await expect(thread.getByRole('button', { name: `Download ${SCRIPT_PNG.fileName}` })).toBeVisible();
    await expect(page.getByText(CLARIFICATION_LABELS.requested).first()).toBeVisible();
    // The order cannot move on while the question waits; it can still be cancelled.
    await expect(page.getByRole('button', { name: /^(Mark (?!original)|Cancel)/ })).toHaveText(['Cancel request']);
    await expect(page.getByText(ORDER_QUESTION_MESSAGES.clarificationOpen)).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('the queue filters the orders waiting for an answer', async () => {
    await page.getByRole('button', { name: 'Back to order requests' }).click();
    await page.getByLabel('Questions').selectOption({ label: CLARIFICATION_LABELS.requested });
    const row = page.getByRole('row').filter({ hasText: requestId });
    await expect(row).toContainText(CLARIFICATION_LABELS.requested);
  });

  await test.step('the prescriber sees the marker, reads the question in My Requests and answers', async () => {
    const context = await browser.newContext();
    const mine = await context.newPage();
    await openDashboard(mine, prescriber);
    await expect(mine.getByRole('heading', { level: 1, name: 'Practitioner Dashboard' })).toBeVisible();
    await mine.getByRole('link', { name: '1 order needs your answer' }).click();
    await expect(mine).toHaveURL((url) => url.hash === `#order-${requestId}`);
    const entry = mine.getByRole('region', { name: 'My Requests' }).getByRole('article', { name: requestId });
    await expect(entry).toContainText(CLARIFICATION_LABELS.requested);
    await expect(entry.getByText(QUESTION)).toBeVisible();
    const download = mine.waitForEvent('download');
    await entry.getByRole('button', { name: `Download ${SCRIPT_PNG.fileName}` }).click();
    expect((await download).suggestedFilename()).toBe(SCRIPT_PNG.fileName);

    const answer = entry.getByRole('form', { name: 'Answer the pharmacy' });
    await answer.getByLabel('Your answer').fill(ANSWER);
    await answer.getByRole('button', { name: 'Send answer' }).click();
    // The form goes once the answer is stored; until then its box still holds the same words.
    await expect(entry.getByRole('form', { name: 'Answer the pharmacy' })).toHaveCount(0);
    await expect(entry.getByText(ANSWER)).toBeVisible();
    await expect(entry).toContainText(CLARIFICATION_LABELS.answered);
    await expect(mine.getByRole('link', { name: /needs? your answer/ })).toHaveCount(0);
    await expectAccessible(mine);
    await context.close();
  });

  await test.step('the admin sees the answer and moves the order on', async () => {
    await openOrder(page, requestId);
    const thread = page.getByRole('region', { name: /^Questions/ });
    await expect(thread.getByRole('listitem')).toHaveCount(2);
    await expect(thread.getByRole('listitem').last()).toContainText(ANSWER);
    await expect(page.getByText(CLARIFICATION_LABELS.answered).first()).toBeVisible();
    await page.getByRole('button', { name: 'Mark in progress', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Status changed to In progress.' })).toBeVisible();
  });

  await test.step('the e-mails name the request and link to the portal, carrying neither the words, the file nor the patient', async () => {
    const toPrescriber = (await outboxMessages(prescriber.email)).filter((mail) => mail.subject.includes(`A question about your order request ${requestId}`));
    const toPharmacy = (await outboxMessages(PHARMACY_EMAIL)).filter((mail) => mail.subject === `Answer on order request ${requestId}`);
    expect(toPrescriber).toHaveLength(1);
    expect(toPharmacy).toHaveLength(1);
    for (const mail of [...toPrescriber, ...toPharmacy]) {
      const everything = JSON.stringify(mail);
      for (const leaked of ['lanolin', 'sorbolene', SCRIPT_PNG.fileName, choice.formula, 'Test Practitioner', 'Citizen', '15/03/1980', '1980-03-15']) expect(everything).not.toContain(leaked);
      expect(mail.attachments).toEqual([]);
    }
  });
});
