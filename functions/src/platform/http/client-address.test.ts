import { describe, expect, it } from 'vitest';
import { clientAddresses, type RequestOrigin } from './client-address.ts';

const origin = (headers: RequestOrigin['headers'], remoteAddress?: string): RequestOrigin => ({
  headers,
  socket: { remoteAddress },
});

describe('client addresses behind Google\'s front end (production)', () => {
  it('takes the visitor from Fastly-Client-IP and the connection from the last X-Forwarded-For entry', () => {
    const request = origin({ 'fastly-client-ip': '203.0.113.7', 'x-forwarded-for': '203.0.113.7, 198.51.100.20' });
    expect(clientAddresses(request, true)).toEqual({ client: '203.0.113.7', connection: '198.51.100.20' });
  });

  it('ignores X-Forwarded-For entries a caller wrote in front of the appended one', () => {
    const forged = origin({ 'x-forwarded-for': '10.9.8.7, 192.0.2.1, 203.0.113.50' });
    expect(clientAddresses(forged, true)).toEqual({ client: '203.0.113.50', connection: '203.0.113.50' });
  });

  it('keeps the connection, which no header changes, when a direct caller forges Fastly-Client-IP', () => {
    const first = clientAddresses(origin({ 'fastly-client-ip': '192.0.2.1', 'x-forwarded-for': '203.0.113.50' }), true);
    const second = clientAddresses(origin({ 'fastly-client-ip': '192.0.2.2', 'x-forwarded-for': '203.0.113.50' }), true);
    expect(first.connection).toBe('203.0.113.50');
    expect(second.connection).toBe(first.connection);
  });

  it('falls back to the connection when Fastly-Client-IP is not an address', () => {
    const request = origin({ 'fastly-client-ip': 'not-an-ip', 'x-forwarded-for': '203.0.113.50' });
    expect(clientAddresses(request, true).client).toBe('203.0.113.50');
  });

  it('counts an IPv6 visitor by network, so rotating addresses within it does not help', () => {
    const one = clientAddresses(origin({ 'fastly-client-ip': '2001:db8:1234:5600::1', 'x-forwarded-for': '198.51.100.20' }), true);
    const two = clientAddresses(origin({ 'fastly-client-ip': '2001:db8:1234:56ff::2', 'x-forwarded-for': '198.51.100.20' }), true);
    expect(one.client).toBe(two.client);
  });

  it('uses the socket address when there is no X-Forwarded-For', () => {
    expect(clientAddresses(origin({}, '198.51.100.9'), true)).toEqual({ client: '198.51.100.9', connection: '198.51.100.9' });
  });
});

describe('client addresses on the emulators', () => {
  it('ignores every forwarding header, which nothing there vouches for', () => {
    const forged = origin({ 'fastly-client-ip': '192.0.2.1', 'x-forwarded-for': '192.0.2.2' });
    expect(clientAddresses(forged, false)).toEqual({ client: 'local', connection: 'local' });
    expect(clientAddresses(origin({ 'x-forwarded-for': '192.0.2.3' }, '127.0.0.1'), false)).toEqual({
      client: '127.0.0.1',
      connection: '127.0.0.1',
    });
  });
});
