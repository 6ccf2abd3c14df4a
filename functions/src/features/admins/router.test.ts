import express from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS } from '@pharmacy/shared';
import { stripApiPrefix } from '../../platform/http/app.ts';
import { createRequireCaller } from '../../platform/http/auth.ts';
import { createErrorHandler } from '../../platform/http/errors.ts';
import { everyAdminFactorOnRecord } from '../../platform/http/testing/admin-factors.ts';
import { startTestServer, type TestServer } from '../../platform/http/testing/test-server.ts';
import { adminsRouter } from './router.ts';
import { ADMINS_NOW, ADMIN_MOBILES, ADMIN_USERS } from './testing/admin-fixtures.ts';
import { memoryAdminStore, type MemoryAdminWorld } from './testing/memory-admin-store.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
// After the record, the admin's enrolled phones are removed and their sessions ended in Auth.
const authCalls: string[] = [];
vi.mock('../../platform/firebase.ts', () => ({
  auth: () => ({
    updateUser: async (uid: string) => void authCalls.push(`phones removed: ${uid}`),
    revokeRefreshTokens: async (uid: string) => void authCalls.push(`sessions ended: ${uid}`),
  }),
  isNoSuchAuthUser: () => false,
}));

let server: TestServer;
let world: MemoryAdminWorld;

beforeEach(async () => {
  authCalls.length = 0;
  const memory = memoryAdminStore();
  world = memory.world;
  for (const [uid, record] of Object.entries(ADMIN_USERS)) world.users.set(uid, { ...record });
  for (const [uid, mobile] of Object.entries(ADMIN_MOBILES)) world.mobiles.set(uid, mobile);
  const requireCaller = createRequireCaller({
    verifyIdToken: async (token) => {
      const uid = token.replace(/^token-/, '') as keyof typeof ADMIN_USERS;
      const record = ADMIN_USERS[uid];
      return record ? { uid, email: record.email, emailVerified: true, secondFactor: 'phone', secondFactorId: 'mobile', authTime: ADMINS_NOW } : null;
    },
    isAdminFactorOnRecord: everyAdminFactorOnRecord,
    getUserRecord: async (uid) => (world.users.get(uid) as never) ?? null,
  });
  const app = express();
  app.use(stripApiPrefix, express.json());
  app.use(adminsRouter(requireCaller, [], () => ADMINS_NOW, memory.store));
  app.use(createErrorHandler(() => undefined));
  server = await startTestServer(app);
});
afterEach(() => server.close());

const replaceMobile = (uid: string, body: unknown) =>
  fetch(`${server.url}/api/admin-mobile`, { method: 'POST', headers: { authorization: `Bearer token-${uid}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe("replacing another admin's lost phone (decision 037)", () => {
  it('sets the new mobile on record and clears the factor the rules trust, then removes their phones and ends their sessions', async () => {
    expect((await replaceMobile('pat', { userId: 'sam', mobile: '0412 000 003' })).status).toBe(204);
    expect(world.mobiles.get('sam')).toBe('+61412000003');
    expect(world.users.get('sam')).toMatchObject({ adminMobileHint: '04•• ••• 003' });
    expect(world.users.get('sam')?.adminFactorId).toBeUndefined();
    expect(world.audit).toEqual([{ action: AUDIT_ACTIONS.adminMobile, actorUid: 'pat', targetId: 'sam' }]);
    expect(authCalls).toEqual(['phones removed: sam', 'sessions ended: sam']);
  });

  it('never for oneself, and only for an admin', async () => {
    const own = await replaceMobile('pat', { userId: 'pat', mobile: '0412 000 003' });
    expect(own.status).toBe(400);
    expect(await own.json()).toMatchObject({ code: 'cannot_replace_own_mobile' });
    const practitioner = await replaceMobile('pat', { userId: 'alice', mobile: '0412 000 003' });
    expect(practitioner.status).toBe(404);
    expect(await practitioner.json()).toMatchObject({ code: 'not_an_admin' });
    expect(world.audit).toEqual([]);
    expect(authCalls).toEqual([]);
  });

  it('not by a practitioner', async () => {
    expect((await replaceMobile('alice', { userId: 'sam', mobile: '0412 000 003' })).status).toBe(403);
    expect(world.mobiles.get('sam')).toBe('+61412000002');
  });
});

const confirmMobile = (uid: string, body: unknown) =>
  fetch(`${server.url}/api/admin-mobile/confirm`, { method: 'POST', headers: { authorization: `Bearer token-${uid}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('an admin checking the mobile they typed against the one on record (decision 066)', () => {
  it('answers 204 for the number on record, however it is typed', async () => {
    expect((await confirmMobile('sam', { mobile: '0412 000 002' })).status).toBe(204);
    expect((await confirmMobile('sam', { mobile: '+61412000002' })).status).toBe(204);
  });

  it('answers 400 with what to do for another number, and never says which is on record', async () => {
    const reply = await confirmMobile('sam', { mobile: '0412 000 001' });
    expect(reply.status).toBe(400);
    const body = (await reply.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'mobile_not_on_record' });
    expect(JSON.stringify(body)).not.toContain('000002');
  });

  it('refuses a practitioner with 403 and a malformed number with 400', async () => {
    expect((await confirmMobile('alice', { mobile: '0412 000 002' })).status).toBe(403);
    expect((await confirmMobile('sam', { mobile: 'not a phone' })).status).toBe(400);
  });
});
