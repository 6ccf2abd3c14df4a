import { describe, expect, it } from 'vitest';
import { clientAddresses, type RequestOrigin } from './client-address.ts';

const origin = (headers: RequestOrigin['headers'], remoteAddress?: string): RequestOrigin => ({
  headers,
  socket: { remoteAddress },
});

describe('client addresses behind Google\'s front end (production)', () => {
  it('takes the visitor from the X-Forwarded-For entry Hosting\u2019s edge appended, and the connection from the last', () => {
    const request = origin({ 'x-forwarded-for': '203.0.113.7, 198.51.100.20' });
    expect(clientAddresses(request, true)).toEqual({ client: '203.0.113.7', connection: '198.51.100.20' });
  });

  // Issue 23: Fastly keeps a Fastly-Client-IP the visitor sent, so it named whatever client they liked.
  it('reads neither Fastly-Client-IP nor x-fah-client-ip, which a visitor can send', () => {
    const request = origin({
      'fastly-client-ip': '192.0.2.1',
      'x-fah-client-ip': '192.0.2.2',
      'x-forwarded-for': '203.0.113.7, 198.51.100.20',
    });
    expect(clientAddresses(request, true)).toEqual({ client: '203.0.113.7', connection: '198.51.100.20' });
  });

  it('ignores X-Forwarded-For entries a visitor wrote in front of those Hosting and the front end appended', () => {
    const forged = origin({ 'x-forwarded-for': '10.9.8.7, 192.0.2.1, 203.0.113.50, 198.51.100.20' });
    expect(clientAddresses(forged, true)).toEqual({ client: '203.0.113.50', connection: '198.51.100.20' });
  });

  it('keeps the connection, which no header changes, when a direct caller writes their own X-Forwarded-For', () => {
    const first = clientAddresses(origin({ 'x-forwarded-for': '192.0.2.1, 203.0.113.50' }), true);
    const second = clientAddresses(origin({ 'x-forwarded-for': '192.0.2.2, 203.0.113.50' }), true);
    expect(first.connection).toBe('203.0.113.50');
    expect(second.connection).toBe(first.connection);
  });

  it('counts a direct caller without forwarded entries of their own as their connection', () => {
    expect(clientAddresses(origin({ 'x-forwarded-for': '203.0.113.50' }), true)).toEqual({ client: '203.0.113.50', connection: '203.0.113.50' });
  });

  it('falls back to the connection when the entry before it is not an address', () => {
    const request = origin({ 'x-forwarded-for': 'not-an-ip, 203.0.113.50' });
    expect(clientAddresses(request, true).client).toBe('203.0.113.50');
  });

  it('counts an IPv6 visitor by network, so rotating addresses within it does not help', () => {
    const one = clientAddresses(origin({ 'x-forwarded-for': '2001:db8:1234:5600::1, 198.51.100.20' }), true);
    const two = clientAddresses(origin({ 'x-forwarded-for': '2001:db8:1234:56ff::2, 198.51.100.20' }), true);
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
