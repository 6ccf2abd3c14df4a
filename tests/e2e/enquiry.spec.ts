import { writeFile } from 'node:fs/promises';
import {
  ENQUIRY_API_PATH,
  ENQUIRY_ERROR_CODES,
  ENQUIRY_MESSAGES,
  ENQUIRY_SUBJECTS,
  MAX_ATTACHMENT_BYTES,
  ROUTES,
  SITE,
} from '@pharmacy/shared';
import type { Page } from '@playwright/test';
import { closeAdmin } from '../support/admin.ts';
import { enquiriesFrom, pharmacyNoticeOf, resetRateLimits, storedFile } from '../support/enquiries.ts';
import { SCRIPT_PDF, TEXT_NAMED_PDF, pdfOfSize, type FileFixture } from '../support/file-fixtures.ts';
import { uniqueEmail } from '../support/users.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { ISLAND_UNAVAILABLE } from '../../web/src/app/island-unavailable.ts';
import { expectScreen } from './screens.ts';

const FAILED = 'Failed to send enquiry.';

/** Everything a visitor types; the e-mail address is unique so the outbox and records can be told apart. */
function visitor() {
  return {
    'First Name': 'Alex',
    'Last Name': 'Nguyen',
    Email: uniqueEmail('enquiry'),
    'Contact Number': '0412 345 678',
    'Notes (optional)': 'Please call me after 3pm.',
  };
}
type Visitor = ReturnType<typeof visitor>;

const asUpload = (file: FileFixture) => ({ name: file.fileName, mimeType: file.contentType, buffer: file.content });

async function fillIn(page: Page, details: Visitor, file?: { label: string; fixture: FileFixture }) {
  const main = page.getByRole('main');
  for (const [label, value] of Object.entries(details)) await main.getByLabel(label, { exact: true }).fill(value);
  if (file) await main.getByLabel(file.label, { exact: true }).setInputFiles(asUpload(file.fixture));
}

/** The one red line above the submit button, and nothing the visitor entered lost. */
async function expectFailure(page: Page, message: string, details: Visitor, submitLabel: string, file?: string) {
  const main = page.getByRole('main');
  const error = main.getByRole('alert');
  await expect(error).toHaveText(message);
  const submit = main.getByRole('button', { name: submitLabel });
  await expect(submit).toBeEnabled();
  expect((await error.boundingBox())!.y, 'the error is above the submit button').toBeLessThan(
    (await submit.boundingBox())!.y,
  );
  for (const [label, value] of Object.entries(details)) {
    await expect(main.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  if (file) {
    const chosen = await main.locator('input[type="file"]').evaluate((input: HTMLInputElement) => input.files?.[0]?.name);
    expect(chosen, 'the chosen file is still chosen').toBe(file);
  }
}

test.beforeEach(async () => {
  await resetRateLimits();
});

test.afterAll(async () => {
  await closeAdmin();
});

test('A visitor sends a contact enquiry with an attachment and the pharmacy receives it', async ({ page }) => {
  test.slow(); // Through the Functions emulator: the upload to Storage, the record and the e-mails, then the outbox.
  const details = visitor();
  await page.goto(ROUTES.contact);
  await expectScreen(page, ROUTES.contact);
  await expectAccessible(page);

  await fillIn(page, details, { label: 'Attachment (optional)', fixture: SCRIPT_PDF });
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page.getByRole('main')).toContainText(
    "Thank you! Your message has been sent. We'll get back to you shortly.",
  );
  await expect(page.getByRole('button', { name: 'Send Enquiry' })).toHaveCount(0);
  await expectAccessible(page);

  await test.step('the pharmacy gets an e-mail with the reference and a link to its inbox, not the sender\'s details', async () => {
    const [stored] = await enquiriesFrom(details.Email);
    const id = String(stored?.id);
    await expect.poll(() => pharmacyNoticeOf(id), { timeout: 15_000 }).toBeDefined();
    const notice = await pharmacyNoticeOf(id);
    expect(notice?.text).toContain('/admin?view=enquiries');
    expect(notice?.text).not.toContain(details.Email);
  });

  await test.step('the enquiry is stored, with its file', async () => {
    const [stored, ...others] = await enquiriesFrom(details.Email);
    expect(others).toHaveLength(0);
    expect(stored?.data).toMatchObject({
      subject: ENQUIRY_SUBJECTS.contact,
      firstName: details['First Name'],
      lastName: details['Last Name'],
      notes: details['Notes (optional)'],
    });
    const storagePath: unknown = stored?.data.attachment?.storagePath;
    expect(typeof storagePath).toBe('string');
    expect(await storedFile(String(storagePath))).not.toBeNull();
  });

  await test.step('"Submit Another Enquiry" gives an empty form', async () => {
    await page.getByRole('button', { name: 'Submit Another Enquiry' }).click();
    const main = page.getByRole('main');
    for (const label of [...Object.keys(details), 'Attachment (optional)']) {
      await expect(main.getByLabel(label, { exact: true })).toHaveValue('');
    }
    await expect(main.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
  });
});

test('The contact page loads no React until the form is touched, and what is typed before the form\u2019s script arrives is sent', async ({ page }) => {
  // Decision 072: the page's own small script at once; the form's island on first touch.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The island's code waits here until the visitor has typed everything and pressed Send.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entry-island-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const details = visitor();
  await page.goto(ROUTES.contact);
  await expectScreen(page, ROUTES.contact);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /react-vendor|router|entry-island/.test(path)), 'no React before a touch').toEqual([]);

  await fillIn(page, details);
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  expect(scripts.some((path) => path.includes('entry-island')), 'the touch asked for the island').toBe(true);
  release();
  await expect(page.getByRole('main')).toContainText("Thank you! Your message has been sent. We'll get back to you shortly.");
  const [stored, ...others] = await enquiriesFrom(details.Email);
  expect(others).toHaveLength(0);
  expect(stored?.data).toMatchObject({ firstName: details['First Name'], notes: details['Notes (optional)'] });
  expect(new URL(page.url()).search, 'nothing the visitor typed went into the address').toBe('');
});

test('A form sent while its script could not be fetched says to reload, keeps what was typed and sends nothing', async ({ page }) => {
  // The island never arrives, as when the connection dropped before the first touch. A browser
  // keeps a failed module fetch for the page's life, so only a reload fetches it again.
  await page.route('**/assets/entry-island-*.js', (route) => route.abort('internetdisconnected'));
  const details = visitor();
  await page.goto(ROUTES.contact);
  await fillIn(page, details);
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(ISLAND_UNAVAILABLE);
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue(details['First Name']);
  await expectAccessible(page);
  expect(await enquiriesFrom(details.Email)).toEqual([]);
  expect(new URL(page.url()).search, 'nothing the visitor typed went into the address').toBe('');
});

test('A patient uploads a script as a PDF and is thanked', async ({ page }) => {
  const details = visitor();
  await page.goto(ROUTES.upload);
  await expectScreen(page, ROUTES.upload);
  await expectAccessible(page);
  await expect(page.getByRole('main')).toContainText('PDF, JPG or PNG, up to 10 MB');

  await fillIn(page, details, { label: 'Script File', fixture: SCRIPT_PDF });
  await page.getByRole('button', { name: 'Submit Script' }).click();
  const main = page.getByRole('main');
  await expect(main).toContainText('Thank you!');
  await expect(main).toContainText(/script has been uploaded/);
  await expect(main).toContainText(/get back to you shortly/);

  const [stored] = await enquiriesFrom(details.Email);
  expect(stored?.data.subject).toBe(ENQUIRY_SUBJECTS.script);
  expect(await storedFile(String(stored?.data.attachment?.storagePath))).not.toBeNull();

  await main.getByRole('button', { name: 'Submit Another Script' }).click();
  await expect(main.getByLabel('Script File', { exact: true })).toHaveValue('');
  await expect(main.getByLabel('First Name', { exact: true })).toHaveValue('');
});

test('The contact page asks Google for its map only when the visitor wants it', async ({ page }) => {
  const googleRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('google.com')) googleRequests.push(request.url());
  });
  await page.goto(ROUTES.contact);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\//,
  );
  await expect(main.locator('iframe')).toHaveCount(0);
  expect(googleRequests).toEqual([]);

  await main.getByRole('button', { name: 'Show map' }).click();
  const map = main.locator('iframe');
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
  expect(await map.getAttribute('title'), 'the map is named by its address').toContain(SITE.address.street);
  await expect.poll(() => googleRequests.length, 'the map is requested once asked for').toBeGreaterThan(0);
});

test.describe('When a submission fails, the form says why and keeps what was typed', () => {
  test('a text file named .pdf is refused by the server', async ({ page }) => {
    const details = visitor();
    await page.goto(ROUTES.contact);
    await fillIn(page, details, { label: 'Attachment (optional)', fixture: TEXT_NAMED_PDF });
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expectFailure(page, `${FAILED} ${ENQUIRY_MESSAGES.fileType}`, details, 'Send Enquiry', TEXT_NAMED_PDF.fileName);
    expect(await enquiriesFrom(details.Email)).toHaveLength(0);
  });

  test('a file over the limit is refused before it is uploaded', async ({ page }, testInfo) => {
    const details = visitor();
    const large = pdfOfSize(MAX_ATTACHMENT_BYTES + 1);
    // Chosen from disk, as a visitor does: the browser reads it there, rather than
    // being sent 10 MB over the DevTools protocol (seconds on a busy machine).
    const onDisk = testInfo.outputPath(large.fileName);
    await writeFile(onDisk, large.content);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === ENQUIRY_API_PATH) uploads.push(request.method());
    });
    await page.goto(ROUTES.upload);
    await fillIn(page, details);
    await page.getByRole('main').getByLabel('Script File', { exact: true }).setInputFiles(onDisk);
    await page.getByRole('button', { name: 'Submit Script' }).click();
    await expectFailure(page, ENQUIRY_MESSAGES.fileTooLarge, details, 'Submit Script', large.fileName);
    expect(uploads).toEqual([]);
  });

  // The server's own refusal of neither file nor token is in tests/api/enquiry-escript-token.test.ts.
  test('an upload with neither a script file nor its e-script token is refused before it is sent', async ({ page }) => {
    const details = visitor();
    await page.goto(ROUTES.upload);
    await fillIn(page, details);
    await page.getByRole('button', { name: 'Submit Script' }).click();
    await expectFailure(page, ENQUIRY_MESSAGES.scriptRequired, details, 'Submit Script');
  });

  test('too many submissions are refused until later', async ({ page }) => {
    const details = visitor();
    await page.route(ENQUIRY_API_PATH, (route) =>
      route.fulfill({
        status: 429,
        json: { error: ENQUIRY_MESSAGES.rateLimited, code: ENQUIRY_ERROR_CODES.rateLimited },
      }),
    );
    await page.goto(ROUTES.contact);
    await fillIn(page, details, { label: 'Attachment (optional)', fixture: SCRIPT_PDF });
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expectFailure(page, `${FAILED} ${ENQUIRY_MESSAGES.rateLimited}`, details, 'Send Enquiry', SCRIPT_PDF.fileName);
  });

  test('an unreachable server is explained, and the message goes once the visitor edits', async ({ page }) => {
    const details = visitor();
    await page.route(ENQUIRY_API_PATH, (route) => route.abort('connectionrefused'));
    await page.goto(ROUTES.contact);
    await fillIn(page, details);
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expectFailure(page, ENQUIRY_MESSAGES.network, details, 'Send Enquiry');
    await expectAccessible(page);

    await page.getByLabel('Notes (optional)').fill(`${details['Notes (optional)']} Thanks.`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });
});
