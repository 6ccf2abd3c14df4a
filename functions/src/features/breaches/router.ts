import { Router, type RequestHandler, type Response } from 'express';
import {
  AffectedPatientsRequestSchema,
  BREACH_API_PATHS,
  BREACH_ERROR_CODES,
  BREACH_LIST_LIMIT,
  BREACH_MESSAGES,
  AUDIT_ACTIONS,
  DocumentIdSchema,
  breachInputSchema,
  type AffectedPatientsResponse,
  type BreachRecordResponse,
} from '@pharmacy/shared';
import { recordAccess, recordListAccess, type AuditRecord } from '../../platform/audit/audit-log.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf, requireAdmin } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { collectAffected } from './affected-patients.ts';
import type { BreachRecord, BreachStore, BreachWrite } from './breach-record.ts';

/** This router sees paths without /api (app.ts strips it). */
const BREACHES = BREACH_API_PATHS.breaches.slice('/api'.length);
const AFFECTED = BREACH_API_PATHS.affectedPatients.slice('/api'.length);

const notFound = () => new HttpError(404, BREACH_ERROR_CODES.notFound, BREACH_MESSAGES.notFound);

/** How a look at the register is recorded (platform/audit): a list page, or one breach. */
export interface BreachLooks {
  recordList(record: AuditRecord, shown: readonly string[]): Promise<void>;
  recordOne(record: AuditRecord): Promise<void>;
}
const auditLooks: BreachLooks = { recordList: (record, shown) => recordListAccess(record, shown), recordOne: (record) => recordAccess(record) };

/** The breach as the admin's screen reads it (BreachSchema once sent as JSON): without the reminders' e-mail bookkeeping. */
function shownBreach({ id: _id, reminders: _reminders, needsMailResend: _resend, mailChangedAt: _changed, ...breach }: BreachRecord) {
  return breach;
}

/** A breach as the register's list shows it: how many patients it names, never who. */
function breachSummary(record: BreachRecord) {
  const { affected, ...rest } = shownBreach(record);
  return { ...rest, affected: { patientCount: affected.patients.length, othersDescribed: affected.described !== '' } };
}

/**
 * The breach register (issue 23 part 3, decision 041): admins with their second factor
 * record a suspected breach, update its assessment, outcome and notifications, and ask the
 * audit log whom an admin's entries in a time range showed. The register is read here too
 * (decision 063): its list (how many patients each breach names, not who), recorded as one
 * entry per list, and one breach with its affected patients, recorded naming them.
 */
export function breachesRouter(store: BreachStore, requireCaller: RequestHandler, now: () => Date = () => new Date(), looks: BreachLooks = auditLooks): Router {
  const router = Router();
  const admins = [requireCaller, requireAdmin];
  const BreachRequestSchema = breachInputSchema({ now });

  router.get(BREACHES, ...admins, async (_req, res) => {
    const rows = await store.list(BREACH_LIST_LIMIT);
    const ids = rows.map((row) => row.id);
    if (rows.length > 0) {
      await looks.recordList(
        {
          action: AUDIT_ACTIONS.accessBreachList,
          ...actorOf(callerOf(res)),
          target: { type: 'breach-list', id: 'breaches', label: 'Breach register' },
          details: { shown: rows.length, breaches: ids.join(' ') },
        },
        ids,
      );
    }
    // Dates go as ISO text in the JSON, as BreachListReplySchema reads them.
    res.json({ breaches: rows.map((row) => ({ id: row.id, breach: row.breach ? breachSummary(row.breach) : null })) });
  });

  router.get(`${BREACHES}/:breachId`, ...admins, async (req, res) => {
    const parsedId = DocumentIdSchema.safeParse(req.params.breachId);
    if (!parsedId.success) throw notFound();
    const breach = await store.get(parsedId.data);
    if (!breach) throw notFound();
    const patientIds = breach.affected.patients.map((patient) => patient.id);
    // Recorded before it is answered, naming every patient it shows (their ids: the labels hold dates of birth).
    await looks.recordOne({
      action: AUDIT_ACTIONS.accessBreach,
      ...actorOf(callerOf(res)),
      target: { type: 'breach', id: breach.id, label: `Breach found ${breach.foundOn}` },
      ...(patientIds.length > 0 ? { patientIds } : {}),
      details: { affected: patientIds.length },
    });
    // BreachReplySchema once sent as JSON.
    res.json({ breach: shownBreach(breach) });
  });

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
