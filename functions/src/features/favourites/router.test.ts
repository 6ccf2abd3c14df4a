import express from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS, BUILT_IN_MEDICATION_DATABASE, FAVOURITE_API_PATHS, FAVOURITE_ERROR_CODES } from '@pharmacy/shared';
import { stripApiPrefix } from '../../platform/http/app.ts';
import { createRequireCaller } from '../../platform/http/auth.ts';
import { createErrorHandler } from '../../platform/http/errors.ts';
import { everyAdminFactorOnRecord } from '../../platform/http/testing/admin-factors.ts';
import { startTestServer, type TestServer } from '../../platform/http/testing/test-server.ts';
import { favouritesRouter } from './router.ts';
import { FAVOURITES_NOW, FAVOURITE_USERS, HYDROCORTISONE_LINE } from './testing/favourite-fixtures.ts';
import { memoryFavouriteStore, type MemoryFavouriteWorld } from './testing/memory-favourite-store.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

let server: TestServer;
let world: MemoryFavouriteWorld;

beforeEach(async () => {
  const memory = memoryFavouriteStore(() => FAVOURITES_NOW);
  world = memory.world;
  const requireCaller = createRequireCaller({
    verifyIdToken: async (token) => {
      const uid = token.replace(/^token-/, '') as keyof typeof FAVOURITE_USERS;
      const record = FAVOURITE_USERS[uid];
      return record ? { uid, email: record.email, emailVerified: true, secondFactor: 'phone', secondFactorId: 'mobile', authTime: FAVOURITES_NOW } : null;
    },
    isAdminFactorOnRecord: everyAdminFactorOnRecord,
    getUserRecord: async (uid) => FAVOURITE_USERS[uid as keyof typeof FAVOURITE_USERS] ?? null,
  });
  const app = express();
  app.use(stripApiPrefix, express.json());
  app.use(favouritesRouter({ store: memory.store, readCatalogue: async () => BUILT_IN_MEDICATION_DATABASE }, requireCaller));
  app.use(createErrorHandler(() => undefined));
  server = await startTestServer(app);
});
afterEach(() => server.close());

const call = (method: string, path: string, uid: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer token-${uid}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const favourite = (id: string) => `${FAVOURITE_API_PATHS.favourites}/${id}`;

describe("a prescriber's favourites (decision 054)", () => {
  it('are renamed and deleted by their prescriber only; anyone else learns there is no such favourite', async () => {
    world.favourites.set('fav-olivia', { prescriberId: 'olivia', name: 'Eczema', line: HYDROCORTISONE_LINE, createdAt: FAVOURITES_NOW, updatedAt: FAVOURITES_NOW });
    const renamedByOther = await call('PUT', favourite('fav-olivia'), 'sam', { name: 'Mine now' });
    expect(renamedByOther.status).toBe(404);
    expect(await renamedByOther.json()).toMatchObject({ code: FAVOURITE_ERROR_CODES.notFound });
    expect((await call('DELETE', favourite('fav-olivia'), 'sam')).status).toBe(404);
    expect((await call('PUT', favourite('fav-olivia'), 'olivia', { name: 'Eczema, mild' })).status).toBe(200);
    expect(world.favourites.get('fav-olivia')?.name).toBe('Eczema, mild');
    expect((await call('DELETE', favourite('fav-olivia'), 'olivia')).status).toBe(204);
    expect(world.favourites.has('fav-olivia')).toBe(false);
  });
});

describe("the pharmacy's protocols", () => {
  it('are withdrawn by an admin, audited with the protocol they were; a prescriber cannot', async () => {
    world.protocols.set('protocol-step-down', { name: 'Step-down', lines: [HYDROCORTISONE_LINE], publishedAt: FAVOURITES_NOW });
    const path = `${FAVOURITE_API_PATHS.protocols}/protocol-step-down`;
    expect((await call('DELETE', path, 'olivia')).status).toBe(403);
    expect((await call('DELETE', path, 'admin')).status).toBe(204);
    expect(world.audit).toEqual([
      expect.objectContaining({ action: AUDIT_ACTIONS.protocolWithdraw, actorUid: 'admin', target: { type: 'protocol', id: 'protocol-step-down', label: 'Step-down' }, details: { lines: 1 } }),
    ]);
    expect((await call('DELETE', path, 'admin')).status).toBe(404);
  });
});
