/**
 * The express app behind each HTTPS function (`api`, and `uploads` for the routes that
 * take files): what every request goes through (no-store, the /api prefix, the body's
 * size, the configuration check, JSON bodies, 404 and error mapping) around the
 * features' routers, which index.ts passes in.
 */
import express, { type Express, type RequestHandler, type Router } from 'express';
import { devSmsRouter } from '../dev/dev-sms-router.ts';
import { devOutboxRouter, type OutboxStore } from '../mail/dev-outbox-router.ts';
import { withAppCheck, type AppCheckDeps } from './app-check.ts';
import { createRequireCaller, type AuthDeps } from './auth.ts';
import { JSON_BODY_MAX_BYTES, refuseOversizedBodies, type BodyLimit } from './body-limit.ts';
import { createErrorHandler, notFound } from './errors.ts';
import { healthRouter } from './health.ts';

/** What every feature's router may be built with. */
export interface FeatureContext {
  /**
   * Verifies the App Check token when enforced (decision 038), then the ID token, and loads
   * the caller's record (401 without valid tokens).
   */
  requireCaller: RequestHandler;
  /** False on the emulators, where every caller counts as one client (client-address.ts). */
  behindGoogleFrontEnd: boolean;
  now?: () => Date;
}

export interface AppDeps extends AuthDeps, AppCheckDeps {
  /** On the emulators every caller counts as one client (client-address.ts). */
  isEmulator: boolean;
  /**
   * The dev routes (outbox, texts, features' devRoutes) are mounted only when this holds:
   * devRoutesAllowed(), every sign of the local stack at once. Otherwise 404, as in production.
   */
  devRoutesAllowed: boolean;
  /** The emulators' mail outbox routes are mounted only where it is given (one function serves them). */
  outbox?: OutboxStore;
  /** Routes that take more than a JSON body (multipart uploads), with their own caps; every other route takes 100 KB. */
  uploadLimits?: readonly BodyLimit[];
  /** Throws when configuration is missing; runs before every request. */
  checkConfig: () => void;
  now?: () => Date;
  /** The features' routers (index.ts wires them), mounted in this order at the root. */
  features: (context: FeatureContext) => Router[];
  /** Features' dev routes (e.g. running the retention purge by hand): mounted only on the emulators, like the outbox's. */
  devRoutes?: Router[];
}

/**
 * Through Hosting the function sees the full path (/api/health); called directly on
 * the Functions emulator it sees /health. Strip the prefix once so every route is
 * declared one way and answers both.
 */
export const stripApiPrefix: RequestHandler = (req, _res, next) => {
  if (req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?')) {
    req.url = req.url.slice('/api'.length) || '/';
    if (req.url.startsWith('?')) req.url = `/${req.url}`;
  }
  next();
};

/** The path a feature's router declares for an /api path: stripApiPrefix has taken /api off. */
export const routePath = (apiPath: string): string => apiPath.slice('/api'.length);

/** Answers about people and health must never be stored by browsers or proxies. */
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');

  app.use(noStore);
  app.use(stripApiPrefix);
  // Before anything parses the body (decision 021).
  app.use(refuseOversizedBodies(deps.uploadLimits));
  app.use((_req, _res, next) => {
    deps.checkConfig();
    next();
  });
  // For a body without a Content-Length read here; the Functions framework has usually parsed it already.
  // `verify` keeps the bytes as they came where the framework did not (req.rawBody): Stripe's webhook checks its signature over them (decision 079).
  app.use(
    express.json({
      limit: JSON_BODY_MAX_BYTES,
      verify: (req, _res, buffer) => {
        const withRaw = req as typeof req & { rawBody?: Buffer };
        if (!withRaw.rawBody) withRaw.rawBody = Buffer.from(buffer);
      },
    }),
  );

  app.use(healthRouter(deps.now));
  const context: FeatureContext = {
    // Every signed-in route, and only those: the public routes are for pages that load no Firebase code.
    requireCaller: withAppCheck(deps, createRequireCaller(deps)),
    // Only Google's front end in production vouches for the forwarding headers.
    behindGoogleFrontEnd: !deps.isEmulator,
    now: deps.now,
  };
  for (const router of deps.features(context)) app.use(router);
  if (deps.devRoutesAllowed) {
    if (deps.outbox) app.use(devOutboxRouter(deps.outbox), devSmsRouter());
    for (const router of deps.devRoutes ?? []) app.use(router);
  }

  app.use(notFound);
  app.use(createErrorHandler());
  return app;
}
