/**
 * Uploads people can watch (issue 15, decision 030): the script upload, the enquiry
 * and the order submit show bytes sent and a percentage on a slow connection, can be
 * cancelled from the keyboard, keep everything after a cancel, offline or a refusal,
 * and a large phone photo is reduced in the browser yet still reads at the pharmacy.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import {
  ENQUIRY_API_PATH,
  ENQUIRY_MESSAGES,
  ORDER_API_PATHS,
  ORDER_IDEMPOTENCY_HEADER,
  ORDER_MESSAGES,
  ROUTES,
  type OrderItem,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { enquiriesFrom, resetRateLimits, storedFile } from '../support/enquiries.ts';
import { SCRIPT_PDF, pdfOfSize, type FileFixture } from '../support/file-fixtures.ts';
import { addToCart, asSeen, cartItems, choosePatient, openDashboard, openSection, submittedRequestId, openRequest } from '../support/order-dashboard.ts';
import { choicesIn, deleteTestOrders, fetchCatalogue, orderForm, ordersOf, postOrder, storedOrder } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { createPrescriber, createAdmin, deleteTestUsers, uniqueEmail } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';

// The web app's own words (web/src/lib/upload-messages.ts, photo-reduction.ts).
const CANCELLED = 'Upload cancelled. Everything you entered is still here: send it again when you are ready.';
const REDUCED = /^Photo reduced from (\d+\.\d) MB to (\d+\.\d) MB to upload faster\.$/;

// Slow uploads on purpose, through the Functions emulator on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

const placed: string[] = [];
afterEachStory(async () => {
  await deleteTestOrders(...placed.splice(0));
  await deleteTestUsers();
});
test.beforeEach(async () => {
  await resetRateLimits();
});
test.afterAll(closeAdmin);

/** A visitor with a name of letters only (names refuse digits), unique by their address. */
function visitor() {
  const email = uniqueEmail('upload');
  const lastName = `Upload${email.slice(7, 13).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  return { 'First Name': 'Robin', 'Last Name': lastName, Email: email, 'Contact Number': '0412 345 678', 'Notes (optional)': 'Repeat, please.' };
}
type Visitor = ReturnType<typeof visitor>;

async function fillIn(page: Page, details: Visitor) {
  const main = page.getByRole('main');
  for (const [label, value] of Object.entries(details)) await main.getByLabel(label, { exact: true }).fill(value);
}

async function expectKept(page: Page, details: Visitor, fileName: string) {
  const main = page.getByRole('main');
  for (const [label, value] of Object.entries(details)) await expect(main.getByLabel(label, { exact: true })).toHaveValue(value);
  const chosen = await main.locator('input[type="file"]').evaluate((input: HTMLInputElement) => input.files?.[0]?.name);
  expect(chosen, 'the chosen file is still chosen').toBe(fileName);
}

/** Slows the page's uploads to `bytesPerSecond` (Chromium's network emulation); returns the undo. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<unknown>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const conditions = { offline: false, latency: 0, downloadThroughput: -1 };
  await cdp.send('Network.emulateNetworkConditions', { ...conditions, uploadThroughput: bytesPerSecond });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { ...conditions, uploadThroughput: -1 });
    await cdp.detach();
  };
}

/** A file chosen from disk, as a person does (not sent over the DevTools protocol). */
async function onDisk(fixture: FileFixture, path: string): Promise<string> {
  await writeFile(path, fixture.content);
  return path;
}

/** Waits until the progress bar has moved past `percent`, and returns its value. */
async function progressPast(page: Page, name: string, percent: number): Promise<number> {
  const bar = page.getByRole('progressbar', { name });
  await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 20_000 }).toBeGreaterThan(percent);
  return Number(await bar.getAttribute('value'));
}

test('A patient watches a script upload on a slow connection, cancels it from the keyboard and sends it again', async ({ page }, testInfo) => {
  const details = visitor();
  const script = pdfOfSize(1_500_000);
  await page.goto(ROUTES.upload);
  await fillIn(page, details);
  await page.getByLabel('Script File', { exact: true }).setInputFiles(await onDisk(script, testInfo.outputPath(script.fileName)));
  const unthrottle = await throttleUploads(page, 100_000);
  await page.getByRole('button', { name: 'Submit Script' }).click();

  await test.step('the bar, bytes sent and a percentage move as the bytes go', async () => {
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const early = await progressPast(page, 'Script upload', 5);
    await expect(page.getByText(/^Sending \d+\.\d MB of 1\.4 MB \(\d+%\)$/)).toBeVisible();
    expect(await progressPast(page, 'Script upload', early)).toBeGreaterThan(early);
    await expectAccessible(page);
    await page.getByRole('main').locator('form').screenshot({ path: testInfo.outputPath('script-upload-progress.png') });
  });

  await test.step('Cancel is reached from the keyboard; the form keeps everything and says so', async () => {
    const cancel = page.getByRole('button', { name: 'Cancel upload' });
    await cancel.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(CANCELLED);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit Script' })).toBeFocused();
    await expectKept(page, details, script.fileName);
    expect(await enquiriesFrom(details.Email)).toHaveLength(0);
  });

  await unthrottle();
  await page.getByRole('button', { name: 'Submit Script' }).click();
  await expect(page.getByRole('main')).toContainText('Thank you!', { timeout: 30_000 });
  expect(await enquiriesFrom(details.Email)).toHaveLength(1);
});

test('An enquiry sent offline asks to check the connection, keeps everything, and goes once back online', async ({ page, context }) => {
  const details = visitor();
  // The photo reducer, fetched when the form is first touched, never arrives: as when the
  // connection dropped first. A browser keeps a failed module fetch for the page's life, so
  // the send must not depend on a module fetched that way (decision 032).
  await page.route(/\/assets\/enquiry-upload-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto(ROUTES.contact);
  await fillIn(page, details);
  await page.getByLabel('Attachment (optional)', { exact: true }).setInputFiles({ name: 'note.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(2_000).content });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(ENQUIRY_MESSAGES.network);
  await expectKept(page, details, 'note.pdf');
  await expectAccessible(page);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page.getByRole('main')).toContainText('Thank you!', { timeout: 30_000 });
});

/** A phone photo of a script: 4032 x 3024 with a little sensor grain, as a JPEG of about 5 MB. */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4032;
    canvas.height = 3024;
    const context = canvas.getContext('2d')!;
    const paper = context.createLinearGradient(0, 0, 4032, 3024);
    paper.addColorStop(0, '#f4f1ea');
    paper.addColorStop(1, '#d6d0c2');
    context.fillStyle = paper;
    context.fillRect(0, 0, 4032, 3024);
    context.fillStyle = '#1b1f4a';
    context.font = '110px serif';
    ['Dr A. Prescriber MBBS', 'Patient: Robin Citizen', 'Rx Hydrocortisone 1% cream 30 g', 'Apply twice daily', 'Repeats: 2'].forEach((line, index) =>
      context.fillText(line, 320, 520 + index * 320),
    );
    const image = context.getImageData(0, 0, 4032, 3024);
    const pixels = image.data;
    let seed = 7;
    for (let index = 0; index < pixels.length; index += 1) {
      // The same grain on red, green and blue; alpha (every fourth byte) stays.
      if (index % 4 === 0) seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      if (index % 4 !== 3) pixels[index] = pixels[index]! + (seed % 25) - 12;
    }
    context.putImageData(image, 0, 0);
    let photo: Blob | null = null;
    for (const quality of [0.95, 0.92, 0.9, 0.85, 0.8, 0.7]) {
      photo = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (photo && photo.size <= 6 * 1024 * 1024) break;
    }
    const bytes = new Uint8Array(await photo!.arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** A JPEG's width and height, from its start-of-frame segment. */
function jpegDimensions(bytes: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    const marker = bytes[offset + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error('Not a JPEG with a frame');
}

/**
 * The photo as a phone held sideways saves it: the same pixels, with an Exif APP1
 * segment whose Orientation tag (6) says "turn 90 degrees clockwise to show".
 */
function takenSideways(jpeg: Buffer): Buffer {
  const tiff = Buffer.from([
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // big-endian TIFF header, first IFD at 8
    0x00, 0x01, // one entry:
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, // Orientation, SHORT, 1 value: 6
    0x00, 0x00, 0x00, 0x00, // no next IFD
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}

const contentLength = async (request: Request) => Number(await request.headerValue('content-length'));

test('A phone photo of a script is reduced before upload and the admin downloads it legible', async ({ page }, testInfo) => {
  const admin = await createAdmin();
  const details = visitor();
  await page.goto(ROUTES.upload);
  const photo = await phonePhoto(page);
  expect(photo.length, 'a photo as large as a phone takes').toBeGreaterThan(3 * 1024 * 1024);
  const photoPath = testInfo.outputPath('script-photo.jpg');
  await writeFile(photoPath, photo);
  await fillIn(page, details);
  await page.getByLabel('Script File', { exact: true }).setInputFiles(photoPath);
  const note = page.getByText(REDUCED);
  await expect(note).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await page.getByRole('main').locator('form').screenshot({ path: testInfo.outputPath('photo-reduced.png') });

  const upload = page.waitForRequest((request) => new URL(request.url()).pathname === ENQUIRY_API_PATH);
  await page.getByRole('button', { name: 'Submit Script' }).click();
  const bodyBytes = await contentLength(await upload);
  await expect(page.getByRole('main')).toContainText('Thank you!', { timeout: 30_000 });
  const [stored] = await enquiriesFrom(details.Email);
  const sentFile = (await storedFile(String(stored?.data.attachment?.storagePath)))!.content;
  const figures = {
    photoBytes: photo.length,
    photoDimensions: '4032 x 3024',
    sentFileBytes: sentFile.length,
    requestBodyBytesBefore: photo.length + (bodyBytes - sentFile.length),
    requestBodyBytesAfter: bodyBytes,
  };
  console.log(`5 MB phone photo upload: ${JSON.stringify(figures)}`);
  testInfo.annotations.push({ type: 'bytes sent', description: JSON.stringify(figures) });
  expect(sentFile.length).toBeLessThan(photo.length / 2);

  await test.step('the admin downloads the reduced script: a JPEG 2,500 px on its long edge', async () => {
    await openSignedIn(page, admin, ROUTES.admin);
    await page.getByRole('navigation', { name: 'Admin dashboard views' }).getByRole('link', { name: 'Enquiries' }).click();
    await page.getByLabel('Show').selectOption({ label: 'Unread' });
    await page.getByLabel('Kind').selectOption({ label: 'Script uploads' });
    const name = `${details['First Name']} ${details['Last Name']}`;
    await page.getByRole('button', { name: `Open script upload from ${name}` }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download attachment' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('script-photo.jpg');
    const bytes = await readFile(await file.path());
    expect(jpegDimensions(bytes)).toEqual({ width: 2500, height: 1875 });
    expect(bytes.length).toBe(sentFile.length);
  });
});

test('A practitioner cancels a slow order submit and sends it again: one order, one Idempotency-Key', async ({ page }, testInfo) => {
  const user = await createPrescriber();
  const patient = await createTestPatient(user.uid);
  const catalogue = await fetchCatalogue(user.idToken);
  const [first] = choicesIn(catalogue);
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(ORDER_API_PATHS.submit)) keys.push(request.headers()[ORDER_IDEMPOTENCY_HEADER.toLowerCase()] ?? '');
  });
  await openDashboard(page, user);
  await choosePatient(page, patient);
  const script = pdfOfSize(1_500_000);
  await addToCart(page, { ...asSeen(catalogue, first!), method: 'upload', script: { ...script, fileName: 'slow-script.pdf' } });
  const cart = page.getByRole('region', { name: /^Cart/ });
  await cart.getByLabel(ORDER_MESSAGES.consent).check();
  const unthrottle = await throttleUploads(page, 100_000);
  await cart.getByRole('button', { name: 'Submit Request' }).click();

  await progressPast(page, 'Order upload', 5);
  await expect(cart.getByText(/^Sending \d+\.\d MB of 1\.4 MB \(\d+%\)$/)).toBeVisible();
  await expectAccessible(page);
  await cart.screenshot({ path: testInfo.outputPath('order-upload-progress.png') });
  await cart.getByRole('button', { name: 'Cancel upload' }).focus();
  await page.keyboard.press('Enter');
  await expect(cart.getByRole('alert')).toHaveText(CANCELLED);
  await expect(cartItems(page)).toHaveCount(1);
  await expect(cartItems(page)).toContainText('slow-script.pdf');
  await expect(cart.getByLabel(ORDER_MESSAGES.consent)).toBeChecked();
  expect(await ordersOf(user.uid)).toEqual([]);

  await unthrottle();
  await cart.getByRole('button', { name: 'Submit Request' }).click();
  const requestId = await submittedRequestId(page);
  placed.push(requestId);
  expect(await ordersOf(user.uid)).toEqual([requestId]);
  expect(keys).toHaveLength(2);
  expect(keys[1], 'the retry sends the first try\u2019s key').toBe(keys[0]);
});

test('A photo of a script taken with the phone on its side arrives upright', async ({ page }, testInfo) => {
  const details = visitor();
  await page.goto(ROUTES.upload);
  const photoPath = testInfo.outputPath('sideways-script.jpg');
  await writeFile(photoPath, takenSideways(await phonePhoto(page)));
  await fillIn(page, details);
  await page.getByLabel('Script File', { exact: true }).setInputFiles(photoPath);
  await expect(page.getByText(REDUCED)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Submit Script' }).click();
  await expect(page.getByRole('main')).toContainText('Thank you!', { timeout: 30_000 });

  const [stored] = await enquiriesFrom(details.Email);
  const sent = (await storedFile(String(stored?.data.attachment?.storagePath)))!.content;
  // 4032 x 3024 stored sideways is a portrait page: upright, its long edge 2,500 px.
  expect(jpegDimensions(sent)).toEqual({ width: 1875, height: 2500 });
});

test('A photo attached again to a reordered line is reduced like one chosen in the form', async ({ page }, testInfo) => {
  const user = await createPrescriber();
  const patient = await createTestPatient(user.uid);
  const [choice] = choicesIn(await fetchCatalogue(user.idToken));
  const earlier = await postOrder(orderForm([{ choice: choice!, patientId: patient.patientId, script: SCRIPT_PDF }]), user.idToken);
  expect(earlier.status, earlier.text).toBe(201);
  placed.push((earlier.json as SubmitOrderResponse).requestId);

  await openDashboard(page, user);
  const photoPath = testInfo.outputPath('reorder-script.jpg');
  await writeFile(photoPath, await phonePhoto(page));
  await openSection(page, 'My Requests');
  await (await openRequest(page, placed[0]!)).getByRole('button', { name: /^Reorder/ }).click();
  const cart = page.getByRole('region', { name: /^Cart/ });
  await cartItems(page).nth(0).getByLabel('Attach script').setInputFiles(photoPath);
  await expect(cart.getByText(REDUCED)).toBeVisible({ timeout: 20_000 });
  await expect(cartItems(page).nth(0)).toContainText('reorder-script.jpg');
  await expectAccessible(page);

  await cart.getByLabel(ORDER_MESSAGES.consent).check();
  await cart.getByRole('button', { name: 'Submit Request' }).click();
  const reordered = await submittedRequestId(page);
  placed.push(reordered);
  const [item] = (await storedOrder(reordered))?.items as OrderItem[];
  expect(item?.script?.contentType).toBe('image/jpeg');
  const sent = (await storedFile(String(item?.script?.storagePath)))!.content;
  expect(jpegDimensions(sent)).toEqual({ width: 2500, height: 1875 });
});
