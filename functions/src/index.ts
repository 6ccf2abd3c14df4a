/**
 * Wiring only: the single HTTPS function `api` serving every /api/* path
 * (Firebase Hosting rewrites /api/** to it).
 */
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { REGION } from '@pharmacy/shared';
import { API_SECRETS, getConfig, isEmulator } from './config.ts';
import { verifyIdToken } from './data/id-tokens.ts';
import { clearOutbox, listOutboxMessages } from './data/outbox.ts';
import { getUserRecord } from './data/users.ts';
import { createApp } from './http/app.ts';

// Stack traces in logs point at src/*.ts through lib/index.js.map.
process.setSourceMapsEnabled(true);

// Health data stays in Sydney, for this and any later function.
setGlobalOptions({ region: REGION });

const app = createApp({
  isEmulator: isEmulator(),
  checkConfig: () => void getConfig(),
  verifyIdToken,
  getUserRecord,
  outbox: { list: listOutboxMessages, clear: clearOutbox },
});

export const api = onRequest(
  {
    region: REGION,
    secrets: API_SECRETS,
    memory: '512MiB',
    timeoutSeconds: 120,
    // A small practice's traffic; the cap bounds cost if something loops.
    maxInstances: 10,
    invoker: 'public',
  },
  app,
);
