/**
 * Keeping a checked order request and sending its confirmations. The scripts go to
 * Storage before the document that points at them; if anything fails part-way,
 * every file already saved is deleted again, so there is never a half-written order
 * nor an orphaned script. A failed e-mail does not fail the submission: it is
 * recorded on the order and retried (order-mail-delivery.ts).
 */
import * as logger from 'firebase-functions/logger';
import {
  ESCRIPT_CLAIM_ERROR_CODES,
  ESCRIPT_CLAIM_MESSAGES,
  initialLegalScript,
  storedLineOf,
  type CheckedLine,
  type DeliveryCharge,
  type EscriptToken, type OrderItem, type OrderPerson, type OrderRequest } from '@pharmacy/shared';
import { errorMessage } from '../../platform/error-message.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { CheckedFile } from '../../platform/uploads/file-check.ts';
import { pendingMail } from '../../platform/mail/mail-state.ts';
import { deliverOrderMail, type OrderMailDeps } from './order-mail-delivery.ts';
import { CONFIRMATION_MAILS, scriptPath, type OrderRecord, type OrderStore } from './order-record.ts';
import { orderRequestId, randomRequestCode } from './order-request-id.ts';
import { originalFields } from '../legal-prescriptions/index.ts';
import type { PayerOfOrder } from '../clinic-accounts/index.ts';

/** A taken ID is retried with new random characters this many times in all (each try has a ~1 in a million chance). */
export const MAX_REQUEST_ID_ATTEMPTS = 5;

export interface OrderSubmissionDeps extends OrderMailDeps {
  /** The four random characters of a request ID; tests choose them to make IDs collide. */
  requestCode?: () => string;
}

export type CheckedScript = CheckedFile;

/**
 * An item checked against the catalogue, with its script checked by content when
 * uploaded and its e-script token (in its stored form) when given.
 */
export type CheckedOrderItem = CheckedLine<CheckedScript, EscriptToken>;

export interface OrderSubmission {
  prescriberId: string;
  /** From the caller's users record, never from the form. */
  practitioner: OrderRequest['practitioner'];
  items: CheckedOrderItem[];
  /** The delivery estimated from the billing settings and the patients' methods when sent (decision 077). */
  delivery: DeliveryCharge;
  /** Who pays, checked by payerOfOrder (decision 081); absent: the patient. */
  payer?: PayerOfOrder;
  notes: string;
  /** Who signed the order: the prescriber (decision 045). */
  signedBy: OrderPerson;
  /** The staff member who prepared it, for a signed draft only; absent on a prescriber's own order. */
  preparedBy?: OrderPerson;
}

interface ScriptUpload {
  storagePath: string;
  script: CheckedScript;
}

function orderFor(requestId: string, submission: OrderSubmission, now: Date): { order: OrderRecord; uploads: ScriptUpload[] } {
  const uploads: ScriptUpload[] = [];
  const items = submission.items.map((checked, index): OrderItem => {
    const { script } = checked;
    // A token is the legal prescription; a file alone, or the post, leaves the original awaited (decision 026).
    const legalScript = initialLegalScript(checked.escriptToken, now);
    if (!script) return storedLineOf(checked, legalScript, null);
    const storagePath = scriptPath(requestId, index, script.fileName);
    uploads.push({ storagePath, script });
    return storedLineOf(checked, legalScript, { storagePath, fileName: script.fileName, contentType: script.contentType, size: script.content.byteLength });
  });
  const submitted: OrderRecord = {
    requestId,
    prescriberId: submission.prescriberId,
    practitioner: submission.practitioner,
    items,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    delivery: submission.delivery,
    ...(submission.payer?.payer === 'clinic' ? { payer: 'clinic' as const, clinicAccount: submission.payer.clinicAccount } : {}),
    notes: submission.notes,
    signedBy: submission.signedBy,
    ...(submission.preparedBy ? { preparedBy: submission.preparedBy } : {}),
    status: 'received',
    statusHistory: [{ status: 'received', at: now, by: null }],
    createdAt: now,
    updatedAt: now,
    // Pending until sent: if the instance dies mid-way, the retry job still sends them.
    mail: { practitioner: pendingMail(), pharmacy: pendingMail() },
    needsMailResend: true,
    originalAwaited: false,
    originalDueDate: null,
    originalReminderOn: null,
  };
  // Whether an original is awaited, by when, and when to remind (legal-prescriptions' legal-script-record.ts).
  const order: OrderRecord = { ...submitted, ...originalFields(submitted) };
  return { order, uploads };
}

async function deleteScripts(paths: string[], store: OrderStore): Promise<void> {
  await Promise.all(
    paths.map((storagePath) =>
      store.deleteScript(storagePath).catch((error: unknown) =>
        logger.error('Could not remove a script of an order request that was not stored', {
          storagePath,
          error: errorMessage(error),
        }),
      ),
    ),
  );
}

/**
 * Saves the scripts, then creates the document. 'exists' when the request ID turned
 * out to be taken (by a file or the document), 'token_taken' when another order holds
 * one of its e-script tokens; then nothing of this attempt is left.
 * Only files this attempt wrote are deleted: saveScript never overwrites, so a file
 * already at one of the paths belongs to someone else.
 */
async function storeOrder(order: OrderRecord, uploads: ScriptUpload[], store: OrderStore): Promise<'created' | 'exists' | 'token_taken'> {
  const saved: string[] = [];
  try {
    const outcomes = await Promise.allSettled(
      uploads.map(async ({ storagePath, script }) => {
        const outcome = await store.saveScript(storagePath, script.content, script.contentType);
        if (outcome === 'saved') saved.push(storagePath);
        return outcome;
      }),
    );
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    const taken = outcomes.some((outcome) => outcome.status === 'fulfilled' && outcome.value === 'exists');
    const created = taken ? 'exists' : await store.create(order);
    if (created !== 'created') await deleteScripts(saved, store);
    return created;
  } catch (error) {
    await deleteScripts(saved, store);
    throw error;
  }
}

/** Stores the order request (and its scripts), sends both confirmations and returns its request ID. */
export async function submitOrder(submission: OrderSubmission, deps: OrderSubmissionDeps): Promise<string> {
  const requestCode = deps.requestCode ?? randomRequestCode;
  for (let attempt = 1; attempt <= MAX_REQUEST_ID_ATTEMPTS; attempt += 1) {
    const now = deps.now();
    const { order, uploads } = orderFor(orderRequestId(now, requestCode()), submission, now);
    const stored = await storeOrder(order, uploads, deps.store);
    if (stored === 'exists') continue;
    // Each token supplies once (decision 043); the message names no one.
    if (stored === 'token_taken') throw new HttpError(409, ESCRIPT_CLAIM_ERROR_CODES.taken, ESCRIPT_CLAIM_MESSAGES.taken);
    await deliverOrderMail(order, CONFIRMATION_MAILS, deps);
    return order.requestId;
  }
  throw new Error(`No free order request ID after ${MAX_REQUEST_ID_ATTEMPTS} attempts`);
}
