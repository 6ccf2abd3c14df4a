/**
 * POST /api/enquiry through the Hosting emulator: a visitor's contact enquiry or
 * prescription script upload, and everything an attacker might try instead.
 */
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import {
  ApiErrorBodySchema,
  ENQUIRY_MESSAGES,
  ENQUIRY_SUBJECTS,
  MAX_ATTACHMENT_BYTES,
  type EnquiryResponse,
} from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import type { SiteResponse } from '../support/api.ts';
import {
  deleteTestEnquiries,
  enquiryForm,
  fetchFileAsBrowser,
  pharmacyNoticeOf,
  postEnquiry,
  resetRateLimits,
  storedEnquiry,
  storedFile,
  storedFileNames,
} from '../support/enquiries.ts';
import { outboxMessages } from '../support/outbox.ts';
import {
  PROGRAM_NAMED_PNG,
  SCRIPT_JPEG,
  SCRIPT_PDF,
  TEXT_NAMED_PDF,
  pdfOfSize,
  type FileFixture,
} from '../support/file-fixtures.ts';
import { uniqueEmail } from '../support/users.ts';

beforeEach(resetRateLimits);
afterAll(async () => {
  await deleteTestEnquiries();
  await resetRateLimits();
  await closeAdmin();
});

function expectCreated(response: SiteResponse): string {
  expect(response.status).toBe(201);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = response.json as EnquiryResponse;
  expect(body).toEqual({ success: true, id: expect.stringMatching(/^[A-Za-z0-9]{20}$/) });
  return body.id;
}

function expectRefused(response: SiteResponse, status: number, code: string, error: string) {
  expect(response.status).toBe(status);
  expect(ApiErrorBodySchema.parse(response.json)).toMatchObject({ code, error });
}

describe('a visitor sends an enquiry or a script', () => {
  test('a contact enquiry with a photo is stored, and both the pharmacy and the visitor hear of it', async () => {
    const email = uniqueEmail('enquirer');
    const notes = 'Do you make lactose-free capsules?';
    const id = expectCreated(
      await postEnquiry(enquiryForm('contact', { email, notes, contactNumber: '(02) 5550 1234' }, SCRIPT_JPEG)),
    );

    const storagePath = `enquiries/${id}/script photo.jpg`;
    expect(await storedEnquiry(id)).toMatchObject({
      kind: 'contact',
      subject: ENQUIRY_SUBJECTS.contact,
      firstName: 'Jane',
      lastName: 'Citizen',
      email,
      contactNumber: '+61255501234',
      notes,
      attachment: { storagePath, contentType: 'image/jpeg', size: SCRIPT_JPEG.content.byteLength, fileName: 'script photo.jpg' },
      status: 'new',
      mail: { pharmacy: { status: 'sent', attempts: 1 }, acknowledgement: { status: 'sent', attempts: 1 } },
      needsMailResend: false,
    });
    expect(await storedFile(storagePath)).toEqual({ contentType: 'image/jpeg', content: SCRIPT_JPEG.content });

    // The pharmacy's notice goes through the overseas mail provider: a reference and a
    // link into the admin's inbox, none of the sender's words, and not the file.
    const notice = await pharmacyNoticeOf(id);
    expect(notice).toBeDefined();
    expect(notice?.subject).toBe(`${ENQUIRY_SUBJECTS.contact}: ${id}`);
    expect(notice?.text).toContain('/admin?view=enquiries');
    for (const typed of ['Jane', 'Citizen', email, '5550', 'lactose', 'script photo']) expect(notice?.text).not.toContain(typed);
    expect(notice?.attachments).toEqual([]);

    const [acknowledgement] = await outboxMessages(email);
    // Greeted without the name the visitor typed.
    expect(acknowledgement?.text).toMatch(/^Hello,\n/);
    expect(acknowledgement?.text).not.toContain('Jane');
    expect(acknowledgement?.text).not.toContain('lactose');
    expect(acknowledgement?.attachments).toEqual([]);
  });

  test('a contact enquiry without a file or notes is stored with neither', async () => {
    const email = uniqueEmail('enquirer');
    const id = expectCreated(await postEnquiry(enquiryForm('contact', { email })));
    expect(await storedEnquiry(id)).toMatchObject({ notes: null, attachment: null, needsMailResend: false });
    expect((await pharmacyNoticeOf(id))?.text).toContain('File: none');
  });

  test('a script upload is stored as a script, with the PDF in Storage and only its kind and size told to the pharmacy', async () => {
    const email = uniqueEmail('patient');
    const id = expectCreated(
      await postEnquiry(enquiryForm('script', { email, notes: 'For my daughter, aged 6.' }, SCRIPT_PDF)),
    );

    const storagePath = `enquiries/${id}/script.pdf`;
    expect(await storedEnquiry(id)).toMatchObject({
      kind: 'script',
      subject: ENQUIRY_SUBJECTS.script,
      contactNumber: '+61412345678',
      attachment: { storagePath, contentType: 'application/pdf', size: SCRIPT_PDF.content.byteLength },
    });
    expect(await storedFile(storagePath)).toEqual({ contentType: 'application/pdf', content: SCRIPT_PDF.content });
    const notice = await pharmacyNoticeOf(id);
    expect(notice?.text).toContain('A new script upload has arrived through the website.');
    expect(notice?.text).toContain('File: PDF');
    expect(notice?.attachments).toEqual([]);
    const acknowledgements = await outboxMessages(email);
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0]?.text).not.toContain('daughter');
  });

  test('an uploaded script cannot be downloaded from Storage by a browser', async () => {
    const id = expectCreated(await postEnquiry(enquiryForm('script', { email: uniqueEmail('patient') }, SCRIPT_PDF)));
    const response = await fetchFileAsBrowser(`enquiries/${id}/script.pdf`);
    expect(response.status).toBe(403);
  });

  test('a failed e-mail does not lose the submission: it is stored and marked for a resend', async () => {
    const email = uniqueEmail('patient').replace('@example.test', '@mail-failure.test');
    const id = expectCreated(await postEnquiry(enquiryForm('script', { email }, SCRIPT_PDF)));

    expect(await storedEnquiry(id)).toMatchObject({
      mail: {
        pharmacy: { status: 'sent', attempts: 1 },
        acknowledgement: { status: 'failed', attempts: 1, error: expect.stringContaining('mail-failure.test') },
      },
      needsMailResend: true,
    });
    expect(await storedFile(`enquiries/${id}/script.pdf`)).not.toBeNull();
    expect(await pharmacyNoticeOf(id)).toBeDefined();
  });
});

describe('what a visitor is told to fix', () => {
  test.each([
    ['first name', { firstName: '' }, ENQUIRY_MESSAGES.firstName],
    ['last name', { lastName: '  ' }, ENQUIRY_MESSAGES.lastName],
    ['e-mail address', { email: '' }, ENQUIRY_MESSAGES.email],
    ['contact number', { contactNumber: '' }, ENQUIRY_MESSAGES.contactNumber],
  ])('a missing %s', async (_field, fields, message) => {
    const response = await postEnquiry(enquiryForm('contact', { email: uniqueEmail('enquirer'), ...fields }));
    expectRefused(response, 400, 'invalid_request', message);
  });

  test('a badly formed e-mail address', async () => {
    const response = await postEnquiry(enquiryForm('contact', { email: 'jane@example' }));
    expectRefused(response, 400, 'invalid_request', ENQUIRY_MESSAGES.email);
  });

  test.each([
    ['a number from another country', '+44 20 7946 0958'],
    ['a number with a digit missing', '0412 345 67'],
    ['letters', 'call me'],
  ])('%s as the contact number', async (_label, contactNumber) => {
    const response = await postEnquiry(enquiryForm('contact', { email: uniqueEmail('enquirer'), contactNumber }));
    expectRefused(response, 400, 'invalid_request', ENQUIRY_MESSAGES.contactNumber);
  });

  test('several mistakes at once: the first field is named, and every issue listed', async () => {
    const response = await postEnquiry(enquiryForm('contact', { firstName: '', email: 'nope', contactNumber: '123' }));
    expectRefused(response, 400, 'invalid_request', ENQUIRY_MESSAGES.firstName);
    expect(ApiErrorBodySchema.parse(response.json).issues?.map((issue) => issue.path)).toEqual([
      'firstName',
      'email',
      'contactNumber',
    ]);
  });

  test('a script upload without the script', async () => {
    const response = await postEnquiry(enquiryForm('script', { email: uniqueEmail('patient') }));
    expectRefused(response, 400, 'script_required', ENQUIRY_MESSAGES.scriptRequired);
  });
});

describe('what is refused whatever the page says', () => {
  test('a subject no form of ours sends', async () => {
    const response = await postEnquiry(enquiryForm('contact', { email: uniqueEmail('enquirer'), subject: 'Hello' }));
    expectRefused(response, 400, 'invalid_request', ENQUIRY_MESSAGES.invalidForm);
  });

  test.each<[string, FileFixture]>([
    ['a text file named script.pdf', TEXT_NAMED_PDF],
    ['a program renamed photo.png', PROGRAM_NAMED_PNG],
  ])('%s, judged by its content, is not stored', async (_label, file) => {
    const email = uniqueEmail('patient');
    const response = await postEnquiry(enquiryForm('script', { email }, file));
    expectRefused(response, 415, 'unsupported_file_type', ENQUIRY_MESSAGES.fileType);
    expect(await outboxMessages(email)).toEqual([]);
  });

  test('a file larger than 10 MB', async () => {
    const email = uniqueEmail('patient');
    const response = await postEnquiry(enquiryForm('script', { email }, pdfOfSize(MAX_ATTACHMENT_BYTES + 1024 * 1024)));
    expectRefused(response, 413, 'file_too_large', ENQUIRY_MESSAGES.fileTooLarge);
    expect(await outboxMessages(email)).toEqual([]);
  });

  test('a bot that fills in the hidden field is told it succeeded, but nothing is kept or sent', async () => {
    const email = uniqueEmail('bot');
    const form = enquiryForm('script', { email, website: 'https://spam.example' }, SCRIPT_PDF);
    const id = expectCreated(await postEnquiry(form));

    expect(await storedEnquiry(id)).toBeUndefined();
    expect(await storedFileNames(`enquiries/${id}/`)).toEqual([]);
    expect(await outboxMessages(email)).toEqual([]);
  });
});

describe('too many submissions', () => {
  /** How many more submissions this client may make now, from the RateLimit header. */
  function remaining(response: SiteResponse): number {
    const match = /"enquiry-client"; r=(\d+)/.exec(response.headers.get('ratelimit') ?? '');
    expect(match).not.toBeNull();
    return Number(match![1]);
  }

  test('after the limit a visitor is asked to wait or call, and nothing more is kept', async () => {
    // Honeypot submissions count like any other but store nothing: cheap to repeat.
    const bot = () => postEnquiry(enquiryForm('contact', { email: uniqueEmail('bot'), website: 'x' }));
    const first = await bot();
    expect(first.status).toBe(201);
    for (let left = remaining(first); left > 0; left -= 1) expect((await bot()).status).toBe(201);

    const email = uniqueEmail('patient');
    const refused = await postEnquiry(enquiryForm('script', { email }, SCRIPT_PDF));
    expectRefused(refused, 429, 'rate_limited', ENQUIRY_MESSAGES.rateLimited);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await outboxMessages(email)).toEqual([]);
  });

  test('made-up forwarding headers do not reset the count', async () => {
    const bot = (headers?: Record<string, string>) =>
      postEnquiry(enquiryForm('contact', { email: uniqueEmail('bot'), website: 'x' }), headers);
    const first = await bot();
    for (let left = remaining(first); left > 0; left -= 1) await bot();

    const forged = await bot({ 'X-Forwarded-For': '192.0.2.44', 'Fastly-Client-IP': '192.0.2.45' });
    expectRefused(forged, 429, 'rate_limited', ENQUIRY_MESSAGES.rateLimited);
  });
});
