/**
 * The per-client limit on POST /enquiry (see client-address.ts for who a client is).
 * Counters live in Firestore under a SHA-256 of scope and address: the address itself
 * is never stored. Every request counts, refused ones too: a bot's garbage costs the
 * same parsing as a real form.
 */
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { ENQUIRY_ERROR_CODES, ENQUIRY_MESSAGES } from '@pharmacy/shared';
import { FixedWindowStore, type RateLimitCounters } from '../services/rate-limit-store.ts';
import { sha256Hex } from '../services/sha256.ts';
import { clientAddresses, type ClientAddresses } from './client-address.ts';
import { HttpError } from './errors.ts';

export const ENQUIRY_RATE_WINDOW_MS = 60 * 60 * 1000;
/**
 * The per-connection ceiling, as a multiple of the per-client limit: high enough for
 * every visitor who reaches us through one Hosting edge in an hour, low enough that
 * forging Fastly-Client-IP on the function's own URL buys little.
 */
export const CONNECTION_CEILING_FACTOR = 20;

export interface EnquiryRateLimitDeps {
  counters: RateLimitCounters;
  /** Per client per hour; read per request (configuration is not loaded at start-up). */
  limitPerHour: () => number;
  /** False on the emulators, where no front end vouches for forwarding headers. */
  behindGoogleFrontEnd: boolean;
}

const rateLimited = () => new HttpError(429, ENQUIRY_ERROR_CODES.rateLimited, ENQUIRY_MESSAGES.rateLimited);

export function enquiryRateLimit(deps: EnquiryRateLimitDeps): RequestHandler[] {
  const limiter = (scope: keyof ClientAddresses, limit: () => number) =>
    rateLimit({
      windowMs: ENQUIRY_RATE_WINDOW_MS,
      limit,
      identifier: `enquiry-${scope}`,
      keyGenerator: (req) => sha256Hex(`enquiry:${scope}:${clientAddresses(req, deps.behindGoogleFrontEnd)[scope]}`),
      store: new FixedWindowStore(deps.counters, `enquiry-${scope}:`),
      // RateLimit headers tell a client when to come back; with them comes Retry-After on 429.
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_req, _res, next) => next(rateLimited()),
    });
  return [
    limiter('client', deps.limitPerHour),
    limiter('connection', () => deps.limitPerHour() * CONNECTION_CEILING_FACTOR),
  ];
}
