/**
 * The prescriber's side of a draft (decision 045): send it back with a note, or sign it.
 * Signing runs the draft through the submit's own checks and submission, once per draft:
 * the draft's id is the submission key (submit-once), and its status is checked again in
 * the transaction that marks it signed.
 */
import type { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';
import {
  ORDER_DRAFT_ERROR_CODES,
  ORDER_DRAFT_MESSAGES,
  ORDER_FORM_FIELDS,
  estimatedDeliveryOf,
  SendBackDraftRequestSchema,
  PatientSnapshotSchema,
  SignDraftRequestSchema,
  patientKindFor,
  type OrderDraft,
} from '@pharmacy/shared';
import { errorMessage } from '../../platform/error-message.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { sendPrivateFile } from '../../platform/http/send-private-file.ts';
import { sha256Hex } from '../../platform/sha256.ts';
import type { UploadedFile } from '../../platform/uploads/multipart.ts';
import { checkOrderForm, orderSubmissionDeps, practitionerOf, signerOf, submitOnce, submitOrder } from '../orders/index.ts';
import { payerOfOrder } from '../clinic-accounts/index.ts';
import { draftNotFound, draftSigned, readDraftFor, type OrderDraftDeps } from './order-drafts.ts';

const notAwaiting = () => new HttpError(409, ORDER_DRAFT_ERROR_CODES.draftNotAwaiting, ORDER_DRAFT_MESSAGES.notAwaiting);
/** The prescriber holds an older version than the one stored (decision 064). */
const draftChanged = () => new HttpError(409, ORDER_DRAFT_ERROR_CODES.draftChanged, ORDER_DRAFT_MESSAGES.changed);
const patientChanged = () => new HttpError(409, ORDER_DRAFT_ERROR_CODES.patientChanged, ORDER_DRAFT_MESSAGES.patientChanged);
const beingSigned = () => new HttpError(409, ORDER_DRAFT_ERROR_CODES.beingSigned, ORDER_DRAFT_MESSAGES.beingSigned);
/** How long a sign holds its draft against changes: longer than a function may run (2 minutes). */
const SIGNING_HOLD_MS = 5 * 60_000;

/** A patient as compared: parsed the one way, its keys in one order, so stored and live copies compare alike. */
function comparable(patient: unknown): string {
  const parsed = PatientSnapshotSchema.safeParse(patient);
  if (!parsed.success) return 'no patient';
  return JSON.stringify(parsed.data, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/**
 * Refuses the sign when a patient's record, as the submit's checks read it now, is not the
 * patient the draft holds (what the prescriber opened and read): edited since it was saved.
 */
function refuseChangedPatients(draft: Pick<OrderDraft, 'patients'>, checked: readonly { patient?: unknown }[]): void {
  if (checked.length !== draft.patients.length) throw patientChanged();
  checked.forEach(({ patient }, index) => {
    if (comparable(patient) !== comparable(draft.patients[index])) throw patientChanged();
  });
}

function refuseUnlessAwaiting(draft: Pick<OrderDraft, 'status'>): void {
  if (draft.status === 'signed') throw draftSigned();
  if (draft.status !== 'awaiting_signature') throw notAwaiting();
}

const REFUSALS = { not_found: draftNotFound, signed: draftSigned, not_awaiting: notAwaiting, changed: draftChanged, being_signed: beingSigned };

/** POST /order-drafts/send-back {draftId, version, note} (an approved prescriber, their own draft, the version they opened). */
export function sendBackDraft(deps: Pick<OrderDraftDeps, 'store' | 'staff'>, now: () => Date): RequestHandler {
  return async (req, res) => {
    const caller = callerOf(res);
    const { draftId, version, note } = parseBody(SendBackDraftRequestSchema, req.body);
    await readDraftFor(deps, caller, draftId);
    const outcome = await deps.store.sendBack({ draftId, version, note, lastChangedBy: signerOf(caller), at: now() }, actorOf(caller));
    if (outcome !== 'sent_back') throw REFUSALS[outcome]();
    res.json({ success: true, message: ORDER_DRAFT_MESSAGES.sentBack });
  };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The draft's script copies as the submit receives scripts: one per item that carries one, in cart order. */
async function scriptsOf(draft: OrderDraft, deps: OrderDraftDeps): Promise<UploadedFile[]> {
  const kept = draft.scripts.flatMap((script) => (script ? [script] : []));
  return Promise.all(
    kept.map(async (script) => ({
      fieldName: ORDER_FORM_FIELDS.scriptFile,
      fileName: script.fileName,
      declaredType: script.contentType,
      content: await bytesOf(deps.orders.store.openScript(script.storagePath)),
    })),
  );
}

/**
 * POST /order-drafts/sign {draftId, version} (an approved prescriber, signed in within 10
 * minutes: requireRecentSignIn). Bound to what the prescriber read (decision 064): the draft
 * is claimed at the version they opened (another version is refused as changed since they
 * opened it) and held against changes while its order is made; its patients must be as the
 * draft holds them (a patient edited since is refused); the draft as stored goes through
 * the submit's checks and makes the order request, which records who prepared and who signed
 * it; the transaction that marks it signed compares the version again. A second sign of the
 * same draft finds it signed (or, at the same moment, waits for the first and gets its order).
 */
export function signDraft(deps: OrderDraftDeps, now: () => Date): RequestHandler {
  return async (req, res) => {
    const caller = callerOf(res);
    const request = parseBody(SignDraftRequestSchema, req.body);
    const { draftId, version } = request;
    const draft = await readDraftFor(deps, caller, draftId);
    refuseUnlessAwaiting(draft);
    if (draft.version !== version) throw draftChanged();
    const claimed = await deps.store.claimSigning(draftId, version, new Date(now().getTime() + SIGNING_HOLD_MS));
    if (claimed !== 'claimed') throw REFUSALS[claimed]();
    const signedBy = signerOf(caller);
    const preparedBy = { uid: draft.preparedBy.uid, name: draft.preparedBy.name };
    // Who pays: the signing screen's choice, else the draft's (decision 083).
    const chosenPayer = request.payer ?? draft.payer;
    const serviceDeps = orderSubmissionDeps(deps.orders, now);

    const makeOrder = async () => {
      const items = await checkOrderForm(deps.orders, { uid: caller.uid, patientKind: patientKindFor(caller.record?.practitionerNumber) }, { cart: draft.cart, scripts: await scriptsOf(draft, deps) });
      refuseChangedPatients(draft, items);
      // Priced as the prescriber's own order is, from the catalogue and billing settings in force when signed (decision 077).
      const delivery = estimatedDeliveryOf(items, await deps.orders.billingSettings());
      // New order's own payer check: an account closed since the draft was saved refuses the sign (400), and the draft stays to sign again.
      const payer = await payerOfOrder(deps.orders.clinicAccounts, caller.uid, chosenPayer);
      return submitOrder({ prescriberId: caller.uid, practitioner: practitionerOf(caller), items, delivery, payer, notes: draft.notes, signedBy, preparedBy }, serviceDeps);
    };
    let requestId: string;
    try {
      ({ requestId } = await submitOnce(
        // The version read: a change saved since is another submission.
        // The payer joins it only when it is the clinic, so a patient-paid sign's fingerprint is what it was before payers.
        { uid: caller.uid, key: `order-draft:${draftId}`, fingerprint: sha256Hex(`${draftId}\n${version}${chosenPayer === 'clinic' ? '\nclinic' : ''}`) },
        makeOrder,
        { store: deps.orders.submissionKeys, now },
      ));
    } catch (error) {
      await deps.store.releaseSigning(draftId).catch((releaseError: unknown) => logger.error('Could not release a draft after a failed sign', { draftId, error: errorMessage(releaseError) }));
      throw error;
    }

    const marked = await deps.store.markSigned({ draftId, version, requestId, signedBy, preparedBy, payer: chosenPayer, at: now() }, actorOf(caller));
    // Signed by the request that made this same order, or gone: nothing more to record.
    if (marked.kind === 'signed_before') logger.error('A draft signed twice made two orders', { draftId, requestId, first: marked.first });
    if (marked.kind === 'changed') logger.error('A draft changed while it was held for signing', { draftId, requestId });
    // The order keeps its own copies of the scripts.
    await Promise.all(
      draft.scripts.flatMap((script) =>
        script
          ? [deps.orders.store.deleteScript(script.storagePath).catch((error: unknown) => logger.error('Could not delete a signed draft\u2019s script copy', { draftId, error: errorMessage(error) }))]
          : [],
      ),
    );
    res.status(201).json({ success: true, requestId });
  };
}

/** GET /order-draft-scripts/:draftId/:itemIndex (the draft's prescriber and their staff): a script copy, to save the draft again with it. */
export function draftScript(deps: OrderDraftDeps): RequestHandler<{ draftId: string; itemIndex: string }> {
  return async (req, res) => {
    const draft = await readDraftFor(deps, callerOf(res), req.params.draftId);
    const index = /^\d{1,3}$/.test(req.params.itemIndex) ? Number(req.params.itemIndex) : -1;
    const script = draft.status === 'signed' ? null : draft.scripts[index];
    if (!script) throw new HttpError(404, 'no_script', 'That item of the draft has no script copy.');
    await sendPrivateFile(res, {
      content: deps.orders.store.openScript(script.storagePath),
      contentType: script.contentType,
      size: script.size,
      fileName: script.fileName,
    });
  };
}
