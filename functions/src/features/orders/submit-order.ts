import type { RequestHandler } from 'express';
import {
  ESCRIPT_CLAIM_ERROR_CODES,
  ESCRIPT_CLAIM_MESSAGES,
  ORDER_ERROR_CODES,
  ORDER_MESSAGES,
  ORDER_REPLAYED_HEADER,
  escriptTokenKey,
  needsS8Prescription,
  parseEscriptToken,
  parseNswAuthorityNumber,
  s8ItemProblem,
  type EscriptToken,
  type S8Prescription,
  type CartItemPayload,
  type MedicationDatabase,
  type OrderRequest,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { checkUploadedFile } from '../../platform/uploads/file-check.ts';
import type { UploadedFile } from '../../platform/uploads/multipart.ts';
import { currentCatalogue, findInCatalogue, type CataloguedItem } from '../catalogue/index.ts';
import { submitOrder, type CheckedOrderItem, type CheckedScript, type OrderSubmissionDeps } from './order-submission.ts';
import { callerOf, type Caller } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { OrderDeps } from './deps.ts';
import { readOrderForm } from './order-form.ts';
import { submissionKeyOf } from './submission-key.ts';
import { submissionFingerprint, submitOnce } from './submit-once.ts';
import { patientSnapshotsFor } from '../patients/index.ts';

/** The practitioner block of the order: the caller's users record, never the form. */
function practitionerOf(caller: Caller): OrderRequest['practitioner'] {
  const { record } = caller;
  // requireApprovedPractitionerOrAdmin lets no caller without a record through.
  if (!record) throw new Error('An order request from a caller without a users record');
  return {
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email || (caller.email ?? ''),
    role: record.role,
    practitionerNumber: record.practitionerNumber ?? '',
    clinicName: record.clinicName ?? '',
    clinicAddress: record.clinicAddress ?? '',
  };
}

async function checkScript(file: UploadedFile): Promise<CheckedScript> {
  const checked = await checkUploadedFile(file);
  if (!checked) throw new HttpError(415, ORDER_ERROR_CODES.unsupportedFileType, ORDER_MESSAGES.scriptType);
  return checked;
}

/** An Upload E-Script item sent with a file: with its token only, its scriptFileName is ''. */
const carriesFile = (item: CartItemPayload) => item.scriptMethod === 'upload' && item.scriptFileName !== '';

/** The item as the catalogue has it: the labels and description the browser sent are never used. */
function catalogueEntry(catalogue: MedicationDatabase, item: CartItemPayload): CataloguedItem {
  const entry = findInCatalogue(catalogue, item);
  if (!entry) throw new HttpError(400, ORDER_ERROR_CODES.notInCatalogue, ORDER_MESSAGES.notInCatalogue);
  return entry;
}

/**
 * A Schedule 8 item's prescription details, checked against the schedule the server's
 * own catalogue gives (never the browser's): refused with the specific reason when
 * one is missing or it rests on an uploaded image alone (decision 042).
 */
function s8PrescriptionOf(item: CartItemPayload, entry: CataloguedItem): S8Prescription | undefined {
  const problem = s8ItemProblem({
    schedule: entry.schedule,
    scriptMethod: item.scriptMethod,
    escriptToken: item.scriptMethod === 'upload' ? (item.escriptToken ?? '') : '',
    authorityNumber: item.s8AuthorityNumber ?? '',
    repeatIntervalDays: item.s8RepeatIntervalDays ?? null,
  });
  if (problem) throw new HttpError(400, problem.code, problem.message);
  if (!needsS8Prescription(entry.schedule)) return undefined;
  // s8ItemProblem has checked both are there and of the right form.
  return { authorityNumber: parseNswAuthorityNumber(item.s8AuthorityNumber ?? '') ?? '', repeatIntervalDays: item.s8RepeatIntervalDays ?? 0 };
}

/** Each token supplies once, so two items of one order cannot carry the same one (decision 043). */
function refuseRepeatedTokens(tokens: readonly (EscriptToken | null)[]): void {
  const keys = tokens.flatMap((token) => (token ? [escriptTokenKey(token)] : []));
  if (new Set(keys).size !== keys.length) {
    throw new HttpError(400, ESCRIPT_CLAIM_ERROR_CODES.repeatedInOrder, ESCRIPT_CLAIM_MESSAGES.repeatedInOrder);
  }
}

/**
 * POST /submit-practitioner-request (approved practitioners and admins). Checks run
 * in the order a practitioner fixes things: the Idempotency-Key, the form, the
 * catalogue (with each Schedule 8 item's prescription), tokens repeated within the
 * order, the patients (each the caller's own), then the scripts; a token already on
 * another order is refused as the order is stored (order-store.ts). The catalogue and scripts are checked, and the order
 * made, only by the first request with the caller's key (submit-once.ts).
 */
export function submitOrderRequest(deps: OrderDeps, serviceDeps: OrderSubmissionDeps): RequestHandler {
  return async (req, res) => {
    const caller = callerOf(res);
    const key = submissionKeyOf(req);
    const form = await readOrderForm(req);
    const { cart, notes, scripts } = form;

    const makeOrder = async () => {
      const catalogue = await currentCatalogue(deps.readStoredCatalogue);
      const inCatalogue = cart.map((item) => {
        const entry = catalogueEntry(catalogue, item);
        return { item, entry, s8Prescription: s8PrescriptionOf(item, entry) };
      });
      // CartSchema has checked the tokens' form already; a mailed item carries none.
      const tokens = cart.map((item) => (item.scriptMethod === 'upload' ? parseEscriptToken(item.escriptToken ?? '') : null));
      refuseRepeatedTokens(tokens);
      const patients = await patientSnapshotsFor(deps.patients, caller.uid, cart.map((item) => item.patientId));

      // One scriptFile part per upload item that names a file, in cart order: any other count cannot be matched up.
      if (scripts.length !== cart.filter(carriesFile).length) {
        throw new HttpError(400, ORDER_ERROR_CODES.scriptMissing, ORDER_MESSAGES.scriptMissing);
      }
      const checked = (await Promise.all(scripts.map(checkScript))).values();
      const items = inCatalogue.map(
        ({ item, entry, s8Prescription }, index): CheckedOrderItem => ({
          ...entry,
          ...(s8Prescription ? { s8Prescription } : {}),
          patient: patients[index],
          notes: item.notes,
          directions: item.directions,
          ...(item.daysSupply !== undefined ? { daysSupply: item.daysSupply } : {}),
          quantity: item.quantity,
          scriptMethod: item.scriptMethod,
          script: carriesFile(item) ? (checked.next().value ?? null) : null,
          escriptToken: tokens[index] ?? null,
        }),
      );
      return submitOrder({ practitionerId: caller.uid, practitioner: practitionerOf(caller), items, notes }, serviceDeps);
    };

    const { requestId, replayed } = await submitOnce(
      { uid: caller.uid, key, fingerprint: submissionFingerprint(form) },
      makeOrder,
      { store: deps.submissionKeys, now: serviceDeps.now },
    );
    if (replayed) res.set(ORDER_REPLAYED_HEADER, 'true');
    const body: SubmitOrderResponse = { success: true, requestId };
    res.status(201).json(body);
  };
}
