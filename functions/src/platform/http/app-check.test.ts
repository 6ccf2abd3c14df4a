import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CHECK_HEADER } from '@pharmacy/shared';
import { withAppCheck, type AppCheckDeps } from './app-check.ts';
import { createErrorHandler } from './errors.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

let server: TestServer | undefined;
afterEach(async () => server?.close());

/** A signed-in route whose "requireCaller" lets everyone through, so only App Check decides. */
async function serve(deps: AppCheckDeps): Promise<string> {
  const app = express();
  const letIn: express.RequestHandler = (_req, _res, next) => next();
  app.get('/signed-in', withAppCheck(deps, letIn), (_req, res) => void res.json({ ok: true }));
  app.use(createErrorHandler(() => undefined));
  server = await startTestServer(app);
  return server.url;
}

const enforced = (verify = vi.fn(async (token: string) => token === 'good-app-check-token')): AppCheckDeps => ({
  appCheckEnforced: () => true,
  verifyAppCheckToken: verify,
});

describe('App Check on signed-in routes', () => {
  it('refuses a request without a token with 401 app_check_required, when enforced', async () => {
    const response = await fetch(`${await serve(enforced())}/signed-in`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'app_check_required', error: expect.stringMatching(/website/) });
  });

  it('refuses a token the verifier rejects with 401 app_check_invalid', async () => {
    const response = await fetch(`${await serve(enforced())}/signed-in`, { headers: { [APP_CHECK_HEADER]: 'forged' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'app_check_invalid' });
  });

  it('lets a valid token through to the route', async () => {
    const verify = vi.fn(async (token: string) => token === 'good-app-check-token');
    const response = await fetch(`${await serve(enforced(verify))}/signed-in`, { headers: { [APP_CHECK_HEADER]: 'good-app-check-token' } });
    expect(response.status).toBe(200);
    expect(verify).toHaveBeenCalledWith('good-app-check-token');
  });

  it('lets everything through without a header, and asks no verifier, when enforcement is off', async () => {
    const verify = vi.fn(async () => false);
    const response = await fetch(`${await serve({ appCheckEnforced: () => false, verifyAppCheckToken: verify })}/signed-in`);
    expect(response.status).toBe(200);
    expect(verify).not.toHaveBeenCalled();
  });
});
