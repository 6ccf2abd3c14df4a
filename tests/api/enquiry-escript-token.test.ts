/**
 * The public Upload Script page takes an e-script token instead of a file (decision
 * 026): stored for the admin's inbox, never sent by e-mail, and refused with its own
 * code when it is not a token.
 */
import { afterAll, beforeEach, expect, test } from 'vitest';
import { ApiErrorBodySchema, ENQUIRY_ERROR_CODES, ENQUIRY_MESSAGES, ESCRIPT_TOKEN_MESSAGES, type EnquiryResponse } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { deleteTestEnquiries, enquiriesFrom, enquiryForm, pharmacyNoticeOf, postEnquiry, resetRateLimits, storedEnquiry } from '../support/enquiries.ts';
import { outboxMessages } from '../support/outbox.ts';
import { uniqueEmail } from '../support/users.ts';

const TOKEN_LINK = 'https://ad2.erx.com.au/scripts/21KR32BGDMPWJC0C89';

beforeEach(resetRateLimits);
afterAll(async () => {
  await deleteTestEnquiries();
  await resetRateLimits();
  await closeAdmin();
});

test('a script upload with a token and no file is stored with the token, and no e-mail carries it', async () => {
  const email = uniqueEmail('patient');
  const response = await postEnquiry(enquiryForm('script', { email, escriptToken: TOKEN_LINK }));
  expect(response.status, response.text).toBe(201);
  const { id } = response.json as EnquiryResponse;
  expect(await storedEnquiry(id)).toMatchObject({ kind: 'script', attachment: null, escriptToken: { kind: 'link', value: TOKEN_LINK } });

  const notice = await pharmacyNoticeOf(id);
  expect(notice?.text).toContain('E-script token: given (read it in the inbox)');
  for (const mail of [notice, ...(await outboxMessages(email))]) {
    expect(mail?.text).not.toContain('21KR32BGDMPWJC0C89');
    expect(mail?.html ?? '').not.toContain('21KR32BGDMPWJC0C89');
  }
});

test('a token that is not one is refused beside its field, and nothing is stored', async () => {
  const email = uniqueEmail('patient');
  const response = await postEnquiry(enquiryForm('script', { email, escriptToken: 'https://phish.example/erx.com.au/1' }));
  expect(response.status).toBe(400);
  expect(ApiErrorBodySchema.parse(response.json)).toMatchObject({ code: ENQUIRY_ERROR_CODES.invalidToken, error: ESCRIPT_TOKEN_MESSAGES.invalid });
  expect(await enquiriesFrom(email)).toEqual([]);
});

test('with neither a file nor a token the upload is refused, naming both', async () => {
  const response = await postEnquiry(enquiryForm('script', { email: uniqueEmail('patient'), escriptToken: '  ' }));
  expect(response.status).toBe(400);
  expect(ApiErrorBodySchema.parse(response.json)).toMatchObject({ code: ENQUIRY_ERROR_CODES.scriptRequired, error: ENQUIRY_MESSAGES.scriptRequired });
});
