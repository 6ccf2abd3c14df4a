/**
 * A per-client limit on a public route that costs us something (see client-address.ts
 * for who a client is): counted twice, per client at the route's limit and per
 * connection at a higher ceiling no forwarded header can get round. Counters live in
 * Firestore under a SHA-256 of scope and address: the address itself is never stored.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { FixedWindowStore, type RateLimitCounters } from '../rate-limit/rate-limit-store.ts';
import { keyedHash } from '../keyed-hash.ts';
import { clientAddresses, type ClientAddresses } from './client-address.ts';

export const CLIENT_RATE_WINDOW_MS = 60 * 60 * 1000;
/**
 * The per-connection ceiling, as a multiple of the per-client limit: high enough for
 * every visitor who reaches us through one Hosting edge in an hour, low enough that
 * forging Fastly-Client-IP on the function's own URL buys little.
 */
export const CONNECTION_CEILING_FACTOR = 20;

export interface ClientRateLimitOptions {
  /** Names the counters, e.g. "enquiry". */
  scope: string;
  counters: RateLimitCounters;
  /** Per client per hour; read per request (configuration is not loaded at start-up). */
  limitPerHour: () => number;
  /** The key under which client addresses are hashed (AppConfig.identifierHashKey); read per request. */
  hashKey: () => string;
  /** False on the emulators, where no front end vouches for forwarding headers. */
  behindGoogleFrontEnd: boolean;
  /** What a client over the limit gets. */
  onLimited: (req: Request, res: Response, next: NextFunction) => void;
  /** RateLimit headers (and Retry-After on refusal), for routes whose refusal may say so. */
  headers: boolean;
  now?: () => Date;
}

export function clientRateLimit(options: ClientRateLimitOptions): RequestHandler[] {
  const { scope, behindGoogleFrontEnd } = options;
  const limiter = (which: keyof ClientAddresses, limit: () => number) =>
    rateLimit({
      windowMs: CLIENT_RATE_WINDOW_MS,
      limit,
      identifier: `${scope}-${which}`,
      keyGenerator: (req) => keyedHash(`${scope}:${which}:${clientAddresses(req, behindGoogleFrontEnd)[which]}`, options.hashKey()),
      store: new FixedWindowStore(options.counters, `${scope}-${which}:`, options.now),
      standardHeaders: options.headers ? 'draft-8' : false,
      legacyHeaders: false,
      handler: options.onLimited,
    });
  return [limiter('client', options.limitPerHour), limiter('connection', () => options.limitPerHour() * CONNECTION_CEILING_FACTOR)];
}
