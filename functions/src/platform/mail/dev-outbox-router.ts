/**
 * Emulator-only routes to read the local mail outbox (the SendGrid stand-in).
 * app.ts registers them only when running on the emulators.
 */
import { Router } from 'express';
import { z } from 'zod';
import type { OutboxClearResponse, OutboxListResponse, OutboxMessage } from '@pharmacy/shared';
import { renderMailPage } from './dev-mail-page.ts';

export interface OutboxStore {
  list(query: { to?: string; limit: number }): Promise<OutboxMessage[]>;
  clear(): Promise<number>;
}

const OutboxQuerySchema = z.object({
  to: z.string().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

// The page shows untrusted HTML bodies in sandboxed iframes; no script may run.
const MAIL_PAGE_CSP = "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'";

export function devOutboxRouter(store: OutboxStore): Router {
  const router = Router();

  router.get('/dev/outbox', async (req, res) => {
    const query = OutboxQuerySchema.parse(req.query);
    const body: OutboxListResponse = { messages: await store.list(query) };
    res.json(body);
  });

  router.delete('/dev/outbox', async (_req, res) => {
    const body: OutboxClearResponse = { deleted: await store.clear() };
    res.json(body);
  });

  router.get('/dev/mail', async (req, res) => {
    const query = OutboxQuerySchema.parse(req.query);
    const messages = await store.list(query);
    res.set('Content-Security-Policy', MAIL_PAGE_CSP).type('html').send(renderMailPage(messages));
  });

  return router;
}
