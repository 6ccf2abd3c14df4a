/**
 * Order drafts (decision 045): staff prepare an order for a prescriber with the order
 * form's own fields, read and checked by the submit's own code (orders/index.ts), so a
 * draft that is saved can be signed and a field added to the items reaches drafts too.
 * The prescriber changes it, sends it back with a note, or signs it.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  AUDIT_ACTIONS,
  COLLECTIONS,
  DocumentIdSchema,
  ORDER_DRAFT_COLLECTION,
  ORDER_DRAFT_ERROR_CODES,
  ORDER_DRAFT_MESSAGES,
  ORDER_DRAFT_SCRIPTS_FOLDER,
  OrderDraftSchema,
  WORKING_FOR_PARAM,
  type OrderDraft,
  type OrderPerson,
  type SaveDraftResponse,
} from '@pharmacy/shared';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { errorMessage } from '../../platform/error-message.ts';
import { db } from '../../platform/firebase.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf, type Caller } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { storedDate } from '../../platform/mail/stored-mail-state.ts';
import type { SendMail } from '../../platform/mail/mail.ts';
import { checkOrderForm, readOrderForm, signerOf, type CheckedOrderItem, type OrderDeps } from '../orders/index.ts';
import { isApprovedPrescriber, isApprovedStaff, notWorkingFor, prescriberPatientKindOf, worksFor } from './staff-access.ts';
import { draftWaitingMail } from './order-draft-mail.ts';

export interface OrderDraftDeps {
  orders: OrderDeps;
  settings: () => { appOrigin: string };
  sendMail: SendMail;
}

export const drafts = () => db().collection(ORDER_DRAFT_COLLECTION);

export const draftNotFound = () => new HttpError(404, ORDER_DRAFT_ERROR_CODES.draftNotFound, ORDER_DRAFT_MESSAGES.notFound);
export const draftSigned = () => new HttpError(409, ORDER_DRAFT_ERROR_CODES.draftSigned, ORDER_DRAFT_MESSAGES.signed);

/** A stored draft, its times as ISO text; null when the document cannot be read as one. */
export function draftOf(snapshot: DocumentSnapshot): OrderDraft | null {
  if (!snapshot.exists) return null;
  const data = snapshot.data() ?? {};
  const instant = (value: unknown) => storedDate.parse(value).toISOString();
  const parsed = OrderDraftSchema.safeParse({
    ...data,
    draftId: snapshot.id,
    createdAt: instant(data.createdAt),
    updatedAt: instant(data.updatedAt),
  });
  if (!parsed.success) {
    logger.error('An order draft could not be read', { draftId: snapshot.id, error: parsed.error.message });
    return null;
  }
  return parsed.data;
}

/**
 * Whether the caller may see and change the draft: its prescriber, or a staff member
 * working for that prescriber now (the link check of decision 044). Anyone else learns
 * only that there is no such draft.
 */
export async function mayHandleDraft(caller: Caller, draft: Pick<OrderDraft, 'prescriberId'>): Promise<boolean> {
  if (isApprovedPrescriber(caller)) return draft.prescriberId === caller.uid;
  return isApprovedStaff(caller) && (await worksFor(caller.uid, draft.prescriberId));
}

/** The draft the request names (`?draft=` or the body's draftId), if the caller may handle it. */
export async function readDraftFor(caller: Caller, draftId: unknown): Promise<{ draft: OrderDraft; snapshot: DocumentSnapshot }> {
  const id = DocumentIdSchema.safeParse(draftId);
  if (!id.success) throw draftNotFound();
  const snapshot = await drafts().doc(id.data).get();
  const draft = draftOf(snapshot);
  if (!draft || !(await mayHandleDraft(caller, draft))) throw draftNotFound();
  return { draft, snapshot };
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
export const requireDraftSaver: RequestHandler = async (req, res, next) => {
  const caller = callerOf(res);
  const draftId = queryValue(req.query.draft);
  const forUid = queryValue(req.query[WORKING_FOR_PARAM]);
  let target: DraftTarget;
  if (draftId !== undefined) {
    const { draft } = await readDraftFor(caller, draftId);
    if (draft.status === 'signed') throw draftSigned();
    target = { prescriberId: draft.prescriberId, existing: draft };
  } else if (forUid !== undefined) {
    const prescriberId = DocumentIdSchema.safeParse(forUid);
    if (!isApprovedStaff(caller) || !prescriberId.success || !(await worksFor(caller.uid, prescriberId.data))) {
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
 * is e-mailed a link; saved by the prescriber, it keeps its preparer.
 */
export function saveOrderDraft(deps: OrderDraftDeps, now: () => Date): RequestHandler {
  return async (req, res) => {
    const caller = callerOf(res);
    const { prescriberId, existing } = targetOf(res);
    const form = await readOrderForm(req);
    const items = await checkOrderForm(deps.orders, { uid: prescriberId, patientKind: await prescriberPatientKindOf(prescriberId) }, form);
    const ref = existing ? drafts().doc(existing.draftId) : drafts().doc();
    const scripts = await saveScripts(ref.id, items, deps);
    const byStaff = isApprovedStaff(caller);
    const person = personOf(caller);
    const at = Timestamp.fromDate(now());
    const fields = {
      prescriberId,
      status: 'awaiting_signature',
      cart: form.cart,
      notes: form.notes,
      patients: items.map((item) => item.patient),
      scripts,
      lastChangedBy: person,
      updatedAt: at,
    };
    try {
      await db().runTransaction(async (transaction) => {
        if (existing) {
          const current = draftOf(await transaction.get(ref));
          if (!current) throw draftNotFound();
          if (current.status === 'signed') throw draftSigned();
          transaction.update(ref, { ...fields, ...(byStaff ? { preparedBy: { ...person, email: caller.email ?? '' } } : {}) });
        } else {
          transaction.create(ref, {
            ...fields,
            preparedBy: { ...person, email: caller.email ?? '' },
            note: '',
            createdAt: at,
            orderRequestId: null,
            signedBy: null,
          });
        }
        recordAuditIn(transaction, {
          action: AUDIT_ACTIONS.draftPrepare,
          ...actorOf(caller),
          target: { type: 'order-draft', id: ref.id, label: ref.id },
          details: { prescriberId, items: items.length, again: existing !== null, byPrescriber: !byStaff },
        });
      });
    } catch (error) {
      await deleteFiles(scripts.flatMap((script) => (script ? [script.storagePath] : [])), deps);
      throw error;
    }
    // The copies the draft held before this save.
    if (existing) await deleteFiles(existing.scripts.flatMap((script) => (script ? [script.storagePath] : [])), deps);
    if (byStaff) await tellPrescriber(prescriberId, deps);
    const body: SaveDraftResponse = {
      success: true,
      draftId: ref.id,
      message: byStaff ? ORDER_DRAFT_MESSAGES.saved : ORDER_DRAFT_MESSAGES.changesSaved,
    };
    res.status(existing ? 200 : 201).json(body);
  };
}

/** The e-mail that an order waits for the prescriber's signature: a link only. A failure leaves the draft saved (it is in "To sign"). */
async function tellPrescriber(prescriberId: string, deps: OrderDraftDeps): Promise<void> {
  try {
    const prescriber = await db().collection(COLLECTIONS.users).doc(prescriberId).get();
    const email = prescriber.get('email') as unknown;
    if (typeof email !== 'string' || email === '') return;
    await deps.sendMail(draftWaitingMail(email, deps.settings().appOrigin));
  } catch (error) {
    logger.error('Could not e-mail a prescriber that an order draft waits for them', { prescriberId, error: errorMessage(error) });
  }
}
