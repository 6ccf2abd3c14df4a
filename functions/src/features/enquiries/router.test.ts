import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENQUIRY_MESSAGES, ENQUIRY_SUBJECTS } from '@pharmacy/shared';
import { SCRIPT_JPEG } from '../../../../tests/support/file-fixtures.ts';
import { CONNECTION_CEILING_FACTOR } from '../../platform/http/client-rate-limit.ts';
import { createErrorHandler } from '../../platform/http/errors.ts';
import { startTestServer, type TestServer } from '../../platform/http/testing/test-server.ts';
import { FAKE_ENQUIRY_SETTINGS, createFakeEnquiryDeps } from './testing/fake-deps.ts';
import { enquiryRouter } from './router.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), error: vi.fn() }));

let server: TestServer | undefined;
afterEach(async () => server?.close());

async function serve(behindGoogleFrontEnd: boolean) {
  const { deps, world } = createFakeEnquiryDeps();
  const app = express();
  app.use(enquiryRouter(deps, { behindGoogleFrontEnd }));
  app.use(createErrorHandler(vi.fn()));
  server = await startTestServer(app);
  const url = `${server.url}/enquiry`;
  const post = (body: FormData | string, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', body, headers });
  return { world, post };
}

function scriptForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = {
    subject: ENQUIRY_SUBJECTS.script,
    firstName: 'Jane',
    lastName: 'Citizen',
    email: 'jane@example.com',
    contactNumber: '0412 345 678',
    notes: '',
    website: '',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('attachment', new File([SCRIPT_JPEG.content], 'IMG_0042.JPG', { type: 'image/jpeg' }));
  return form;
}

describe('POST /enquiry (unit)', () => {
  it('stores a script upload read from a streamed body and answers 201 with its id', async () => {
    const { world, post } = await serve(false);
    const response = await post(scriptForm());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(world.enquiries.get(id)).toMatchObject({ kind: 'script', contactNumber: '+61412345678' });
    expect(world.files.get(`enquiries/${id}/IMG_0042.jpg`)?.content).toEqual(SCRIPT_JPEG.content);
  });

  it('answers a body that is not a form with 400', async () => {
    const { post } = await serve(false);
    const response = await post('{"firstName":"Jane"}', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: ENQUIRY_MESSAGES.invalidForm, code: 'invalid_request' });
  });

  it('counts each visitor behind one Hosting edge separately, whatever Fastly-Client-IP they send', async () => {
    const { post } = await serve(true);
    // The visitor as Hosting's edge appended them, then the edge as the front end appended it.
    const visitor = (address: string, spoofed: string) => ({ 'x-forwarded-for': `${address}, 198.51.100.20`, 'fastly-client-ip': spoofed });
    for (let i = 0; i < FAKE_ENQUIRY_SETTINGS.enquiryRateLimit; i += 1) {
      expect((await post(scriptForm(), visitor('203.0.113.1', `10.1.0.${i}`))).status).toBe(201);
    }
    const refused = await post(scriptForm(), visitor('203.0.113.1', '10.1.1.1'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ error: ENQUIRY_MESSAGES.rateLimited, code: 'rate_limited' });
    expect((await post(scriptForm(), visitor('203.0.113.2', '10.1.1.1'))).status).toBe(201);
  });

  it('stops a direct caller who forges a new client address each time at the connection ceiling', async () => {
    const { post } = await serve(true);
    const ceiling = FAKE_ENQUIRY_SETTINGS.enquiryRateLimit * CONNECTION_CEILING_FACTOR;
    const statuses: number[] = [];
    for (let i = 0; i <= ceiling; i += 1) {
      // A bot's filled-in honeypot is the cheapest request; it still counts.
      const spam = new FormData();
      spam.append('website', 'https://spam.example');
      const response = await post(spam, {
        'x-forwarded-for': `10.0.${i >> 8}.${i & 255}, 192.0.2.66`,
        'fastly-client-ip': `10.1.${i >> 8}.${i & 255}`,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, ceiling).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
