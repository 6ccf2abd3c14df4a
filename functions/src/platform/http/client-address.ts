/**
 * Who a request counts against for rate limiting (decision 036).
 *
 * Nothing Google or Firebase documents names the visitor of a Hosting rewrite to a
 * function. What holds, by the documents of the pieces in between:
 * - Hosting's edge (Fastly) APPENDS the address that connected to it to X-Forwarded-For
 *   (Fastly's documentation, for TLS connections; Hosting serves HTTPS).
 * - Google's front end, in front of every function, APPENDS the address that connected to
 *   it (the "connection"): Hosting's edge, or the caller of the function's own URL. That
 *   rightmost entry cannot be forged; anything a caller wrote stays to the left.
 * - Fastly-Client-IP, which this used to trust, is kept as the client sent it unless the
 *   CDN's configuration overwrites it (Fastly's documentation), and nobody documents that
 *   Hosting does: a visitor could name any address there and lift their own limit.
 * - x-fah-client-ip is Firebase App Hosting's header (a different product, on Cloud Run
 *   behind its own load balancer); nothing says classic Hosting sets or strips it. Unread.
 *
 * So the client is the X-Forwarded-For entry just left of the connection: through
 * Hosting, the visitor as Hosting's edge appended them, which no header they send can
 * move. A caller of the function's own URL can write that entry themselves; they still
 * meet the per-connection ceiling (their real address) and the route's ceiling
 * (client-rate-limit.ts), which no header touches.
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

/** The header the client is read from, and the one the connection is read from: the same. */
export const FORWARDED_FOR_HEADER = 'x-forwarded-for';

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
  const forwarded = header(origin, FORWARDED_FOR_HEADER)?.split(',') ?? [];
  const connection = normalised(forwarded.at(-1)) ?? normalised(origin.socket.remoteAddress) ?? LOCAL;
  // With one entry (or a second that is not an address) the connection is the client.
  const client = (forwarded.length >= 2 ? normalised(forwarded.at(-2)) : null) ?? connection;
  return { client, connection };
}
