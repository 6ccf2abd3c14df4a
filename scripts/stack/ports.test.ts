import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { busyPorts } from './ports.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

function listenOnSomePort(): Promise<number> {
  return new Promise((resolve) => {
    server = createServer().listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server!.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

describe('the port check before the stack starts', () => {
  it('names a port that something else already holds', async () => {
    const port = await listenOnSomePort();
    expect(await busyPorts({ 'Hosting emulator (the site)': port })).toEqual([`port ${port} (Hosting emulator (the site))`]);
  });

  it('reports nothing when the ports are free', async () => {
    const port = await listenOnSomePort();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    expect(await busyPorts({ 'Auth emulator': port })).toEqual([]);
  });
});
