/**
 * A per-client limit on a public route that costs us something (see client-address.ts
 * for who a client is): counted three times, per client at the route's limit, per
 * connection at a higher ceiling no forwarded header can get round, and for the route
 * as a whole at a ceiling no address of any kind can get round (decision 036): a caller
 * who names a new client address on every request, from as many connections as they
 * like, still stops there. Counters live in Firestore under a keyed hash of scope and
 * address: the address itself is never stored.
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
/**
 * The route's ceiling, as a multiple of the per-client limit, for everyone together in an
 * hour: far above what a small pharmacy's visitors send (10 enquiries an hour each, say,
 * makes 500 an hour for the site), low enough that a flood from rotating addresses costs
 * at most that many stored enquiries or e-mails an hour. When it is reached everyone is
 * refused until the hour ends: the price of a bound nobody can lift.
 */
export const ROUTE_CEILING_FACTOR = 50;
/** The one key the route's ceiling counts under: no part of the request. */
const WHOLE_ROUTE = 'route';

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

type Counted = keyof ClientAddresses | typeof WHOLE_ROUTE;

export function clientRateLimit(options: ClientRateLimitOptions): RequestHandler[] {
  const { scope, behindGoogleFrontEnd } = options;
  const keyOf = (which: Counted, req: Request) =>
    which === WHOLE_ROUTE ? WHOLE_ROUTE : clientAddresses(req, behindGoogleFrontEnd)[which];
  const limiter = (which: Counted, limit: () => number) =>
    rateLimit({
      windowMs: CLIENT_RATE_WINDOW_MS,
      limit,
      identifier: `${scope}-${which}`,
      keyGenerator: (req) => keyedHash(`${scope}:${which}:${keyOf(which, req)}`, options.hashKey()),
      store: new FixedWindowStore(options.counters, `${scope}-${which}:`, options.now),
      standardHeaders: options.headers ? 'draft-8' : false,
      legacyHeaders: false,
      // The route's key is no client's address: express-rate-limit's address checks do not apply to it.
      validate: which !== WHOLE_ROUTE,
      handler: options.onLimited,
    });
  return [
    limiter('client', options.limitPerHour),
    limiter('connection', () => options.limitPerHour() * CONNECTION_CEILING_FACTOR),
    limiter(WHOLE_ROUTE, () => options.limitPerHour() * ROUTE_CEILING_FACTOR),
  ];
}
