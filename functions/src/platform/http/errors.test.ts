import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MailDeliveryError } from '../mail/mail-errors.ts';
import { createErrorHandler, GENERIC_ERROR_MESSAGE, HttpError, mapError } from './errors.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

describe('mapError', () => {
  it('answers an HttpError with its own status, code and message', () => {
    expect(mapError(new HttpError(409, 'already_exists', 'That account already exists.'))).toEqual({
      status: 409,
      body: { error: 'That account already exists.', code: 'already_exists' },
    });
  });

  it('answers a zod error with 400 and the failing fields', () => {
    const result = z.object({ email: z.email(), age: z.number() }).safeParse({ email: 'x' });
    expect(result.success).toBe(false);
    const { status, body } = mapError(result.error);
    expect(status).toBe(400);
    expect(body.code).toBe('invalid_request');
    expect(body.issues?.map((issue) => issue.path)).toEqual(['email', 'age']);
  });

  it('answers a failed delivery with 502 without its details', () => {
    const { status, body } = mapError(new MailDeliveryError('sendgrid', 401, ['Unauthorized']));
    expect(status).toBe(502);
    expect(JSON.stringify(body)).not.toContain('Unauthorized');
  });

  it('answers anything else with a generic 500', () => {
    expect(mapError(new Error('connection refused to 10.0.0.1'))).toEqual({
      status: 500,
      body: { error: GENERIC_ERROR_MESSAGE, code: 'internal' },
    });
  });
});

describe('the error middleware', () => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  async function serve(route: express.RequestHandler, logError = vi.fn()) {
    const app = express();
    app.use(express.json({ limit: '1kb' }));
    app.post('/boom', route);
    app.use(createErrorHandler(logError));
    server = await startTestServer(app);
    return { logError, url: `${server.url}/boom` };
  }

  it('logs the real cause of a 500 but never sends it to the client', async () => {
    const { logError, url } = await serve(async () => {
      throw new Error('patient record 42 exploded');
    });
    const response = await fetch(url, { method: 'POST' });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('exploded');
    expect(JSON.parse(text)).toEqual({ error: GENERIC_ERROR_MESSAGE, code: 'internal' });
    expect(logError).toHaveBeenCalledOnce();
    expect(JSON.stringify(logError.mock.calls[0])).toContain('patient record 42 exploded');
  });

  it('does not log client errors', async () => {
    const { logError, url } = await serve(() => {
      throw new HttpError(403, 'forbidden', 'No.');
    });
    const response = await fetch(url, { method: 'POST' });
    expect(response.status).toBe(403);
    expect(logError).not.toHaveBeenCalled();
  });

  it('answers malformed and oversized JSON bodies with 4xx, not 500', async () => {
    const { url } = await serve((_req, res) => void res.json({}));
    const headers = { 'content-type': 'application/json' };
    const malformed = await fetch(url, { method: 'POST', headers, body: '{"a":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'invalid_body' });
    const oversized = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ a: 'x'.repeat(2048) }) });
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toMatchObject({ code: 'payload_too_large' });
  });
});
