/**
 * Order drafts (decision 045): staff prepare an order for a prescriber with the order
 * form's own fields, read and checked by the submit's own code (orders/index.ts), so a
 * draft that is saved can be signed and a field added to the items reaches drafts too.
 * The prescriber changes it, sends it back with a note, or signs it.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import * as logger from 'firebase-functions/logger';
import {
  DocumentIdSchema,
  ORDER_DRAFT_ERROR_CODES,
  ORDER_DRAFT_MESSAGES,
  ORDER_DRAFT_SCRIPTS_FOLDER,
  ORDER_REPLAYED_HEADER,
  WORKING_FOR_PARAM,
  type OrderDraft,
  type OrderPerson,
  type SaveDraftResponse,
} from '@pharmacy/shared';
import { errorMessage } from '../../platform/error-message.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf, type Caller } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { SendMail } from '../../platform/mail/mail.ts';
import { checkOrderForm, readOrderForm, signerOf, submissionFingerprint, submissionKeyOf, submitOnce, type CheckedOrderItem, type OrderDeps } from '../orders/index.ts';
import { isApprovedPrescriber, isApprovedStaff, notWorkingFor, type StaffAccess } from '../staff/index.ts';
import type { PatientStore } from '../patients/index.ts';
import { payerOfOrder } from '../clinic-accounts/index.ts';
import { draftWaitingMail } from './order-draft-mail.ts';
import type { OrderDraftStore } from './order-draft-record.ts';

export interface OrderDraftDeps {
  store: OrderDraftStore;
  /** Who may act for a prescriber (the staff feature's store). */
  staff: StaffAccess;
  orders: OrderDeps;
  /** The prescriber's patients, for a search of their requests by patient (decision 069). */
  patients: Pick<PatientStore, 'search'>;
  settings: () => { appOrigin: string };
  sendMail: SendMail;
}

export const draftNotFound = () => new HttpError(404, ORDER_DRAFT_ERROR_CODES.draftNotFound, ORDER_DRAFT_MESSAGES.notFound);
export const draftSigned = () => new HttpError(409, ORDER_DRAFT_ERROR_CODES.draftSigned, ORDER_DRAFT_MESSAGES.signed);

/**
 * Whether the caller may see and change the draft: its prescriber, or a staff member
 * working for that prescriber now (the link check of decision 044). Anyone else learns
 * only that there is no such draft.
 */
export async function mayHandleDraft(staff: StaffAccess, caller: Caller, draft: Pick<OrderDraft, 'prescriberId'>): Promise<boolean> {
  if (isApprovedPrescriber(caller)) return draft.prescriberId === caller.uid;
  return isApprovedStaff(caller) && (await staff.worksFor(caller.uid, draft.prescriberId));
}

/** The draft the request names (`?draft=` or the body's draftId), if the caller may handle it. */
export async function readDraftFor(deps: Pick<OrderDraftDeps, 'store' | 'staff'>, caller: Caller, draftId: unknown): Promise<OrderDraft> {
  const id = DocumentIdSchema.safeParse(draftId);
  if (!id.success) throw draftNotFound();
  const draft = await deps.store.get(id.data);
  if (!draft || !(await mayHandleDraft(deps.staff, caller, draft))) throw draftNotFound();
  return draft;
}

/** Who saved the draft, as it names them. */
const personOf = (caller: Caller): OrderPerson => signerOf(caller);

interface DraftTarget {
  prescriberId: string;
  /** The draft being saved again; absent for a new one. */
  existing: OrderDraft | null;
}

const queryValue = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Use after requireCaller on POST /order-drafts: who may save what, before the body is
 * read. `?for=` makes a new draft (a staff member working for that prescriber);
 * `?draft=` saves one again (its prescriber, or their staff while it is not signed).
 */
export function requireDraftSaver(deps: Pick<OrderDraftDeps, 'store' | 'staff'>): RequestHandler {
  return async (req, res, next) => {
    const caller = callerOf(res);
    const draftId = queryValue(req.query.draft);
    const forUid = queryValue(req.query[WORKING_FOR_PARAM]);
    let target: DraftTarget;
    if (draftId !== undefined) {
      const draft = await readDraftFor(deps, caller, draftId);
      if (draft.status === 'signed') throw draftSigned();
      target = { prescriberId: draft.prescriberId, existing: draft };
    } else if (forUid !== undefined) {
      const prescriberId = DocumentIdSchema.safeParse(forUid);
      if (!isApprovedStaff(caller) || !prescriberId.success || !(await deps.staff.worksFor(caller.uid, prescriberId.data))) {
        // requireWorkingFor's refusal, for a prescriber too: they order with the submit.
        throw notWorkingFor();
      }
      target = { prescriberId: prescriberId.data, existing: null };
    } else {
      if (!isApprovedStaff(caller) && !isApprovedPrescriber(caller)) throw new HttpError(403, 'forbidden', 'Only a prescriber or their staff can save an order draft.');
      throw new HttpError(400, ORDER_DRAFT_ERROR_CODES.noDraftTarget, ORDER_DRAFT_MESSAGES.noTarget);
    }
    res.locals.draftTarget = target;
    next();
  };
}

const targetOf = (res: Response) => res.locals.draftTarget as DraftTarget;

/** `order-drafts/{draftId}/{version}/{itemIndex}-{fileName}`: each save writes its own folder, so no save overwrites another's files. */
const draftScriptPath = (draftId: string, version: string, index: number, fileName: string) =>
  `${ORDER_DRAFT_SCRIPTS_FOLDER}/${draftId}/${version}/${index}-${fileName}`;

async function deleteFiles(paths: readonly string[], deps: OrderDraftDeps): Promise<void> {
  await Promise.all(
    paths.map((path) =>
      deps.orders.store.deleteScript(path).catch((error: unknown) => logger.error('Could not delete a draft script copy', { error: errorMessage(error) })),
    ),
  );
}

/** Saves the checked scripts under a new folder of the draft; their stored form, per item (null for none). */
async function saveScripts(draftId: string, items: readonly CheckedOrderItem[], deps: OrderDraftDeps) {
  const version = randomBytes(6).toString('hex');
  const saved: string[] = [];
  try {
    return await Promise.all(
      items.map(async ({ script }, index) => {
        if (!script) return null;
        const storagePath = draftScriptPath(draftId, version, index, script.fileName);
        await deps.orders.store.saveScript(storagePath, script.content, script.contentType);
        saved.push(storagePath);
        return { storagePath, fileName: script.fileName, contentType: script.contentType, size: script.content.byteLength };
      }),
    );
  } catch (error) {
    await deleteFiles(saved, deps);
    throw error;
  }
}

/**
 * POST /order-drafts (after requireDraftSaver; uploads function): the order form, read and
 * checked exactly as the submit reads and checks it, kept as the draft with its script
 * copies. Saved by staff, it waits for the prescriber's signature again and the prescriber
 * is e-mailed a link; saved by the prescriber, it keeps its preparer. A new draft takes the
 * submit's Idempotency-Key (decision 064): a double click on Send for signing, or a retry,
 * is one draft, made and e-mailed once, and every try answers its id.
 */
export function saveOrderDraft(deps: OrderDraftDeps, now: () => Date): RequestHandler {
  return async (req, res) => {
    const caller = callerOf(res);
    const { prescriberId, existing } = targetOf(res);
    const key = existing ? null : submissionKeyOf(req);
    const form = await readOrderForm(req);
    const byStaff = isApprovedStaff(caller);
    const save = () => saveChecked(deps, now, caller, { prescriberId, existing }, form);
    let draftId: string;
    if (key === null) {
      draftId = await save();
    } else {
      const outcome = await submitOnce(
        { uid: caller.uid, key: `order-draft:new:${key}`, fingerprint: submissionFingerprint(form) },
        save,
        { store: deps.orders.submissionKeys, now },
      );
      draftId = outcome.requestId;
      if (outcome.replayed) res.set(ORDER_REPLAYED_HEADER, 'true');
    }
    const body: SaveDraftResponse = {
      success: true,
      draftId,
      message: byStaff ? ORDER_DRAFT_MESSAGES.saved : ORDER_DRAFT_MESSAGES.changesSaved,
    };
    res.status(existing ? 200 : 201).json(body);
  };
}

/** Checks the form, keeps its scripts and saves the draft (telling the prescriber when staff saved it); resolves its id. */
async function saveChecked(deps: OrderDraftDeps, now: () => Date, caller: Caller, { prescriberId, existing }: DraftTarget, form: Awaited<ReturnType<typeof readOrderForm>>): Promise<string> {
  const items = await checkOrderForm(deps.orders, { uid: prescriberId, patientKind: await deps.staff.prescriberPatientKind(prescriberId) }, form);
  // The submit's own payer check, against the prescriber's account (decision 083): a draft names the clinic only while it is open.
  const { payer } = await payerOfOrder(deps.orders.clinicAccounts, prescriberId, form.payer);
  const draftId = existing ? existing.draftId : deps.store.newDraftId();
  const scripts = await saveScripts(draftId, items, deps);
  const byStaff = isApprovedStaff(caller);
  const person = personOf(caller);
  const preparer = { ...person, email: caller.email ?? '' };
  try {
    const outcome = await deps.store.save(
      {
        draftId,
        again: existing !== null,
        prescriberId,
        cart: form.cart,
        notes: form.notes,
        payer,
        patients: items.map((item) => item.patient),
        scripts,
        lastChangedBy: person,
        preparedBy: !existing || byStaff ? preparer : null,
        at: now(),
      },
      actorOf(caller),
      { items: items.length, byPrescriber: !byStaff },
    );
    if (outcome === 'not_found') throw draftNotFound();
    if (outcome === 'signed') throw draftSigned();
    if (outcome === 'being_signed') throw new HttpError(409, ORDER_DRAFT_ERROR_CODES.beingSigned, ORDER_DRAFT_MESSAGES.beingSigned);
  } catch (error) {
    await deleteFiles(scripts.flatMap((script) => (script ? [script.storagePath] : [])), deps);
    throw error;
  }
  // The copies the draft held before this save.
  if (existing) await deleteFiles(existing.scripts.flatMap((script) => (script ? [script.storagePath] : [])), deps);
  if (byStaff) await tellPrescriber(prescriberId, deps);
  return draftId;
}

/** The e-mail that an order waits for the prescriber's signature: a link only. A failure leaves the draft saved (it is in "To sign"). */
async function tellPrescriber(prescriberId: string, deps: OrderDraftDeps): Promise<void> {
  try {
    const email = await deps.store.prescriberEmail(prescriberId);
    if (email === null) return;
    await deps.sendMail(draftWaitingMail(email, deps.settings().appOrigin));
  } catch (error) {
    logger.error('Could not e-mail a prescriber that an order draft waits for them', { prescriberId, error: errorMessage(error) });
  }
}
