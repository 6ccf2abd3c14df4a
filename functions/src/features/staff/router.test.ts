import express from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS, BUILT_IN_MEDICATION_DATABASE, STAFF_ERROR_CODES, staffLinkId, type PatientDetails } from '@pharmacy/shared';
import { stripApiPrefix } from '../../platform/http/app.ts';
import { createRequireCaller } from '../../platform/http/auth.ts';
import { createErrorHandler } from '../../platform/http/errors.ts';
import { everyAdminFactorOnRecord } from '../../platform/http/testing/admin-factors.ts';
import { startTestServer, type TestServer } from '../../platform/http/testing/test-server.ts';
import { staffRouter } from './router.ts';
import { memoryStaffStore, type MemoryStaffWorld } from './testing/memory-staff-store.ts';
import { STAFF_NOW, STAFF_USERS, activeLink, seedStaffWorld } from './testing/staff-fixtures.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
// Removing and suspending revoke the staff member's sessions in Auth; nothing to revoke here.
const revoked: string[] = [];
const disabled = new Map<string, boolean>();
vi.mock('../../platform/firebase.ts', () => ({
  auth: () => ({
    revokeRefreshTokens: async (uid: string) => void revoked.push(uid),
    updateUser: async (uid: string, { disabled: off }: { disabled: boolean }) => void disabled.set(uid, off),
  }),
  isNoSuchAuthUser: () => false,
}));

let server: TestServer;
let world: MemoryStaffWorld;
/** What the staff routes recorded in the access log. */
const looks: { action: string; actorUid: string; patientIds?: string[] }[] = [];
const JANE: PatientDetails = { givenName: 'Jane', familyName: 'Citizen', dateOfBirth: '1980-03-15', phone: '+61412345678', notes: 'Allergic to lanolin', delivery: { method: 'pickup' } };

beforeEach(async () => {
  revoked.length = 0;
  looks.length = 0;
  disabled.clear();
  const memory = memoryStaffStore();
  world = memory.world;
  seedStaffWorld(world, [activeLink('olivia', 'nora')]);
  const requireCaller = createRequireCaller({
    verifyIdToken: async (token) => {
      const uid = token.replace(/^token-/, '') as keyof typeof STAFF_USERS;
      const record = STAFF_USERS[uid];
      return record ? { uid, email: record.email, emailVerified: true, secondFactor: 'phone', secondFactorId: 'mobile', authTime: STAFF_NOW } : null;
    },
    isAdminFactorOnRecord: everyAdminFactorOnRecord,
    getUserRecord: async (uid) => (world.users.get(uid) as never) ?? null,
  });
  const app = express();
  app.use(stripApiPrefix, express.json());
  app.use(
    staffRouter(
      {
        store: memory.store,
        settings: () => ({ appOrigin: 'https://pharmacy.test' }),
        sendMail: async () => undefined,
        patients: {
          create: async () => 'patient-1',
          update: async () => 'updated',
          search: async (prescriberId, term) => new Map(prescriberId === 'olivia' && term === 'cit' ? [['patient-jane', JANE]] : []),
        },
        readCatalogue: async () => BUILT_IN_MEDICATION_DATABASE,
        recordAccess: async (record) => void looks.push(record),
      },
      requireCaller,
      () => STAFF_NOW,
    ),
  );
  app.use(createErrorHandler(() => undefined));
  server = await startTestServer(app);
});
afterEach(() => server.close());

const call = (method: string, path: string, uid: string) =>
  fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer token-${uid}`, 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });

describe('staff work for the prescribers they are linked to (decision 044)', () => {
  it("a linked staff member is served their prescriber's catalogue; a staff member without a link is refused", async () => {
    expect((await call('GET', '/prescribers/olivia/medication-database', 'nora')).status).toBe(200);
    const refused = await call('GET', '/prescribers/vera/medication-database', 'nora');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: STAFF_ERROR_CODES.notWorkingFor });
  });

  it("a staff member finds the prescriber's patients through the function, each one shown recorded; nothing typed, nothing read", async () => {
    const found = await call('GET', '/prescribers/olivia/patients?search=Cit', 'nora');
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ patients: [{ patientId: 'patient-jane', ...JANE }] });
    expect(looks).toEqual([expect.objectContaining({ action: AUDIT_ACTIONS.accessPatient, actorUid: 'nora', patientIds: ['patient-jane'] })]);
    expect(await (await call('GET', '/prescribers/olivia/patients?search=', 'nora')).json()).toEqual({ patients: [] });
    expect((await call('GET', '/prescribers/olivia/patients?search=cit', 'vera')).status).toBe(403);
    expect(looks).toHaveLength(1);
  });

  it('a prescriber removes their staff member: the link turns removed, their sessions end, and a second removal finds no one', async () => {
    expect((await call('POST', '/staff-links/nora/remove', 'olivia')).status).toBe(200);
    expect(world.links.get(staffLinkId('olivia', 'nora'))?.status).toBe('removed');
    expect(revoked).toEqual(['nora']);
    expect((await call('POST', '/staff-links/nora/remove', 'olivia')).status).toBe(404);
    expect((await call('GET', '/prescribers/olivia/medication-database', 'nora')).status).toBe(403);
  });

  it('an admin suspends a staff member: every active link turns suspended with the audit entry, the sign-in is disabled; a prescriber cannot', async () => {
    expect((await call('POST', '/staff-members/nora/suspend', 'olivia')).status).toBe(403);
    expect((await call('POST', '/staff-members/nora/suspend', 'admin')).status).toBe(200);
    expect(world.users.get('nora')?.status).toBe('suspended');
    expect(world.links.get(staffLinkId('olivia', 'nora'))?.status).toBe('suspended');
    expect(disabled.get('nora')).toBe(true);
    expect(revoked).toEqual(['nora']);
    expect(world.audit.map((entry) => entry.action)).toEqual([AUDIT_ACTIONS.staffSuspend]);
    expect((await call('POST', '/staff-members/olivia/suspend', 'admin')).status).toBe(404);
  });

  it('the prescriber cannot invite a suspended staff member again; an admin lifts the suspension and the sign-in works again, links ended', async () => {
    expect((await call('POST', '/staff-members/nora/suspend', 'admin')).status).toBe(200);
    const email = String(world.users.get('nora')?.email);
    const reinvited = await fetch(`${server.url}/staff-invitations`, {
      method: 'POST',
      headers: { authorization: 'Bearer token-olivia', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Nora', email }),
    });
    expect(reinvited.status).toBe(409);
    expect(await reinvited.json()).toMatchObject({ code: STAFF_ERROR_CODES.staffSuspended });
    expect((await call('POST', '/staff-members/nora/reinstate', 'olivia')).status).toBe(403);
    expect((await call('POST', '/staff-members/nora/reinstate', 'admin')).status).toBe(200);
    expect(disabled.get('nora')).toBe(false);
    expect(world.users.get('nora')?.status).toBe('approved');
    expect(world.links.get(staffLinkId('olivia', 'nora'))?.status).toBe('ended');
    const again = await call('POST', '/staff-members/nora/reinstate', 'admin');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: STAFF_ERROR_CODES.notSuspended });
  });
});
