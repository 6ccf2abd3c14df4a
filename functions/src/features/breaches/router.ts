import { Router, type RequestHandler, type Response } from 'express';
import {
  AffectedPatientsRequestSchema,
  BREACH_API_PATHS,
  BREACH_ERROR_CODES,
  BREACH_MESSAGES,
  DocumentIdSchema,
  breachInputSchema,
  type AffectedPatientsResponse,
  type BreachRecordResponse,
} from '@pharmacy/shared';
import { callerOf, requireAdmin } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { collectAffected } from './affected-patients.ts';
import type { BreachStore, BreachWrite } from './breach-record.ts';

/** This router sees paths without /api (app.ts strips it). */
const BREACHES = BREACH_API_PATHS.breaches.slice('/api'.length);
const AFFECTED = BREACH_API_PATHS.affectedPatients.slice('/api'.length);

const notFound = () => new HttpError(404, BREACH_ERROR_CODES.notFound, BREACH_MESSAGES.notFound);

/**
 * The breach register (issue 23 part 3, decision 041): admins with their second factor
 * record a suspected breach, update its assessment, outcome and notifications, and ask the
 * audit log whom an admin's entries in a time range showed. The register itself is read
 * straight from Firestore (admins only, firestore.rules).
 */
export function breachesRouter(store: BreachStore, requireCaller: RequestHandler, now: () => Date = () => new Date()): Router {
  const router = Router();
  const admins = [requireCaller, requireAdmin];
  const BreachRequestSchema = breachInputSchema({ now });

  /** The form as stored: the patients come from the audit log here, never from the browser. */
  async function writeOf(body: unknown, res: Response): Promise<BreachWrite> {
    const input = parseBody(BreachRequestSchema, body);
    const caller = callerOf(res);
    const affected = input.access ? await collectAffected(store, input.access) : null;
    return { input, affected, actor: { uid: caller.uid, email: caller.email ?? '' } };
  }

  router.post(AFFECTED, ...admins, async (req, res) => {
    const { entries, patients } = await collectAffected(store, parseBody(AffectedPatientsRequestSchema, req.body));
    const body: AffectedPatientsResponse = { entries, patients };
    res.json(body);
  });

  router.post(BREACHES, ...admins, async (req, res) => {
    const breachId = await store.create(await writeOf(req.body, res));
    const body: BreachRecordResponse = { success: true, breachId };
    res.status(201).json(body);
  });

  router.put(`${BREACHES}/:breachId`, ...admins, async (req, res) => {
    const parsedId = DocumentIdSchema.safeParse(req.params.breachId);
    if (!parsedId.success) throw notFound();
    const outcome = await store.update(parsedId.data, await writeOf(req.body, res));
    if (outcome === 'not_found') throw notFound();
    res.json({ success: true, breachId: parsedId.data } satisfies BreachRecordResponse);
  });

  return router;
}
