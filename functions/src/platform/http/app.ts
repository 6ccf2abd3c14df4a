/**
 * The express app behind the single `api` function. Dependencies are passed in so
 * the whole HTTP layer runs in unit tests without Firebase.
 */
import express, { type Express, type RequestHandler } from 'express';
import { createRequireCaller, type AuthDeps } from './auth.ts';
import { createErrorHandler, notFound } from './errors.ts';
import { accountsRouter, type AccountDeps } from '../../features/accounts/router.ts';
import { adminRouter, type AdminDeps } from '../../features/practitioners/router.ts';
import { devOutboxRouter, type OutboxStore } from '../mail/dev-outbox-router.ts';
import { enquiryRouter, type EnquiryDeps } from '../../features/enquiries/router.ts';
import { healthRouter } from './health.ts';
import { meRouter } from '../../features/accounts/me.ts';
import { ordersRouter, type OrderDeps } from '../../features/orders/router.ts';
import { sheetSyncRouter, type SheetSyncDeps } from '../../features/catalogue/sheet-sync-router.ts';

export interface AppDeps extends AuthDeps {
  /** Dev routes exist only on the emulators. */
  isEmulator: boolean;
  outbox: OutboxStore;
  accounts: AccountDeps;
  enquiry: EnquiryDeps;
  orders: OrderDeps;
  admin: AdminDeps;
  sheetSync: SheetSyncDeps;
  /** Throws when configuration is missing; runs before every request. */
  checkConfig: () => void;
  now?: () => Date;
}

/** JSON bodies are small forms; files arrive as multipart (parsed from req.rawBody). */
export const JSON_BODY_LIMIT = '100kb';

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
  app.use((_req, _res, next) => {
    deps.checkConfig();
    next();
  });
  app.use(express.json({ limit: JSON_BODY_LIMIT }));

  const requireCaller = createRequireCaller(deps);
  app.use(healthRouter(deps.now));
  app.use(meRouter(requireCaller));
  app.use(accountsRouter(deps.accounts, requireCaller, { behindGoogleFrontEnd: !deps.isEmulator, now: deps.now }));
  app.use(ordersRouter(deps.orders, requireCaller, deps.now));
  app.use(adminRouter(deps.admin, requireCaller, deps.now));
  app.use(sheetSyncRouter(deps.sheetSync, requireCaller, deps.now));
  // Only Google's front end in production vouches for the forwarding headers.
  app.use(enquiryRouter(deps.enquiry, { behindGoogleFrontEnd: !deps.isEmulator, now: deps.now }));
  if (deps.isEmulator) app.use(devOutboxRouter(deps.outbox));

  app.use(notFound);
  app.use(createErrorHandler());
  return app;
}
