/**
 * Limits that hold in production (decision 021): a body larger than its route takes
 * is refused with 413 and the route's own words before it is parsed, and the routes
 * that take files are served by their own function.
 */
import { afterAll, describe, expect, test } from 'vitest';
import {
  ACCOUNT_API_PATHS,
  API_FUNCTION_NAME,
  ApiErrorBodySchema,
  ENQUIRY_MESSAGES,
  MAX_ATTACHMENT_BYTES,
  UPLOADS_FUNCTION_NAME,
} from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { request, type SiteResponse } from '../support/api.ts';
import { deleteTestEnquiries, enquiriesFrom, enquiryForm, postEnquiry, resetRateLimits } from '../support/enquiries.ts';
import { pdfOfSize } from '../support/file-fixtures.ts';
import { outboxMessages } from '../support/outbox.ts';
import { functionUrl } from '../support/stack.ts';

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

afterAll(async () => {
  await deleteTestEnquiries();
  await resetRateLimits();
  await closeAdmin();
});

function expectTooLarge(response: SiteResponse, code: string, error: string) {
  expect(response.status).toBe(413);
  expect(ApiErrorBodySchema.parse(response.json)).toEqual({ code, error });
}

describe('a body larger than its route takes', () => {
  test('a JSON request over 100 KB is refused, and nothing is done with it', async () => {
    const email = uniqueEmail('reset');
    const response = await request(ACCOUNT_API_PATHS.passwordReset, { body: { email, padding: 'x'.repeat(200 * 1024) } });
    expectTooLarge(response, 'payload_too_large', 'This request is larger than the 100 KB this address accepts.');
    expect(await outboxMessages(email)).toEqual([]);
  });

  test.each([
    ['refused from its size before it is parsed', 11 * 1024 * 1024],
    ['within the request cap, its file refused while it is read', MAX_ATTACHMENT_BYTES + 1],
  ])('a script upload over 10 MB, %s: nothing is stored or sent', { timeout: 60_000 }, async (_label, fileBytes) => {
    await resetRateLimits();
    const email = uniqueEmail('patient');
    const response = await postEnquiry(enquiryForm('script', { email }, pdfOfSize(fileBytes)));
    expectTooLarge(response, 'file_too_large', ENQUIRY_MESSAGES.fileTooLarge);
    expect(await enquiriesFrom(email)).toEqual([]);
    expect(await outboxMessages(email)).toEqual([]);
  });
});

describe('the routes that take files have their own function', () => {
  const post = (url: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--\r\n' });

  test('both functions answer their health check', async () => {
    for (const name of [API_FUNCTION_NAME, UPLOADS_FUNCTION_NAME]) {
      expect((await fetch(functionUrl(name, '/health'))).status).toBe(200);
    }
  });

  test('the uploads function serves the enquiry and the order submit, the api function neither', async () => {
    for (const path of ['/enquiry', '/submit-practitioner-request']) {
      expect((await post(functionUrl(API_FUNCTION_NAME, path))).status).toBe(404);
      expect((await post(functionUrl(UPLOADS_FUNCTION_NAME, path))).status).not.toBe(404);
    }
    await resetRateLimits();
  });

  test('the uploads function serves nothing else', async () => {
    expect((await fetch(functionUrl(UPLOADS_FUNCTION_NAME, '/me'))).status).toBe(404);
    expect((await fetch(functionUrl(UPLOADS_FUNCTION_NAME, '/dev/outbox'))).status).toBe(404);
  });
});
