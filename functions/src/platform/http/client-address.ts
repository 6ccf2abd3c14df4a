/**
 * Who a request counts against for rate limiting.
 *
 * In production every request reaches the function through Google's front end,
 * which APPENDS the address that connected to it to X-Forwarded-For. That rightmost
 * entry (the "connection") cannot be forged; everything to its left is whatever the
 * caller sent and is never used.
 *
 * Through Firebase Hosting the connection is Hosting's CDN edge, shared by many
 * visitors. Hosting reports the visitor in Fastly-Client-IP and overwrites any value
 * the visitor sent, so there it is the "client". But the function's own URL is
 * public as well (Hosting can only call a public function), and a direct caller may
 * send any Fastly-Client-IP. So routes count a request twice: per client, at the
 * real limit, and per connection, at a higher ceiling no header can get round.
 * A caller who forges the header still meets that ceiling; visitors behind one
 * Hosting edge share it, which is why it is well above one visitor's limit.
 *
 * On the emulators nothing stands in front of the function: the forwarding headers
 * are exactly what the caller wrote, so they are ignored and all local traffic is
 * one client.
 */
import { isIP } from 'node:net';
import { ipKeyGenerator } from 'express-rate-limit';

export interface RequestOrigin {
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string | undefined };
}

export interface ClientAddresses {
  client: string;
  connection: string;
}

const LOCAL = 'local';

function header(origin: RequestOrigin, name: string): string | undefined {
  const value = origin.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** A valid address, with IPv6 reduced to its /56 network: one household or small site. */
function normalised(candidate: string | undefined): string | null {
  const address = candidate?.trim();
  return address && isIP(address) ? ipKeyGenerator(address) : null;
}

export function clientAddresses(origin: RequestOrigin, behindGoogleFrontEnd: boolean): ClientAddresses {
  if (!behindGoogleFrontEnd) {
    const local = normalised(origin.socket.remoteAddress) ?? LOCAL;
    return { client: local, connection: local };
  }
  const forwarded = header(origin, 'x-forwarded-for')?.split(',') ?? [];
  const connection = normalised(forwarded.at(-1)) ?? normalised(origin.socket.remoteAddress) ?? LOCAL;
  const client = normalised(header(origin, 'fastly-client-ip')) ?? connection;
  return { client, connection };
}
