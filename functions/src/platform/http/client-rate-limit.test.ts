import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryRateLimitCounters } from '../rate-limit/testing/memory-rate-limit-counters.ts';
import { CONNECTION_CEILING_FACTOR, ROUTE_CEILING_FACTOR, clientRateLimit } from './client-rate-limit.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

const LIMIT = 2;
const NOW = new Date('2026-11-27T01:00:00.000Z');

let server: TestServer | undefined;
afterEach(async () => server?.close());

async function serve(): Promise<string> {
  const { counters } = memoryRateLimitCounters();
  const app = express();
  app.post(
    '/limited',
    ...clientRateLimit({
      scope: 'test',
      counters,
      limitPerHour: () => LIMIT,
      hashKey: () => 'unit-test-identifier-hash-key-32chars',
      behindGoogleFrontEnd: true,
      onLimited: (_req, res) => void res.status(429).json({ code: 'rate_limited' }),
      headers: false,
      now: () => NOW,
    }),
    (_req, res) => void res.json({ ok: true }),
  );
  server = await startTestServer(app);
  return server.url;
}

/** Statuses of `count` requests, the i-th with the headers `headersOf(i)`. */
async function statuses(url: string, count: number, headersOf: (index: number) => Record<string, string>): Promise<number[]> {
  const answers: number[] = [];
  for (let index = 0; index < count; index += 1) {
    answers.push((await fetch(`${url}/limited`, { method: 'POST', headers: headersOf(index) })).status);
  }
  return answers;
}

const address = (index: number) => `198.51.${Math.floor(index / 250)}.${(index % 250) + 1}`;

describe('the client limit', () => {
  it('reads the client from X-Forwarded-For: one visitor behind one Hosting edge is refused after the limit', async () => {
    const url = await serve();
    const viaHosting = () => ({ 'x-forwarded-for': '203.0.113.7, 192.0.2.200' });
    expect(await statuses(url, LIMIT + 1, viaHosting)).toEqual([200, 200, 429]);
    // Another visitor through the same edge has a limit of their own.
    expect(await statuses(url, 1, () => ({ 'x-forwarded-for': '203.0.113.8, 192.0.2.200' }))).toEqual([200]);
  });

  it('is not lifted by a Fastly-Client-IP or x-fah-client-ip the visitor sends', async () => {
    const url = await serve();
    const spoofing = (index: number) => ({
      'fastly-client-ip': address(index),
      'x-fah-client-ip': address(index + 100),
      'x-forwarded-for': '203.0.113.7, 192.0.2.200',
    });
    expect(await statuses(url, LIMIT + 1, spoofing)).toEqual([200, 200, 429]);
  });
});

describe('the ceilings no header can lift', () => {
  it('stops a direct caller who writes a new client address each time at their connection\u2019s ceiling', async () => {
    const url = await serve();
    const connectionCeiling = LIMIT * CONNECTION_CEILING_FACTOR;
    const forging = (index: number) => ({ 'x-forwarded-for': `${address(index)}, 203.0.113.50`, 'fastly-client-ip': address(index) });
    const answers = await statuses(url, connectionCeiling + 1, forging);
    expect(answers.slice(0, connectionCeiling).every((status) => status === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('stops everyone at the route\u2019s ceiling, whatever addresses and connections the requests name', async () => {
    const url = await serve();
    const routeCeiling = LIMIT * ROUTE_CEILING_FACTOR;
    // A new client on a new connection every time: neither per-address count ever fills.
    const rotating = (index: number) => ({ 'x-forwarded-for': `${address(index)}, ${address(index + 500)}` });
    const answers = await statuses(url, routeCeiling + 1, rotating);
    expect(answers.slice(0, routeCeiling).every((status) => status === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});
