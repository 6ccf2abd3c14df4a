/**
 * recountUntilSettled against a stand-in for the Functions emulator's POST /api/dev/recount
 * (decision 068): `npm start` prints its banner only once a recount saw nothing move. And the
 * writes around the triggers, against the same stand-in answering as the Emulator Hub's switch.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DevRecountResponse } from '@pharmacy/shared';

const drift = { key: 'orderRequests/status.received', kept: 3, counted: 4 };
/** What each recount answers, in turn: how many counters moved between its two looks. */
let moving: number[] = [];
let recounts = 0;
/** What reached the stand-in, in order: `off`, `on` (the Hub's switch) and `recount`. */
let calls: string[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    const hubSwitch = /^\/functions\/(enable|disable)BackgroundTriggers$/.exec(request.url ?? '');
    if (hubSwitch && request.method === 'PUT') {
      calls.push(hubSwitch[1] === 'enable' ? 'on' : 'off');
      response.writeHead(200).end();
      return;
    }
    calls.push('recount');
    recounts += 1;
    const unsettled = Array.from({ length: moving.shift() ?? 0 }, () => drift);
    const body: DevRecountResponse = { corrected: [drift], unsettled, pruned: 0, purgedEventMarkers: 0 };
    response.writeHead(request.method === 'POST' && request.url?.endsWith('/dev/recount') ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubEnv('FUNCTIONS_EMULATOR_HOST', address);
  vi.stubEnv('FIREBASE_EMULATOR_HUB', address);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  recounts = 0;
  calls = [];
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

describe('writes around the counter triggers', () => {
  it('runs the work with the triggers off, then switches them on and recounts once', async () => {
    moving = [1];
    const { withoutCounterTriggers } = await around();
    const work = vi.fn(async () => {
      calls.push('work');
      return 'seeded';
    });
    expect(await withoutCounterTriggers('demo-project', work)).toMatchObject({ result: 'seeded', recount: { unsettled: 1 } });
    expect(calls).toEqual(['off', 'work', 'on', 'recount']);
  });

  it('recounts until settled when asked, as npm start does before its banner', async () => {
    moving = [2, 0];
    const { withoutCounterTriggers } = await around();
    expect(await withoutCounterTriggers('demo-project', async () => 'seeded', { untilSettled: true })).toMatchObject({ recount: { unsettled: 0 } });
    expect(calls).toEqual(['off', 'on', 'recount', 'recount']);
  });

  it('switches the triggers on again when the work fails, and throws its error with no recount', async () => {
    const { withoutCounterTriggers } = await around();
    await expect(withoutCounterTriggers('demo-project', async () => Promise.reject(new Error('the seed failed')))).rejects.toThrow('the seed failed');
    expect(calls).toEqual(['off', 'on']);
  });

  it('keeps the triggers off across writes and removals until resumed, then recounts once', async () => {
    moving = [0];
    const { pauseCounterTriggers } = await around();
    const resume = await pauseCounterTriggers('demo-project');
    calls.push('stories');
    expect(await resume()).toMatchObject({ unsettled: 0 });
    expect(calls).toEqual(['off', 'stories', 'on', 'recount']);
  });
});
