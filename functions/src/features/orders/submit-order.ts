import type { RequestHandler } from 'express';
import {
  ESCRIPT_CLAIM_ERROR_CODES,
  ESCRIPT_CLAIM_MESSAGES,
  ORDER_ERROR_CODES,
  ORDER_MESSAGES,
  ORDER_REPLAYED_HEADER,
  ANIMAL_MESSAGES,
  PATIENT_ERROR_CODES,
  escriptTokenKey,
  estimatedDeliveryOf,
  formulaKindOf,
  priceOfChoice,
  carriesFile,
  checkedLineOf,
  parseEscriptToken,
  s8ItemProblem,
  s8PrescriptionOfWire,
  type EscriptToken,
  type S8Prescription,
  type CartItemPayload,
  type MedicationDatabase,
  type OrderRequest,
  type SubmitOrderResponse,
  type PatientKind,
} from '@pharmacy/shared';
import { checkUploadedFile } from '../../platform/uploads/file-check.ts';
import type { UploadedFile } from '../../platform/uploads/multipart.ts';
import { currentCatalogue, findInCatalogue, type CataloguedItem } from '../catalogue/index.ts';
import { submitOrder, type CheckedOrderItem, type CheckedScript, type OrderSubmissionDeps } from './order-submission.ts';
import { callerOf, type Caller } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { OrderDeps } from './deps.ts';
import { readOrderForm, type OrderForm } from './order-form.ts';
import { submissionKeyOf } from './submission-key.ts';
import { submissionFingerprint, submitOnce } from './submit-once.ts';
import { payerOfOrder } from '../clinic-accounts/index.ts';
import { patientSnapshotsFor, prescriberPatientKind, refusePatientOfOtherKind } from '../patients/index.ts';

/** The practitioner block of the order: the caller's users record, never the form. */
export function practitionerOf(caller: Caller): OrderRequest['practitioner'] {
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

/**
 * The item as the catalogue has it: the labels and description the browser sent are never
 * used. A formula the catalogue lists for animals only is refused for a person (decision
 * 048); one listed for people may be prescribed for an animal (the veterinary cascade).
 */
function catalogueEntry(catalogue: MedicationDatabase, item: CartItemPayload, patientKind: PatientKind): CataloguedItem {
  const entry = findInCatalogue(catalogue, item);
  if (!entry) throw new HttpError(400, ORDER_ERROR_CODES.notInCatalogue, ORDER_MESSAGES.notInCatalogue);
  if (patientKind === 'person' && formulaKindOf(catalogue, item.formula).forWhom === 'animals') {
    throw new HttpError(400, PATIENT_ERROR_CODES.formulaForAnimals, ANIMAL_MESSAGES.animalsOnlyFormula);
  }
  return entry;
}

/**
 * A Schedule 8 item's prescription details, checked against the schedule the server's
 * own catalogue gives (never the browser's): refused with the specific reason when
 * one is missing or it rests on an uploaded image alone (decision 042).
 */
function s8PrescriptionOf(item: CartItemPayload, entry: CataloguedItem, patientKind: PatientKind): S8Prescription | undefined {
  const problem = s8ItemProblem({
    patientKind,
    schedule: entry.schedule,
    scriptMethod: item.scriptMethod,
    escriptToken: item.scriptMethod === 'upload' ? (item.escriptToken ?? '') : '',
    authorityNumber: item.s8AuthorityNumber ?? '',
    repeatIntervalDays: item.repeatIntervalDays ?? null,
  });
  if (problem) throw new HttpError(400, problem.code, problem.message);
  return s8PrescriptionOfWire(item, entry.schedule, patientKind);
}

/** Each token supplies once, so two items of one order cannot carry the same one (decision 043). */
function refuseRepeatedTokens(tokens: readonly (EscriptToken | null)[]): void {
  const keys = tokens.flatMap((token) => (token ? [escriptTokenKey(token)] : []));
  if (new Set(keys).size !== keys.length) {
    throw new HttpError(400, ESCRIPT_CLAIM_ERROR_CODES.repeatedInOrder, ESCRIPT_CLAIM_MESSAGES.repeatedInOrder);
  }
}

/**
 * The order form checked as an order is made from it, in the order a practitioner fixes
 * things: the catalogue (an animals-only formula for a person refused, and each Schedule 8
 * item's prescription), tokens repeated within the order, the patients (each
 * `practitioner.uid`'s own and of the prescriber's kind, decision 048), then the scripts.
 * The prescriber's own submit and a draft prepared by their staff (and its signing) run
 * the same checks (decision 045), so a field added to the items reaches both.
 */
export async function checkOrderForm(
  deps: Pick<OrderDeps, 'readStoredCatalogue' | 'patients'>,
  practitioner: { uid: string; patientKind: PatientKind },
  { cart, scripts }: Pick<OrderForm, 'cart' | 'scripts'>,
): Promise<CheckedOrderItem[]> {
  const { patientKind } = practitioner;
  const catalogue = await currentCatalogue(deps.readStoredCatalogue);
  const inCatalogue = cart.map((item) => {
    const entry = catalogueEntry(catalogue, item, patientKind);
    return { item, entry, s8Prescription: s8PrescriptionOf(item, entry, patientKind) };
  });
  // CartSchema has checked the tokens' form already; a mailed item carries none.
  const tokens = cart.map((item) => (item.scriptMethod === 'upload' ? parseEscriptToken(item.escriptToken ?? '') : null));
  refuseRepeatedTokens(tokens);
  const patients = await patientSnapshotsFor(deps.patients, practitioner.uid, cart.map((item) => item.patientId));
  for (const patient of patients) refusePatientOfOtherKind(patient, patientKind);

  // One scriptFile part per upload item that names a file, in cart order: any other count cannot be matched up.
  if (scripts.length !== cart.filter(carriesFile).length) {
    throw new HttpError(400, ORDER_ERROR_CODES.scriptMissing, ORDER_MESSAGES.scriptMissing);
  }
  const checked = (await Promise.all(scripts.map(checkScript))).values();
  return inCatalogue.map(
    ({ item, entry, s8Prescription }, index): CheckedOrderItem =>
      checkedLineOf(item, {
        entry,
        s8Prescription,
        patient: patients[index],
        script: carriesFile(item) ? (checked.next().value ?? null) : null,
        escriptToken: tokens[index] ?? null,
        // The current catalogue's price (decision 077): whatever price the browser sent is never read.
        price: priceOfChoice(catalogue, item.formula, item.strength, item.amount),
      }),
  );
}

/** The signer of an order: the caller, named as their users record names them. */
export function signerOf(caller: Caller): { uid: string; name: string } {
  const { firstName = '', lastName = '' } = caller.record ?? {};
  return { uid: caller.uid, name: `${firstName} ${lastName}`.trim() || (caller.email ?? caller.uid) };
}

/**
 * POST /submit-practitioner-request (approved practitioners and admins). The
 * Idempotency-Key and the form are read first, then the order is checked
 * (checkOrderForm; a veterinarian's patients are animals, everyone else's people); a
 * token already on another order is refused as the order is stored (order-store.ts). The
 * catalogue and scripts are checked, and the order made, only by the first request with
 * the caller's key (submit-once.ts).
 */
export function submitOrderRequest(deps: OrderDeps, serviceDeps: OrderSubmissionDeps): RequestHandler {
  return async (req, res) => {
    const caller = callerOf(res);
    const key = submissionKeyOf(req);
    const form = await readOrderForm(req);

    const makeOrder = async () => {
      const items = await checkOrderForm(deps, { uid: caller.uid, patientKind: prescriberPatientKind(caller.record) }, form);
      const delivery = estimatedDeliveryOf(items, await deps.billingSettings());
      const payer = await payerOfOrder(deps.clinicAccounts, caller.uid, form.payer);
      return submitOrder(
        { prescriberId: caller.uid, practitioner: practitionerOf(caller), items, delivery, payer, notes: form.notes, signedBy: signerOf(caller) },
        serviceDeps,
      );
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
