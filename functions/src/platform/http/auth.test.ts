import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '@pharmacy/shared';
import {
  callerOf,
  createRequireCaller,
  requireAdmin,
  requireApprovedPractitionerOrAdmin,
  requireRecentSignIn,
  type AuthDeps,
} from './auth.ts';
import { createIsAdminFactorOnRecord } from './admin-factor.ts';
import { inMemoryAdminFactorStore } from './testing/admin-factors.ts';
import { createErrorHandler } from './errors.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

const TOKENS: Record<string, string> = {
  'token-admin': 'uid-admin',
  'token-admin-password-only': 'uid-admin',
  'token-admin-stale': 'uid-admin',
  'token-admin-other-phone': 'uid-admin',
  'token-admin-no-mobile': 'uid-admin-no-mobile',
  'token-approved': 'uid-approved',
  'token-pending': 'uid-pending',
  'token-no-status': 'uid-no-status',
  'token-rejected': 'uid-rejected',
  'token-other-role': 'uid-other-role',
  'token-new': 'uid-new',
};

function record(role: string, status?: string): UserRecord {
  return { firstName: 'Ada', lastName: 'Lim', email: 'ada@example.com', role, status };
}

const RECORDS: Record<string, UserRecord> = {
  'uid-admin': { ...record('admin', 'approved'), adminMobileHint: '04•• ••• 156' },
  'uid-admin-no-mobile': record('admin', 'approved'),
  'uid-approved': record('practitioner', 'approved'),
  'uid-pending': record('practitioner', 'pending'),
  'uid-no-status': record('practitioner'),
  'uid-rejected': record('practitioner', 'rejected'),
  'uid-other-role': record('receptionist', 'approved'),
};

const NOW = new Date('2026-11-25T01:00:00Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

// Auth holds two factors for the admin: the mobile on record, and one enrolled by whoever else had the password.
const adminFactors = inMemoryAdminFactorStore({
  'uid-admin': { 'factor-on-record': '+61491570156', 'factor-other-phone': '+61400000000' },
  'uid-admin-no-mobile': { 'factor-on-record': '+61491570156' },
}, { 'uid-admin': '+61491570156' });

const fakeDeps: AuthDeps = {
  verifyIdToken: async (token) => {
    const uid = TOKENS[token];
    if (!uid) return null;
    return {
      uid,
      email: `${uid}@example.com`,
      emailVerified: true,
      secondFactor: token === 'token-admin-password-only' ? null : 'phone',
      secondFactorId: token === 'token-admin-other-phone' ? 'factor-other-phone' : 'factor-on-record',
      authTime: token === 'token-admin-stale' ? minutesBefore(31) : minutesBefore(29),
    };
  },
  getUserRecord: async (uid) => RECORDS[uid] ?? null,
  isAdminFactorOnRecord: createIsAdminFactorOnRecord(adminFactors.store),
};

let server: TestServer | undefined;
afterEach(async () => server?.close());

async function serve(deps: AuthDeps = fakeDeps): Promise<string> {
  const app = express();
  app.use(express.json());
  const requireCaller = createRequireCaller(deps);
  app.all('/whoami', requireCaller, (_req, res) => void res.json(callerOf(res)));
  app.get('/admin-only', requireCaller, requireAdmin, (_req, res) => void res.json({ ok: true }));
  app.get('/orders', requireCaller, requireApprovedPractitionerOrAdmin, (_req, res) => void res.json({ ok: true }));
  app.post('/delete', requireCaller, requireAdmin, requireRecentSignIn(() => NOW), (_req, res) => void res.json({ ok: true }));
  app.use(createErrorHandler(() => undefined));
  server = await startTestServer(app);
  return server.url;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('requireCaller', () => {
  it('rejects a request without a token with 401 unauthenticated', async () => {
    const response = await fetch(`${await serve()}/whoami`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('rejects a forged or expired token with 401 unauthenticated', async () => {
    const url = await serve();
    for (const authorization of ['Bearer forged', 'Basic dXNlcjpwYXNz', 'Bearer']) {
      const response = await fetch(`${url}/whoami`, { headers: { authorization } });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'unauthenticated' });
    }
  });

  it('takes identity from the token and role from Firestore, never from the body', async () => {
    const response = await fetch(`${await serve()}/whoami`, {
      method: 'POST',
      headers: { ...bearer('token-pending'), 'content-type': 'application/json' },
      body: JSON.stringify({ uid: 'uid-admin', role: 'admin', status: 'approved' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ uid: 'uid-pending', role: 'practitioner', status: 'pending' });
  });

  it('treats a record without a status as pending', async () => {
    const response = await fetch(`${await serve()}/whoami`, { headers: bearer('token-no-status') });
    expect(await response.json()).toMatchObject({ role: 'practitioner', status: 'pending' });
  });

  it('lets a caller without a record through with role and status null', async () => {
    const response = await fetch(`${await serve()}/whoami`, { headers: bearer('token-new') });
    expect(await response.json()).toMatchObject({ uid: 'uid-new', role: null, status: null, record: null });
  });

  it('answers 500 (not 401) when the user lookup itself fails', async () => {
    const getUserRecord = vi.fn().mockRejectedValue(new Error('Firestore unavailable'));
    const response = await fetch(`${await serve({ ...fakeDeps, getUserRecord })}/whoami`, {
      headers: bearer('token-admin'),
    });
    expect(response.status).toBe(500);
  });
});

const ADMIN_REFUSALS: Record<string, string> = {
  'token-admin-password-only': 'second_factor_required',
  'token-admin-other-phone': 'second_factor_not_on_record',
  'token-admin-no-mobile': 'second_factor_not_on_record',
};

describe('guards', () => {
  const cases: Array<[token: string, adminOnly: number, orders: number]> = [
    ['token-admin', 200, 200],
    ['token-admin-password-only', 403, 403],
    ['token-admin-other-phone', 403, 403],
    ['token-admin-no-mobile', 403, 403],
    ['token-approved', 403, 200],
    ['token-pending', 403, 403],
    ['token-no-status', 403, 403],
    ['token-rejected', 403, 403],
    ['token-other-role', 403, 403],
    ['token-new', 403, 403],
  ];

  it.each(cases)('%s: admin-only %i, approved-practitioner-or-admin %i', async (token, adminOnly, orders) => {
    const url = await serve();
    const admin = await fetch(`${url}/admin-only`, { headers: bearer(token) });
    expect(admin.status).toBe(adminOnly);
    const order = await fetch(`${url}/orders`, { headers: bearer(token) });
    expect(order.status).toBe(orders);
    const code = ADMIN_REFUSALS[token] ?? 'forbidden';
    if (orders === 403) expect(await order.json()).toMatchObject({ code });
  });

  it('a pending practitioner cannot reach an approved-practitioner route', async () => {
    const response = await fetch(`${await serve()}/orders`, { headers: bearer('token-pending') });
    expect(response.status).toBe(403);
  });
});

describe('second factor and recent sign-in', () => {
  it('tells an admin who signed in with a password only to sign in with their code', async () => {
    const response = await fetch(`${await serve()}/admin-only`, { headers: bearer('token-admin-password-only') });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'second_factor_required',
      error: expect.stringContaining('two-step sign-in') as unknown,
    });
  });

  it('lets a sign-in of 29 minutes ago delete, and asks one of 31 minutes ago to sign in again', async () => {
    const url = await serve();
    const recent = await fetch(`${url}/delete`, { method: 'POST', headers: bearer('token-admin') });
    expect(recent.status).toBe(200);
    const stale = await fetch(`${url}/delete`, { method: 'POST', headers: bearer('token-admin-stale') });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ code: 'recent_sign_in_required' });
  });
});

describe('the second factor on record (decision 037)', () => {
  it('refuses an admin whose second factor is a phone other than the mobile on record, and says why', async () => {
    const response = await fetch(`${await serve()}/admin-only`, { headers: bearer('token-admin-other-phone') });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'second_factor_not_on_record',
      error: expect.stringContaining('mobile number the pharmacy has on record') as unknown,
    });
    expect(adminFactors.recorded.get('uid-admin')).not.toBe('factor-other-phone');
  });

  it('records the factor on the mobile on record for the security rules', async () => {
    const response = await fetch(`${await serve()}/admin-only`, { headers: bearer('token-admin') });
    expect(response.status).toBe(200);
    expect(adminFactors.recorded.get('uid-admin')).toBe('factor-on-record');
  });

  it('refuses an admin with no mobile on record whatever phone they enrolled', async () => {
    const response = await fetch(`${await serve()}/admin-only`, { headers: bearer('token-admin-no-mobile') });
    expect(await response.json()).toMatchObject({ code: 'second_factor_not_on_record' });
    expect(adminFactors.recorded.has('uid-admin-no-mobile')).toBe(false);
  });
});
