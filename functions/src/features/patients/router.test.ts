import express from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATIENT_ERROR_CODES } from '@pharmacy/shared';
import { stripApiPrefix } from '../../platform/http/app.ts';
import { createRequireCaller } from '../../platform/http/auth.ts';
import { createErrorHandler } from '../../platform/http/errors.ts';
import { everyAdminFactorOnRecord } from '../../platform/http/testing/admin-factors.ts';
import { startTestServer, type TestServer } from '../../platform/http/testing/test-server.ts';
import { patientsRouter } from './router.ts';
import { memoryPatientStore, type MemoryPatientWorld } from './testing/memory-patient-store.ts';
import { JANE_FORM, PATIENTS_NOW, PATIENT_KEEPERS } from './testing/patient-fixtures.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

let server: TestServer;
let world: MemoryPatientWorld;

beforeEach(async () => {
  const memory = memoryPatientStore();
  world = memory.world;
  const requireCaller = createRequireCaller({
    verifyIdToken: async (token) => {
      const uid = token.replace(/^token-/, '') as keyof typeof PATIENT_KEEPERS;
      const record = PATIENT_KEEPERS[uid];
      return record ? { uid, email: record.email, emailVerified: true, secondFactor: null, secondFactorId: null, authTime: PATIENTS_NOW } : null;
    },
    isAdminFactorOnRecord: everyAdminFactorOnRecord,
    getUserRecord: async (uid) => PATIENT_KEEPERS[uid as keyof typeof PATIENT_KEEPERS] ?? null,
  });
  const app = express();
  app.use(stripApiPrefix, express.json());
  app.use(patientsRouter(memory.store, requireCaller, () => PATIENTS_NOW));
  app.use(createErrorHandler(() => undefined));
  server = await startTestServer(app);
});
afterEach(() => server.close());

const call = (method: string, path: string, uid: string, body: unknown) =>
  fetch(`${server.url}/api${path}`, { method, headers: { authorization: `Bearer token-${uid}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe("a practitioner's patients (decision 025)", () => {
  it('a practitioner saves a patient of their own and edits it; another practitioner finds no such patient', async () => {
    const created = await call('POST', '/patients', 'olivia', JANE_FORM);
    expect(created.status).toBe(201);
    const { patient } = (await created.json()) as { patient: { patientId: string } };
    expect(world.patients.get(patient.patientId)).toMatchObject({ prescriberId: 'olivia', givenName: 'Jane', familyName: 'Citizen' });

    const byOther = await call('PUT', `/patients/${patient.patientId}`, 'sam', { ...JANE_FORM, givenName: 'Janet' });
    expect(byOther.status).toBe(404);
    expect(await byOther.json()).toMatchObject({ code: PATIENT_ERROR_CODES.patientNotFound });
    expect((await call('PUT', `/patients/${patient.patientId}`, 'olivia', { ...JANE_FORM, givenName: 'Janet' })).status).toBe(200);
    expect(world.patients.get(patient.patientId)?.givenName).toBe('Janet');
  });

  it('a practitioner not yet approved cannot save one', async () => {
    expect((await call('POST', '/patients', 'pending', JANE_FORM)).status).toBe(403);
    expect(world.patients.size).toBe(0);
  });
});
