import express from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES, AUDIT_ACTIONS, ENQUIRY_SUBJECTS, SITE, type UserRecord } from '@pharmacy/shared';
import { SCRIPT_PDF } from '../../../../tests/support/file-fixtures.ts';
import type { InboxEnquiry } from '../enquiries/enquiry-record.ts';
import { stripApiPrefix } from '../../platform/http/app.ts';
import { createRequireCaller } from '../../platform/http/auth.ts';
import { createErrorHandler } from '../../platform/http/errors.ts';
import { startTestServer, type TestServer } from '../../platform/http/testing/test-server.ts';
import { CANNOT_DELETE_ADMIN, NOTHING_LEFT_TO_DELETE } from './delete-user.ts';
import { NO_ATTACHMENT } from '../enquiries/enquiry-attachment-route.ts';
import { createFakeAdminDeps, type FakeAdminWorld } from './testing/fake-deps.ts';
import { NOT_A_PRACTITIONER } from './practitioner-status-route.ts';
import { adminRouter } from './router.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), error: vi.fn() }));

const NOW = new Date('2026-03-02T09:00:00+11:00');
const ADMIN = 'token-admin';
const ADA_RECORD: UserRecord = {
  firstName: 'Ada',
  lastName: 'Lim',
  email: 'ada@clinic.test',
  role: 'practitioner',
  status: 'pending',
  emailVerified: true,
};

let server: TestServer;
let world: FakeAdminWorld;

function addUser(uid: string, record: UserRecord | null) {
  world.accounts.set(uid, { uid, email: record?.email ?? `${uid}@clinic.test`, emailVerified: true });
  if (record) world.records.set(uid, record);
  return `token-${uid}`;
}

beforeEach(async () => {
  const fake = createFakeAdminDeps();
  world = fake.world;
  addUser('admin', { firstName: 'Pat', lastName: 'Admin', email: 'pat@pharmacy.test', role: 'admin', status: 'approved' });
  const requireCaller = createRequireCaller({
    verifyIdToken: async (token) => {
      const uid = token.replace(/^token-/, '');
      const account = world.accounts.get(uid);
      return account ? { uid, email: account.email, emailVerified: true } : null;
    },
    getUserRecord: async (uid) => world.records.get(uid) ?? null,
  });
  const app = express();
  app.use(stripApiPrefix, express.json());
  app.use(adminRouter(fake.deps, requireCaller, () => NOW));
  app.use(createErrorHandler(() => undefined));
  server = await startTestServer(app);
});
afterEach(() => server.close());

async function call(path: string, init: { body?: unknown; token?: string } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return response;
}

async function post(path: string, body: unknown, token = ADMIN) {
  const response = await call(path, { body, token });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('who may call the admin routes', () => {
  it.each([
    ['/api/practitioner-status-notify', { userId: 'ada', status: 'approved' }],
    ['/api/delete-user', { userId: 'ada' }],
    ['/api/enquiry-state', { enquiryId: 'e1', read: true }],
  ])('%s needs a token and the admin role, before reading the body', async (path, body) => {
    addUser('ada', { ...ADA_RECORD, status: 'approved' });
    expect((await post(path, body, '')).status).toBe(401);
    expect((await post(path, body, 'forged')).status).toBe(401);
    expect(await post(path, {}, 'token-ada')).toMatchObject({ status: 403, json: { code: 'forbidden' } });
    expect(world.audit).toEqual([]);
    expect(world.records.get('ada')?.status).toBe('approved');
  });

  it('a practitioner cannot download an enquiry attachment', async () => {
    addUser('ada', { ...ADA_RECORD, status: 'approved' });
    expect((await call('/api/enquiry-attachments/e1', { token: 'token-ada' })).status).toBe(403);
  });
});

describe('POST /api/practitioner-status-notify', () => {
  it('approves, records who did it, and e-mails the address in the record, not the body', async () => {
    addUser('ada', ADA_RECORD);
    const response = await post('/api/practitioner-status-notify', {
      userId: 'ada',
      status: 'approved',
      email: 'attacker@evil.test',
      firstName: 'Mallory',
    });
    expect(response).toEqual({ status: 200, json: { success: true, notified: true } });
    expect(world.records.get('ada')?.status).toBe('approved');
    expect(world.audit).toEqual([
      {
        action: AUDIT_ACTIONS.practitionerStatus,
        actorUid: 'admin',
        actorEmail: 'pat@pharmacy.test',
        target: { type: 'user', id: 'ada', label: 'Ada Lim <ada@clinic.test>' },
        details: { from: 'pending', to: 'approved' },
      },
    ]);
    expect(world.sent).toHaveLength(1);
    expect(world.sent[0]).toMatchObject({ to: 'ada@clinic.test' });
    expect(world.sent[0]?.text).toContain('Hello Ada,');
    expect(world.sent[0]?.text).toContain('https://pharmacy.test/practitioners');
  });

  it('keeps the new status when the e-mail fails, says so, and records the failure', async () => {
    addUser('ada', ADA_RECORD);
    world.failingRecipients.add('ada@clinic.test');
    const response = await post('/api/practitioner-status-notify', { userId: 'ada', status: 'rejected' });
    expect(response).toEqual({ status: 200, json: { success: true, notified: false } });
    expect(world.records.get('ada')?.status).toBe('rejected');
    expect(world.mailFailures).toMatchObject([{ mail: 'practitioner-status', uid: 'ada', at: NOW }]);
  });

  it('refuses to approve a record whose e-mail was never verified', async () => {
    addUser('ada', { ...ADA_RECORD, emailVerified: false });
    const response = await post('/api/practitioner-status-notify', { userId: 'ada', status: 'approved' });
    expect(response).toEqual({
      status: 409,
      json: { error: ADMIN_MESSAGES.cannotApproveUnverified, code: 'email_unverified' },
    });
    expect(world.records.get('ada')?.status).toBe('pending');
    expect(world.sent).toEqual([]);
  });

  it('refuses a user who is not there or not a practitioner', async () => {
    expect(await post('/api/practitioner-status-notify', { userId: 'nobody', status: 'rejected' })).toEqual({
      status: 404,
      json: { error: ADMIN_MESSAGES.userNotFound, code: 'user_not_found' },
    });
    expect(await post('/api/practitioner-status-notify', { userId: 'admin', status: 'rejected' })).toEqual({
      status: 400,
      json: { error: NOT_A_PRACTITIONER, code: 'not_practitioner' },
    });
    expect(world.records.get('admin')?.status).toBe('approved');
  });

  it('answers an unknown status with 400', async () => {
    addUser('ada', ADA_RECORD);
    const response = await post('/api/practitioner-status-notify', { userId: 'ada', status: 'admin' });
    expect(response).toMatchObject({ status: 400, json: { code: 'invalid_request' } });
  });

  it('confirming the status a practitioner already has records nothing and sends the notice again', async () => {
    addUser('ada', { ...ADA_RECORD, status: 'rejected' });
    const response = await post('/api/practitioner-status-notify', { userId: 'ada', status: 'rejected' });
    expect(response).toEqual({ status: 200, json: { success: true, notified: true } });
    expect(world.audit).toEqual([]);
    expect(world.sent.map((mail) => mail.text)).toEqual([expect.stringContaining(SITE.phone)]);
  });
});

describe('POST /api/delete-user', () => {
  it('deletes the account and everything kept about it, with one audit entry', async () => {
    addUser('ada', ADA_RECORD);
    world.pendingRegistrations.add('ada');
    world.verificationLinks.push('ada', 'ada', 'someone-else');

    const response = await post('/api/delete-user', { userId: 'ada', email: 'ada@clinic.test' });
    expect(response).toEqual({
      status: 200,
      json: {
        success: true,
        details:
          'Deleted Ada Lim <ada@clinic.test>: sign-in account, user record, registration details, 2 verification links. Their order requests are kept.',
      },
    });
    expect(world.accounts.has('ada')).toBe(false);
    expect(world.records.has('ada')).toBe(false);
    expect(world.pendingRegistrations.has('ada')).toBe(false);
    expect(world.verificationLinks).toEqual(['someone-else']);
    expect(world.audit).toMatchObject([
      { action: AUDIT_ACTIONS.userDelete, actorUid: 'admin', target: { id: 'ada' }, details: { role: 'practitioner' } },
    ]);
  });

  it('finishes what an interrupted attempt left, and then has nothing left to do', async () => {
    addUser('ada', null);
    const first = await post('/api/delete-user', { userId: 'ada' });
    expect(first.json.details).toBe('Deleted <ada@clinic.test>: sign-in account. Their order requests are kept.');
    expect(await post('/api/delete-user', { userId: 'ada' })).toEqual({
      status: 200,
      json: { success: true, details: NOTHING_LEFT_TO_DELETE },
    });
    expect(world.audit).toHaveLength(1);
  });

  it('refuses to delete the caller or another admin', async () => {
    expect(await post('/api/delete-user', { userId: 'admin' })).toEqual({
      status: 400,
      json: { error: ADMIN_MESSAGES.cannotDeleteSelf, code: 'cannot_delete_self' },
    });
    addUser('other-admin', { ...ADA_RECORD, role: 'admin' });
    expect(await post('/api/delete-user', { userId: 'other-admin' })).toEqual({
      status: 403,
      json: { error: CANNOT_DELETE_ADMIN, code: 'cannot_delete_admin' },
    });
    expect(world.accounts.has('admin') && world.accounts.has('other-admin')).toBe(true);
    expect(world.audit).toEqual([]);
  });
});

describe('the enquiries inbox', () => {
  const enquiry: InboxEnquiry = {
    id: 'e1',
    kind: 'script',
    subject: ENQUIRY_SUBJECTS.script,
    firstName: 'Jane',
    lastName: 'Citizen',
    email: 'jane@example.com',
    contactNumber: '+61412345678',
    notes: null,
    attachment: {
      storagePath: 'enquiries/e1/Ärztliches Rezept (1).pdf',
      contentType: 'application/pdf',
      size: SCRIPT_PDF.content.byteLength,
      fileName: 'Ärztliches Rezept (1).pdf',
    },
    createdAt: NOW,
    status: 'new',
    mail: {
      pharmacy: { status: 'sent', attempts: 1, error: null, lastAttemptAt: NOW },
      acknowledgement: { status: 'sent', attempts: 1, error: null, lastAttemptAt: NOW },
    },
    needsMailResend: false,
    readAt: null,
    handledAt: null,
    handledBy: null,
  };

  beforeEach(() => {
    world.enquiries.set('e1', enquiry);
    world.files.set(enquiry.attachment!.storagePath, SCRIPT_PDF.content);
  });

  it('marks an enquiry handled (and so read), once, with an audit entry', async () => {
    const handled = await post('/api/enquiry-state', { enquiryId: 'e1', handled: true });
    const marks = { readAt: NOW.toISOString(), handledAt: NOW.toISOString(), handledBy: 'admin' };
    expect(handled).toEqual({ status: 200, json: { success: true, ...marks } });
    expect(await post('/api/enquiry-state', { enquiryId: 'e1', handled: true, read: true })).toEqual(handled);
    expect(world.audit).toMatchObject([
      { action: AUDIT_ACTIONS.enquiryState, target: { type: 'enquiry', id: 'e1' }, details: { handled: true } },
    ]);
  });

  it('answers an unknown enquiry or an empty change with an error', async () => {
    expect((await post('/api/enquiry-state', { enquiryId: 'nope', read: true })).status).toBe(404);
    expect(await post('/api/enquiry-state', { enquiryId: 'e1' })).toMatchObject({
      status: 400,
      json: { error: 'Say what to change: read or handled.' },
    });
  });

  it('sends the attachment as a download under its own name, and records it', async () => {
    const response = await call('/api/enquiry-attachments/e1', { token: ADMIN });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''%C3%84rztliches%20Rezept%20%281%29.pdf",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(SCRIPT_PDF.content);
    expect(world.audit).toMatchObject([
      { action: AUDIT_ACTIONS.enquiryAttachmentDownload, target: { id: 'e1' }, details: { kind: 'script' } },
    ]);
  });

  it('answers a file missing from storage with a plain server error, not a download', async () => {
    world.files.clear();
    const response = await call('/api/enquiry-attachments/e1', { token: ADMIN });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toMatchObject({ code: 'internal' });
  });

  it('answers 404 for an enquiry without an attachment', async () => {
    world.enquiries.set('e2', { ...enquiry, id: 'e2', attachment: null });
    const response = await call('/api/enquiry-attachments/e2', { token: ADMIN });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: NO_ATTACHMENT, code: 'no_attachment' });
    expect(world.audit).toEqual([]);
  });
});
