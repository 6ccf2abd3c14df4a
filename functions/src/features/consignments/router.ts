/**
 * The consignment routes (issue 33, decision 059; the contract is shared/src/consignments):
 * the pharmacy's dispatch, lists, proof of delivery, carrier label and manifest (admins, as
 * the other admin order routes), the prescriber's and their staff's "where is it", and the
 * patient's no-login tracking link (rate limited per client like the other public routes).
 * Guards are per route: this router is mounted at the root.
 */
import { Router, type RequestHandler } from 'express';
import {
  AUDIT_ACTIONS,
  CONSIGNMENT_API_PATHS,
  CONSIGNMENT_ERROR_CODES,
  CONSIGNMENT_LIST_LIMIT,
  CONSIGNMENT_MESSAGES,
  ConsignmentListQuerySchema,
  DispatchRequestSchema,
  ManifestQuerySchema,
  ProofOfDeliveryRequestSchema,
  type ConsignmentList,
  type ConsignmentReply,
  type DispatchResponse,
  type OrderConsignmentReply,
  type PublicTracking,
} from '@pharmacy/shared';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf, isAdmin, requireAdmin, type Caller } from '../../platform/http/auth.ts';
import { routePath } from '../../platform/http/app.ts';
import { clientRateLimit } from '../../platform/http/client-rate-limit.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { CarrierUnavailableError } from '../../platform/carrier/carrier.ts';
import { isOrderRequestId, orderNotFound } from '../orders/index.ts';
import { isApprovedPrescriber, isApprovedStaff } from '../staff/index.ts';
import { CONSIGNMENT_ID_PATTERN, dispatchOrders, recordProof, trackingTokenHash } from './consignments.ts';
import { adminConsignmentOf, prescriberConsignmentOf, publicTrackingOf } from './consignment-views.ts';
import type { ConsignmentDeps } from './deps.ts';
import { manifestCsv, manifestFileName, manifestPdf } from './manifest.ts';

const CONSIGNMENTS = routePath(CONSIGNMENT_API_PATHS.consignments);
/** Tracking pages one client may open per hour: a patient checking often, not someone guessing tokens. */
export const TRACKING_RATE_LIMIT = 60;
/** A token as newTrackingToken makes it: 43 base64url characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const consignmentNotFound = () => new HttpError(404, CONSIGNMENT_ERROR_CODES.consignmentNotFound, CONSIGNMENT_MESSAGES.consignmentNotFound);
const trackingNotFound = () => new HttpError(404, CONSIGNMENT_ERROR_CODES.trackingNotFound, CONSIGNMENT_MESSAGES.trackingNotFound);

/** The consignment ID from the path, or 404 before it can name a document. */
function consignmentIdOf(raw: unknown): string {
  if (typeof raw !== 'string' || !CONSIGNMENT_ID_PATTERN.test(raw)) throw consignmentNotFound();
  return raw;
}

const dispatcherOf = (caller: Caller) => {
  const name = `${caller.record?.firstName ?? ''} ${caller.record?.lastName ?? ''}`.trim();
  return { uid: caller.uid, name: name || caller.email || caller.uid, ...actorOf(caller) };
};

export function consignmentsRouter(deps: ConsignmentDeps, requireCaller: RequestHandler, options: { behindGoogleFrontEnd: boolean }): Router {
  const router = Router();
  const admins = [requireCaller, requireAdmin];

  router.post(CONSIGNMENTS, ...admins, async (req, res) => {
    const request = parseBody(DispatchRequestSchema, req.body);
    if (!request.requestIds.every(isOrderRequestId)) throw new HttpError(404, CONSIGNMENT_ERROR_CODES.orderNotFound, CONSIGNMENT_MESSAGES.orderNotFound);
    const result = await dispatchOrders(request.requestIds, request, dispatcherOf(callerOf(res)), deps);
    const body: DispatchResponse = { consignment: adminConsignmentOf(result.consignment, deps.now()), patientNotified: result.patientNotified };
    res.status(201).json(body);
  });

  router.get(CONSIGNMENTS, ...admins, async (req, res) => {
    const { filter } = parseBody(ConsignmentListQuerySchema, req.query);
    const now = deps.now();
    const list = await deps.store.list(filter, now, CONSIGNMENT_LIST_LIMIT);
    const body: ConsignmentList = { consignments: list.map((consignment) => adminConsignmentOf(consignment, now)) };
    res.json(body);
  });

  router.get(`${CONSIGNMENTS}/:consignmentId`, ...admins, async (req, res) => {
    const consignment = await deps.store.get(consignmentIdOf(req.params.consignmentId));
    if (!consignment) throw consignmentNotFound();
    const body: ConsignmentReply = { consignment: adminConsignmentOf(consignment, deps.now()) };
    res.json(body);
  });

  router.post(`${CONSIGNMENTS}/:consignmentId${CONSIGNMENT_API_PATHS.proofOfDeliverySuffix}`, ...admins, async (req, res) => {
    const consignmentId = consignmentIdOf(req.params.consignmentId);
    const proof = parseBody(ProofOfDeliveryRequestSchema, req.body);
    const consignment = await recordProof(consignmentId, { signedBy: proof.signedBy, signedAt: new Date(proof.signedAt), idSeen: proof.idSeen }, dispatcherOf(callerOf(res)), deps);
    const body: ConsignmentReply = { consignment: adminConsignmentOf(consignment, deps.now()) };
    res.json(body);
  });

  router.get(`${CONSIGNMENTS}/:consignmentId${CONSIGNMENT_API_PATHS.carrierLabelSuffix}`, ...admins, async (req, res) => {
    const consignment = await deps.store.get(consignmentIdOf(req.params.consignmentId));
    if (!consignment) throw consignmentNotFound();
    const carrier = deps.carrier();
    if (!consignment.carrierShipmentId || !carrier) throw new HttpError(409, CONSIGNMENT_ERROR_CODES.noCarrierLabel, CONSIGNMENT_MESSAGES.noCarrierLabel);
    let label: Buffer;
    try {
      label = await carrier.getLabel(consignment.carrierShipmentId);
    } catch (error) {
      if (error instanceof CarrierUnavailableError) throw new HttpError(503, CONSIGNMENT_ERROR_CODES.carrierUnavailable, CONSIGNMENT_MESSAGES.carrierUnavailable);
      throw new HttpError(502, CONSIGNMENT_ERROR_CODES.carrierRefused, `${CONSIGNMENT_MESSAGES.carrierRefused}${error instanceof Error ? error.message : ''}`);
    }
    res.set('Content-Type', 'application/pdf').set('Content-Disposition', `attachment; filename="label-${consignment.consignmentId}.pdf"`).send(label);
  });

  router.get(routePath(CONSIGNMENT_API_PATHS.manifest), ...admins, async (req, res) => {
    const { date, method, format } = parseBody(ManifestQuerySchema, req.query);
    const consignments = await deps.store.listDispatchedOn(date, method);
    // The manifest shows where consignments went: the download is recorded like a look (decision 039).
    await deps.recordAudit({
      action: AUDIT_ACTIONS.consignmentManifest,
      ...actorOf(callerOf(res)),
      target: { type: 'manifest', id: `${method}-${date}`, label: `Manifest ${method} ${date}` },
      details: { date, method, format, consignments: consignments.length },
    });
    res.set('Content-Disposition', `attachment; filename="${manifestFileName(date, method, format)}"`);
    if (format === 'csv') {
      res.set('Content-Type', 'text/csv; charset=utf-8').send(manifestCsv(consignments));
      return;
    }
    res.set('Content-Type', 'application/pdf').send(Buffer.from(await manifestPdf(consignments, date, method)));
  });

  // The order's prescriber, their active staff or an admin: one order's consignment, as My Requests shows it.
  router.get(`${routePath(CONSIGNMENT_API_PATHS.orderConsignment)}/:requestId`, requireCaller, async (req, res) => {
    const requestId = req.params.requestId;
    if (typeof requestId !== 'string' || !isOrderRequestId(requestId)) throw orderNotFound();
    const caller = callerOf(res);
    const ref = await deps.store.orderRef(requestId);
    if (!ref) throw orderNotFound();
    const allowed =
      isAdmin(caller) ||
      (isApprovedPrescriber(caller) && ref.prescriberId === caller.uid) ||
      (isApprovedStaff(caller) && (await deps.staff.worksFor(caller.uid, ref.prescriberId)));
    // Another prescriber's order answers as one that does not exist: its ID tells nothing.
    if (!allowed) throw orderNotFound();
    const consignment = ref.consignmentId ? await deps.store.get(ref.consignmentId) : null;
    const body: OrderConsignmentReply = { consignment: consignment ? prescriberConsignmentOf(consignment, requestId) : null };
    res.json(body);
  });

  const trackingLimit = clientRateLimit({
    scope: 'tracking',
    counters: deps.rateLimitCounters,
    limitPerHour: () => TRACKING_RATE_LIMIT,
    hashKey: () => deps.settings().identifierHashKey,
    behindGoogleFrontEnd: options.behindGoogleFrontEnd,
    headers: true,
    onLimited: (_req, _res, next) => next(new HttpError(429, 'rate_limited', 'Too many requests from here. Please wait a while and try again, or call the pharmacy.')),
  });

  // No sign-in: the token is the key. Only status, carrier, number and the pharmacy's phone.
  router.get(`${routePath(CONSIGNMENT_API_PATHS.track)}/:token`, ...trackingLimit, async (req, res) => {
    const token = req.params.token;
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) throw trackingNotFound();
    const consignment = await deps.store.findByTokenHash(trackingTokenHash(token));
    if (!consignment) throw trackingNotFound();
    if (consignment.trackingExpiresAt && consignment.trackingExpiresAt.getTime() <= deps.now().getTime()) {
      throw new HttpError(410, CONSIGNMENT_ERROR_CODES.trackingExpired, CONSIGNMENT_MESSAGES.trackingExpired);
    }
    const body: PublicTracking = publicTrackingOf(consignment);
    res.json(body);
  });

  return router;
}
