/**
 * The course endpoints (decisions 052 and 053). Every route checks the caller's token (401)
 * and role and status (403) before it reads its input; a prescriber reaches only their own
 * orders and patients (another's answer 404, as if none), an admin any patient's course,
 * and each admin look at a course is recorded first (decision 039).
 */
import { Router, type Request, type RequestHandler } from 'express';
import {
  AUDIT_ACTIONS,
  COURSE_API_PATHS,
  COURSE_ERROR_CODES,
  COURSE_MESSAGES,
  COURSE_PAGE_SIZE,
  CourseRemindersRequestSchema,
  DevDueRemindersRequestSchema,
  NextSupplyRequestSchema,
  ORDER_IDEMPOTENCY_HEADER,
  ORDER_REPLAYED_HEADER,
  PATIENT_ERROR_CODES,
  PATIENT_MESSAGES,
  PatientIdParamSchema,
  SupplyRequestSchema,
  courseOf,
  courseText,
  type CoursePage,
  type CourseRefusal,
  type DevDueRemindersResponse,
  type NextSupplyResponse,
  type SupplyResponse,
} from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf, isAdmin, requireAdmin, requireApprovedPractitionerOrAdmin } from '../../platform/http/auth.ts';
import { routePath } from '../../platform/http/app.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { CONFIRMATION_MAILS } from '../orders/index.ts';
import { deliverOrderMail, type OrderMailDeps } from '../orders/index.ts';
import { isOrderRequestId, orderRequestId, randomRequestCode } from '../orders/index.ts';
import { orderNotFound } from '../orders/index.ts';
import { courseEntries } from './course-entries.ts';
import type { CourseStore } from './course-store.ts';
import { sendDueReminders, type DueReminderDeps } from './due-reminders.ts';

export interface CourseDeps {
  courses: CourseStore;
  /** The new order's confirmations, as for any order request. */
  orderMail: OrderMailDeps;
  recordAccess(record: AuditRecord): Promise<void>;
  now: () => Date;
  requestCode?: () => string;
}

const MAX_REQUEST_ID_ATTEMPTS = 5;

const refused = (refusal: CourseRefusal) => new HttpError(409, refusal.code, refusal.message);
const invalidItem = () => new HttpError(400, COURSE_ERROR_CODES.invalidItem, COURSE_MESSAGES.notNextSupplyItem);
const patientNotFound = () => new HttpError(404, PATIENT_ERROR_CODES.patientNotFound, PATIENT_MESSAGES.patientNotFound);

/** Any UUID in its usual form, either case (as the order submit's key, decision 021). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record supply's Idempotency-Key, lower case; required, so a double click cannot use up a repeat (decision 065). */
function supplyKeyOf(req: Request): string {
  const key = req.get(ORDER_IDEMPOTENCY_HEADER);
  if (!key) throw new HttpError(400, COURSE_ERROR_CODES.invalidIdempotencyKey, COURSE_MESSAGES.idempotencyKeyMissing);
  if (!UUID_PATTERN.test(key)) throw new HttpError(400, COURSE_ERROR_CODES.invalidIdempotencyKey, COURSE_MESSAGES.idempotencyKeyInvalid);
  return key.toLowerCase();
}

/**
 * POST /order-supplies (admins): the supply of the order's item, which repeat of its course
 * and when, audited; once per order item, the same Idempotency-Key answering it again.
 */
function recordSupply(deps: CourseDeps): RequestHandler {
  return async (req, res) => {
    const key = supplyKeyOf(req);
    const { requestId, itemIndex } = parseBody(SupplyRequestSchema, req.body);
    if (!isOrderRequestId(requestId)) throw orderNotFound();
    const outcome = await deps.courses.recordSupply({ requestId, itemIndex, actor: actorOf(callerOf(res)), now: deps.now(), key });
    if (outcome.kind === 'not_found') throw orderNotFound();
    if (outcome.kind === 'invalid_item') throw invalidItem();
    if (outcome.kind === 'refused') throw refused(outcome.refusal);
    if (outcome.kind === 'replayed') res.set(ORDER_REPLAYED_HEADER, 'true');
    const anchorItem = outcome.anchor.items.find((item) => item.supplies?.some((each) => each.requestId === outcome.supply.requestId && each.repeat === outcome.supply.repeat));
    const body: SupplyResponse = { success: true, supply: outcome.supply, courseText: anchorItem ? courseText(courseOf(anchorItem)) : null };
    res.json(body);
  };
}

/** POST /next-supply (the order's prescriber): a new order request for the next repeat, linked to the first; 201. */
function askNextSupply(deps: CourseDeps): RequestHandler {
  return async (req, res) => {
    const { requestId, itemIndex, reason } = parseBody(NextSupplyRequestSchema, req.body);
    if (!isOrderRequestId(requestId)) throw orderNotFound();
    const caller = callerOf(res);
    for (let attempt = 1; attempt <= MAX_REQUEST_ID_ATTEMPTS; attempt += 1) {
      const now = deps.now();
      const newRequestId = orderRequestId(now, (deps.requestCode ?? randomRequestCode)());
      const outcome = await deps.courses.askNextSupply({ requestId, itemIndex, reason, prescriberId: caller.uid, newRequestId, actor: actorOf(caller), now });
      if (outcome.kind === 'exists') continue;
      if (outcome.kind === 'not_found') throw orderNotFound();
      if (outcome.kind === 'invalid_item') throw invalidItem();
      if (outcome.kind === 'refused') throw refused(outcome.refusal);
      // A failed e-mail does not fail the request: it stays pending on the order, and the retry job sends it.
      await deliverOrderMail(outcome.order, CONFIRMATION_MAILS, deps.orderMail);
      const { repeat, repeats } = outcome.order.nextSupplyOf ?? { repeat: 0, repeats: 0 };
      const body: NextSupplyResponse = { success: true, requestId: outcome.order.requestId, repeat, repeats };
      res.status(201).json(body);
      return;
    }
    throw new Error(`No free order request ID after ${MAX_REQUEST_ID_ATTEMPTS} attempts`);
  };
}

/** POST /course-reminders (the order's prescriber): the item's due reminders on or off. */
function setReminders(deps: CourseDeps): RequestHandler {
  return async (req, res) => {
    const { requestId, itemIndex, on } = parseBody(CourseRemindersRequestSchema, req.body);
    if (!isOrderRequestId(requestId)) throw orderNotFound();
    const caller = callerOf(res);
    const outcome = await deps.courses.setReminders({ requestId, itemIndex, on, prescriberId: caller.uid, actor: actorOf(caller) });
    if (outcome === 'not_found') throw orderNotFound();
    if (outcome === 'invalid_item') throw invalidItem();
    res.json({ success: true, on });
  };
}

/** GET /patient-courses/:patientId?after= (the patient's prescriber, or an admin, whose look is recorded): one page, newest first. */
function coursePage(deps: CourseDeps): RequestHandler<{ patientId: string }> {
  return async (req, res) => {
    const parsed = PatientIdParamSchema.safeParse(req.params.patientId);
    if (!parsed.success) throw patientNotFound();
    const patientId = parsed.data;
    const after = typeof req.query.after === 'string' && isOrderRequestId(req.query.after) ? req.query.after : null;
    const caller = callerOf(res);
    const prescriber = await deps.courses.patientPrescriber(patientId);
    if (isAdmin(caller)) {
      await deps.recordAccess({ action: AUDIT_ACTIONS.accessPatient, ...actorOf(caller), target: { type: 'patient', id: patientId, label: patientId }, patientIds: [patientId], details: { view: 'course' } });
    } else if (prescriber !== caller.uid) {
      throw patientNotFound();
    }
    const page = await deps.courses.coursePage(patientId, after, COURSE_PAGE_SIZE);
    const last = page.orders.at(-1);
    const body: CoursePage = { entries: courseEntries(page.orders, page.anchors, patientId), next: page.more && last ? last.requestId : null };
    res.json(body);
  };
}

export function coursesRouter(deps: CourseDeps, requireCaller: RequestHandler): Router {
  const orderers = [requireCaller, requireApprovedPractitionerOrAdmin];
  const router = Router();
  router.post(routePath(COURSE_API_PATHS.supplies), requireCaller, requireAdmin, recordSupply(deps));
  router.post(routePath(COURSE_API_PATHS.nextSupply), ...orderers, askNextSupply(deps));
  router.post(routePath(COURSE_API_PATHS.reminders), ...orderers, setReminders(deps));
  router.get(`${routePath(COURSE_API_PATHS.course)}/:patientId`, ...orderers, coursePage(deps));
  return router;
}

/** POST /dev/course-reminders (emulators only; app.ts mounts dev routes nowhere else): the due-reminder job as of now or the instant given. */
export function devDueRemindersRouter(deps: DueReminderDeps & { now: () => Date }): Router {
  const router = Router();
  router.post(COURSE_API_PATHS.devDueReminders.slice('/api'.length), async (req, res) => {
    const { now } = parseBody(DevDueRemindersRequestSchema, req.body);
    const asOf = now ? new Date(now) : deps.now();
    const run = await sendDueReminders(deps, asOf);
    const body: DevDueRemindersResponse = { asOf: asOf.toISOString(), ...run };
    res.json(body);
  });
  return router;
}
