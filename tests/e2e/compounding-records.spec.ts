/**
 * The record of compounding (issue 24 part 5, decision 050) in the browser: one admin
 * records each item's batch and beyond-use date as its preparer; Mark ready waits, saying
 * why; the preparer cannot check their own work; a second admin, freshly signed in, checks
 * each item; the worksheet prints the lines (blank before); then Mark ready works.
 */
import type { Page } from '@playwright/test';
import { COMPOUNDING_MESSAGES, formatCalendarDate, type SubmitOrderResponse } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { deleteTestOrders, orderForm, postOrder, twoChoices, uniqueTokenCode } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { openAdminView } from '../support/portal-forms.ts';
import { sydneyIsoDate } from '../support/sydney-date.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// Two admins sign in with their codes, an order is placed and worked through: more than
// the default 30 s on a busy two-core machine.
const SLOW_STACK_TIMEOUT = 120_000;
test.describe.configure({ timeout: SLOW_STACK_TIMEOUT });

let preparer: TestUser;
let checker: TestUser;
let requestId: string;

test.beforeAll(async () => {
  test.setTimeout(SLOW_STACK_TIMEOUT);
  [preparer, checker] = await Promise.all([
    createAdmin(),
    createAdmin(),
  ]);
  const practitioner = await createPrescriber();
  const { patientId } = await createTestPatient(practitioner.uid);
  const choices = await twoChoices(practitioner.idToken);
  const lines = choices.map((choice) => ({ patientId, choice, escriptToken: uniqueTokenCode() }));
  const response = await postOrder(orderForm(lines), practitioner.idToken);
  expect(response.status).toBe(201);
  requestId = (response.json as SubmitOrderResponse).requestId;
});

test.afterAll(async () => {
  await auditEntriesAbout(requestId);
  await deleteAuditEntries();
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
});

async function openOrder(page: Page, admin: TestUser): Promise<void> {
  await openAdminView(page, admin, 'Orders', 'Order requests');
  await page.getByLabel('Practitioner').fill(requestId);
  // The search applies after a pause and the list is drawn again: open the row once it is the only one.
  await expect(page.getByRole('table', { name: 'Order requests, newest first' }).getByRole('rowheader')).toHaveText([`Open request ${requestId}`]);
  await page.getByRole('button', { name: `Open request ${requestId}` }).click();
  await expect(page.getByRole('heading', { level: 3, name: `Order request ${requestId}` })).toBeFocused();
}

const itemForm = (page: Page, item: number) => page.getByRole('form', { name: `Record of compounding of item ${item}` });
const worksheetRows = (worksheet: Page) => worksheet.getByRole('region', { name: 'Record of compounding' }).getByRole('row');

test('Two admins record and check each item; only then is the order ready, and the worksheet prints the record', async ({ page, browser }) => {
  const bud = sydneyIsoDate(60);
  await openOrder(page, preparer);

  await test.step('printed before the record, the worksheet has blank lines to fill by hand', async () => {
    const [worksheet] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /^Print worksheet/ }).click()]);
    await expect(worksheetRows(worksheet)).toHaveCount(3);
    await expect(worksheetRows(worksheet).nth(1).getByRole('cell')).toHaveText(['1', '', '', '', '']);
    await worksheet.close();
  });

  await test.step('the first admin records both items as prepared by them; ready waits and says why', async () => {
    await page.getByRole('button', { name: 'Mark in progress' }).click();
    await expect(page.getByText('Status changed to In progress.')).toBeVisible();
    await expect(page.getByText(COMPOUNDING_MESSAGES.notChecked(0, 2))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark ready', exact: true })).toHaveCount(0);
    // Nothing typed: the form says what is missing, beside it.
    await itemForm(page, 1).getByRole('button', { name: /Record as prepared by me/ }).click();
    await expect(itemForm(page, 1).getByText(COMPOUNDING_MESSAGES.batchNumberRequired)).toBeVisible();
    for (const item of [1, 2]) {
      await itemForm(page, item).getByLabel('Batch number').fill(`2611-0${item}`);
      await itemForm(page, item).getByLabel('Beyond-use date').fill(bud);
      await itemForm(page, item).getByRole('button', { name: /Record as prepared by me/ }).click();
      await expect(page.getByRole('button', { name: `Mark checked for item ${item}` })).toBeVisible();
    }
    await expect(page.getByText(`Batch2611-01`)).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('the preparer cannot check their own record', async () => {
    await page.getByRole('button', { name: 'Mark checked for item 1' }).click();
    await expect(page.getByText(COMPOUNDING_MESSAGES.checkerIsPreparer)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark ready', exact: true })).toHaveCount(0);
  });

  await test.step('a second admin, signed in just now, checks each item', async () => {
    const context = await browser.newContext();
    const second = await context.newPage();
    await openOrder(second, checker);
    for (const item of [1, 2]) {
      await second.getByRole('button', { name: `Mark checked for item ${item}` }).click();
      await expect(second.getByRole('button', { name: `Mark checked for item ${item}` })).toHaveCount(0);
    }
    await expect(second.getByText(/2 of 2 items checked/)).toBeVisible();
    await expect(second.getByText(COMPOUNDING_MESSAGES.notChecked(1, 2))).toHaveCount(0);
    await context.close();
  });

  await test.step('the first admin now marks it ready, and the worksheet prints who prepared and checked each item', async () => {
    await page.reload();
    await page.getByLabel('Practitioner').fill(requestId);
    await page.getByRole('button', { name: `Open request ${requestId}` }).click();
    await page.getByRole('button', { name: 'Mark ready', exact: true }).click();
    await expect(page.getByText('Status changed to Ready.')).toBeVisible();
    const [worksheet] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /^Print worksheet/ }).click()]);
    const cells = worksheetRows(worksheet).nth(2).getByRole('cell');
    await expect(cells).toHaveText(['2', '2611-02', formatCalendarDate(bud), /^Test Admin, /, /^Test Admin, /]);
    await expectAccessible(worksheet);
  });

  const actions = (await auditEntriesAbout(requestId)).map((entry) => entry.action);
  expect(actions.filter((action) => action === 'order.compounding-record')).toHaveLength(2);
  expect(actions.filter((action) => action === 'order.compounding-check')).toHaveLength(2);
});
