/**
 * recountUntilSettled against a stand-in for the Functions emulator's POST /api/dev/recount
 * (decision 068): `npm start` prints its banner only once a recount saw nothing move.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DevRecountResponse } from '@pharmacy/shared';

const drift = { key: 'orderRequests/status.received', kept: 3, counted: 4 };
/** What each recount answers, in turn: how many counters moved between its two looks. */
let moving: number[] = [];
let recounts = 0;
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    recounts += 1;
    const unsettled = Array.from({ length: moving.shift() ?? 0 }, () => drift);
    const body: DevRecountResponse = { corrected: [drift], unsettled, pruned: 0, purgedEventMarkers: 0 };
    response.writeHead(request.method === 'POST' && request.url?.endsWith('/dev/recount') ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('FUNCTIONS_EMULATOR_HOST', `127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  recounts = 0;
});

// Imported after the stand-in's address is set: the module reads it once.
const around = () => import('./counters-around-writes.ts');

describe('recountUntilSettled', () => {
  it('recounts once when nothing moved while it counted', async () => {
    moving = [0];
    const { recountUntilSettled } = await around();
    expect(await recountUntilSettled('demo-project')).toMatchObject({ written: 1, unsettled: 0 });
    expect(recounts).toBe(1);
  });

  it('recounts again while counters still move, and stops at the first still look', async () => {
    moving = [2, 1, 0, 5];
    const { recountUntilSettled } = await around();
    expect(await recountUntilSettled('demo-project')).toMatchObject({ unsettled: 0 });
    expect(recounts).toBe(3);
  });

  it('gives up after its attempts, answering what still moved', async () => {
    moving = [1, 1, 1, 1];
    const { recountUntilSettled } = await around();
    expect(await recountUntilSettled('demo-project', 3)).toMatchObject({ unsettled: 1 });
    expect(recounts).toBe(3);
  });
});
