import { request as httpRequest } from 'node:http';
import { Router } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import type { OutboxMessage } from '@pharmacy/shared';
import { ConfigError } from '../config.ts';
import { callerOf } from './auth.ts';
import { devRoutesAllowed } from '../dev/dev-routes-allowed.ts';
import { createApp, type AppDeps } from './app.ts';
import { JSON_BODY_MAX_BYTES } from './body-limit.ts';
import { PAYLOAD_TOO_LARGE } from './errors.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';
import { everyAdminFactorOnRecord } from './testing/admin-factors.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), error: vi.fn() }));

const NOW = new Date('2026-03-01T23:30:00.000Z');

const message: OutboxMessage = {
  id: 'm1',
  to: ['orders@harbourside-compounding.com.au'],
  from: 'no-reply@harbourside-compounding.com.au',
  replyTo: null,
  subject: 'New enquiry',
  text: 'Hello',
  html: null,
  attachments: [],
  createdAt: NOW.toISOString(),
};

function deps(overrides: Partial<AppDeps> = {}): AppDeps {
  return {
    isEmulator: true,
    devRoutesAllowed: true,
    checkConfig: () => undefined,
    now: () => NOW,
    verifyIdToken: async (token) =>
      token === 'good' ? { uid: 'u1', email: 'ada@example.com', emailVerified: true, secondFactor: null, secondFactorId: null, authTime: new Date(0) } : null,
    isAdminFactorOnRecord: everyAdminFactorOnRecord,
    getUserRecord: async () => null,
    appCheckEnforced: () => false,
    verifyAppCheckToken: async (token) => token === 'good-app-check',
    outbox: { list: vi.fn().mockResolvedValue([message]), clear: vi.fn().mockResolvedValue(3) },
    features: ({ requireCaller }) => [Router().get('/whoami', requireCaller, (_req, res) => void res.json(callerOf(res)))],
    ...overrides,
  };
}

let server: TestServer | undefined;
afterEach(async () => server?.close());

async function serve(overrides: Partial<AppDeps> = {}): Promise<string> {
  server = await startTestServer(createApp(deps(overrides)));
  return server.url;
}

describe('the api app', () => {
  it.each(['/api/health', '/health'])('answers %s (through Hosting and directly)', async (path) => {
    const response = await fetch(`${await serve()}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      region: 'australia-southeast1',
      time: NOW.toISOString(),
    });
  });

  it.each(['/api/nope', '/nope', '/api', '/apihealth'])('answers unknown path %s with 404 JSON', async (path) => {
    const response = await fetch(`${await serve()}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'Not found.', code: 'not_found' });
  });

  it('mounts the features\u2019 routers, whose guard knows the caller from the token', async () => {
    const response = await fetch(`${await serve()}/api/whoami`, { headers: { authorization: 'Bearer good' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ uid: 'u1', email: 'ada@example.com', emailVerified: true, secondFactor: null, secondFactorId: null, authTime: new Date(0).toISOString(), role: null, status: null, record: null, adminFactorOnRecord: false });
  });

  it('refuses a feature route that needs a caller without a token with 401', async () => {
    const response = await fetch(`${await serve()}/api/whoami`);
    expect(response.status).toBe(401);
  });

  it('with App Check enforced, asks a signed-in route for the token before the ID token, and leaves health open', async () => {
    const url = await serve({ appCheckEnforced: () => true });
    const withoutAppCheck = await fetch(`${url}/api/whoami`, { headers: { authorization: 'Bearer good' } });
    expect(withoutAppCheck.status).toBe(401);
    expect(await withoutAppCheck.json()).toMatchObject({ code: 'app_check_required' });
    const withAppCheck = await fetch(`${url}/api/whoami`, { headers: { authorization: 'Bearer good', 'X-Firebase-AppCheck': 'good-app-check' } });
    expect(withAppCheck.status).toBe(200);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });

  it('fails every request loudly while configuration is missing', async () => {
    const checkConfig = () => {
      throw new ConfigError(['MAIL_FROM (missing)']);
    };
    const response = await fetch(`${await serve({ checkConfig })}/api/health`);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'internal' });
    expect(JSON.stringify(vi.mocked(logger.error).mock.calls)).toContain('MAIL_FROM (missing)');
  });

  describe('dev outbox routes', () => {
    it('lists captured mail on the emulators, passing the filter through', async () => {
      const list = vi.fn().mockResolvedValue([message]);
      const url = await serve({ outbox: { list, clear: vi.fn() } });
      const response = await fetch(`${url}/api/dev/outbox?to=Orders@Harbourside-Compounding.com.au&limit=5`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ messages: [message] });
      expect(list).toHaveBeenCalledWith({ to: 'Orders@Harbourside-Compounding.com.au', limit: 5 });
    });

    it('rejects a bad limit with 400', async () => {
      const response = await fetch(`${await serve()}/dev/outbox?limit=0`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_request' });
    });

    it('clears the outbox', async () => {
      const response = await fetch(`${await serve()}/api/dev/outbox`, { method: 'DELETE' });
      expect(await response.json()).toEqual({ deleted: 3 });
    });

    it('serves the mail page as HTML', async () => {
      const response = await fetch(`${await serve()}/api/dev/mail`);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('New enquiry');
    });

    it.each(['/api/dev/outbox', '/api/dev/mail', '/api/dev/sms'])('does not exist outside the emulators: %s', async (path) => {
      const response = await fetch(`${await serve({ isEmulator: false, devRoutesAllowed: false })}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found' });
    });
  });

  describe('features\u2019 dev routes', () => {
    const devRoutes = [Router().post('/dev/tool', (_req, res) => void res.json({ ran: true }))];

    it('are mounted on the emulators', async () => {
      const response = await fetch(`${await serve({ devRoutes })}/api/dev/tool`, { method: 'POST' });
      expect(await response.json()).toEqual({ ran: true });
    });

    it('do not exist outside the emulators', async () => {
      const response = await fetch(`${await serve({ isEmulator: false, devRoutesAllowed: false, devRoutes })}/api/dev/tool`, { method: 'POST' });
      expect(response.status).toBe(404);
    });

    // Issue 23: FUNCTIONS_EMULATOR alone used to open them; a purge as of any date must need the whole local stack.
    const LOCAL_STACK = {
      FUNCTIONS_EMULATOR: 'true',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      GCLOUD_PROJECT: 'demo-compounding-pharmacy',
      FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-compounding-pharmacy', storageBucket: 'demo-compounding-pharmacy.appspot.com' }),
    };
    const refusedWith = async (env: NodeJS.ProcessEnv) => {
      const url = await serve({ devRoutesAllowed: devRoutesAllowed(env), devRoutes });
      const outcomes = [];
      for (const [path, method] of [['/api/dev/tool', 'POST'], ['/api/dev/outbox', 'GET'], ['/api/dev/mail', 'GET']] as const) {
        const response = await fetch(`${url}${path}`, { method });
        outcomes.push([response.status, ((await response.json().catch(() => ({}))) as { code?: string }).code]);
      }
      await server?.close();
      server = undefined;
      return outcomes;
    };
    const REFUSED = [[404, 'not_found'], [404, 'not_found'], [404, 'not_found']];

    it('are mounted with every sign of the local stack', async () => {
      expect(devRoutesAllowed(LOCAL_STACK)).toBe(true);
      expect((await refusedWith(LOCAL_STACK))[0]).toEqual([200, undefined]);
    });

    it.each(['FUNCTIONS_EMULATOR', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'GCLOUD_PROJECT'] as const)(
      'are refused (404 not_found) without %s',
      async (name) => {
        const env: NodeJS.ProcessEnv = { ...LOCAL_STACK, [name]: '' };
        if (name === 'GCLOUD_PROJECT') delete env.FIREBASE_CONFIG;
        expect(await refusedWith(env)).toEqual(REFUSED);
      },
    );

    it.each([
      ['GCLOUD_PROJECT', 'compounding-pharmacy-prod'],
      ['GOOGLE_CLOUD_PROJECT', 'compounding-pharmacy-prod'],
      ['FIREBASE_CONFIG', JSON.stringify({ projectId: 'compounding-pharmacy-prod' })],
      ['FIREBASE_CONFIG', '/workspace/firebase-config.json'],
      ['GCLOUD_PROJECT', 'demo-'],
    ])('are refused (404 not_found) when %s names a project that is not a demo- one: %s', async (name, value) => {
      expect(await refusedWith({ ...LOCAL_STACK, [name]: value })).toEqual(REFUSED);
    });

    it('are refused when no project is named at all', async () => {
      const { GCLOUD_PROJECT: _project, FIREBASE_CONFIG: _config, ...env } = LOCAL_STACK;
      expect(await refusedWith(env)).toEqual(REFUSED);
    });
  });
});

describe('request body size', () => {
  const UPLOAD = { path: '/upload', maxBytes: 200 * 1024, code: 'file_too_large', message: 'That file is too large.' };
  const reached = vi.fn();
  const echo = Router().post(['/echo', '/upload'], (_req, res) => {
    reached();
    res.json({ reached: true });
  });
  const serveLimited = () => serve({ features: () => [echo], uploadLimits: [UPLOAD] });
  const post = (url: string, bytes: number) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ a: 'x'.repeat(bytes - 8) }) });
  // Uploads are multipart, which express.json leaves alone; the route reads it itself.
  const upload = (url: string, bytes: number) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: Buffer.alloc(bytes) });

  afterEach(() => reached.mockClear());

  it('takes a JSON body of up to 100 KB and refuses a larger one with 413 before the route sees it', async () => {
    const url = await serveLimited();
    expect((await post(`${url}/api/echo`, JSON_BODY_MAX_BYTES)).status).toBe(200);
    const refused = await post(`${url}/api/echo`, JSON_BODY_MAX_BYTES + 1);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ error: PAYLOAD_TOO_LARGE.message, code: PAYLOAD_TOO_LARGE.code });
    expect(reached).toHaveBeenCalledOnce();
  });

  it('holds an upload route to its own cap, answered in its own words', async () => {
    const url = await serveLimited();
    expect((await upload(`${url}/api/upload`, UPLOAD.maxBytes)).status).toBe(200);
    const refused = await upload(`${url}/upload`, UPLOAD.maxBytes + 1);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ error: UPLOAD.message, code: UPLOAD.code });
  });

  it('answers from the declared Content-Length, without waiting for the body', async () => {
    const url = new URL('/api/upload', await serveLimited());
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      // 50 MB declared, one kilobyte sent: the answer must come without the rest.
      const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': 50_000_000 } });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          resolve({ status: response.statusCode, body });
          request.destroy();
        });
      });
      request.on('error', reject);
      request.write(Buffer.alloc(1024));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: UPLOAD.message, code: UPLOAD.code });
    expect(reached).not.toHaveBeenCalled();
  });
});
