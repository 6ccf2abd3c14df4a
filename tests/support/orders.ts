/**
 * Arranging and inspecting order requests through the running stack: carts built from
 * the catalogue the API serves (other suites may sync a different one), the multipart
 * form as the dashboard sends it (spec section 7), what the function left in
 * Firestore and Storage, and removing it all again.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  MAIL_SUBMISSION_LABEL,
  ORDER_API_PATHS,
  ORDER_COLLECTIONS,
  ORDER_FORM_FIELDS,
  ORDER_IDEMPOTENCY_HEADER,
  ORDER_SCRIPTS_FOLDER,
  catalogueFor,
  needsS8Prescription,
  type CartItemPayload,
  type MedicationDatabase,
  type MedicationDatabaseResponse,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { wireLine } from '@pharmacy/shared/testing';
import { adminDb, userDoc } from './admin.ts';
import { request, type SiteResponse } from './api.ts';
import { deleteStoredFile, storedFileNames } from './enquiries.ts';
import type { FileFixture } from './file-fixtures.ts';
import { createPrescriber, type TestUser } from './users.ts';

/** A catalogue choice: condition, formula and (when the formula has them) strength and amount. */
export type Choice = Pick<CartItemPayload, 'condition' | 'formula' | 'strength' | 'amount'>;

export async function fetchCatalogue(idToken: string): Promise<MedicationDatabase> {
  const response = await request(ORDER_API_PATHS.medicationDatabase, { idToken });
  if (response.status !== 200) throw new Error(`GET medication-database answered ${response.status}`);
  return (response.json as MedicationDatabaseResponse).data;
}

/**
 * Every choice the catalogue offers a prescriber of people (no animals-only formula,
 * decision 048) with the first strength and amount of each formula, except Schedule 8
 * formulas, whose items need an authority and interval besides
 * (tests/api/controlled-items.test.ts orders those).
 */
export function choicesIn(served: MedicationDatabase): Choice[] {
  const catalogue = catalogueFor(served, 'person');
  const ordinary = ({ value }: { value: string }) => !needsS8Prescription(catalogue.kindsByFormula[value]?.schedule);
  return catalogue.conditions.flatMap(({ value: condition }) =>
    (catalogue.formulasByCondition[condition] ?? []).filter(ordinary).map(({ value: formula }) => ({
      condition,
      formula,
      strength: catalogue.strengthsByFormula[formula]?.[0] ?? '',
      amount: catalogue.amountsByFormula[formula]?.[0] ?? '',
    })),
  );
}

/** Two different orderable choices, for a cart of two items. */
export async function twoChoices(idToken: string): Promise<[Choice, Choice]> {
  const [first, second] = choicesIn(await fetchCatalogue(idToken));
  if (!first || !second) throw new Error('The served catalogue offers fewer than two formulas');
  return [first, second];
}

export interface OrderLine {
  choice: Choice;
  /** patients/{id}: the patient the item is for (tests/support/patients.ts). */
  patientId: string;
  /** With a script or an e-script token (or both): an Upload E-Script item; without either: Send Via Mail. */
  script?: FileFixture;
  /** The e-script's link or token code (decision 026). */
  escriptToken?: string;
  quantity?: number;
  notes?: string;
  /** What the label will say (decision 052); DEFAULT_DIRECTIONS unless given. */
  directions?: string;
  daysSupply?: number;
  /** The repeats the prescription authorises, and its minimum interval in days (decision 052). */
  repeats?: number;
  repeatIntervalDays?: number;
  /** What the browser claims; the server reads labels and descriptions from the catalogue. */
  labels?: Partial<Pick<CartItemPayload, 'conditionLabel' | 'formulaLabel' | 'description'>>;
}

/** The directions every test item carries unless it gives its own. */
export const DEFAULT_DIRECTIONS = 'Apply a thin layer to the affected area twice daily';

/** The line on the wire (the order factory's wireLine), for this choice and patient. */
export function cartItem(line: OrderLine): CartItemPayload {
  return wireLine({
    ...line.choice,
    conditionLabel: line.labels?.conditionLabel ?? line.choice.condition,
    formulaLabel: line.labels?.formulaLabel ?? line.choice.formula,
    description: line.labels?.description ?? '',
    notes: line.notes ?? '',
    directions: line.directions ?? DEFAULT_DIRECTIONS,
    ...(line.daysSupply !== undefined ? { daysSupply: line.daysSupply } : {}),
    ...(line.repeats !== undefined ? { repeats: line.repeats } : {}),
    ...(line.repeatIntervalDays !== undefined ? { repeatIntervalDays: line.repeatIntervalDays } : {}),
    scriptFileName: line.script?.fileName ?? (line.escriptToken ? '' : MAIL_SUBMISSION_LABEL),
    scriptMethod: line.script || line.escriptToken ? 'upload' : 'mail',
    ...(line.escriptToken ? { escriptToken: line.escriptToken } : {}),
    quantity: line.quantity ?? 1,
    patientId: line.patientId,
  });
}

export interface OrderFormOptions {
  notes?: string;
  /** Replaces the spec's identity and form-state fields (what an attacker would forge). */
  fields?: Record<string, string>;
  /** Replaces the cart field's JSON. */
  cartJson?: string;
  /** Replaces the scriptFile parts the lines' scripts would give. */
  scripts?: FileFixture[];
}

/** The multipart form of POST /api/submit-practitioner-request, as the dashboard sends it. */
export function orderForm(lines: OrderLine[], options: OrderFormOptions = {}): FormData {
  const cart = lines.map(cartItem);
  const form = new FormData();
  const fields: Record<string, string> = {
    prescriberId: 'sent-by-the-browser',
    practitionerName: 'Test Practitioner',
    practitionerEmail: 'sent-by-the-browser@example.test',
    clinicName: 'Test Clinic',
    clinicAddress: '1 Test Street, Balmain NSW 2041',
    [ORDER_FORM_FIELDS.cart]: options.cartJson ?? JSON.stringify(cart),
    [ORDER_FORM_FIELDS.totalItems]: String(cart.reduce((sum, item) => sum + item.quantity, 0)),
    [ORDER_FORM_FIELDS.notes]: options.notes ?? '',
    selectedCondition: '',
    selectedFormula: '',
    selectedStrength: '',
    selectedAmount: '',
    description: '',
    ...options.fields,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const scripts = options.scripts ?? lines.flatMap((line) => (line.script ? [line.script] : []));
  for (const script of scripts) {
    form.append(
      ORDER_FORM_FIELDS.scriptFile,
      new File([new Uint8Array(script.content)], script.fileName, { type: script.contentType }),
    );
  }
  return form;
}

/**
 * An approved practitioner whose record's e-mail address is at @mail-failure.test,
 * where the emulators' mail transport refuses every message.
 */
export async function practitionerWhoseMailFails(): Promise<TestUser> {
  const user = await createPrescriber();
  const email = user.email.replace(/@.*$/, '@mail-failure.test');
  await userDoc(user.uid).update({ email });
  return { ...user, email };
}

const submitted = new Set<string>();

/**
 * Submits the form with an Idempotency-Key, a new one unless given (null sends none);
 * a stored order is remembered for deleteTestOrders().
 */
export async function postOrder(form: FormData, idToken?: string, idempotencyKey: string | null = randomUUID()): Promise<SiteResponse> {
  const headers: Record<string, string> = idempotencyKey === null ? {} : { [ORDER_IDEMPOTENCY_HEADER]: idempotencyKey };
  const response = await request(ORDER_API_PATHS.submit, { idToken, body: form, headers });
  if (response.status === 201) submitted.add((response.json as SubmitOrderResponse).requestId);
  return response;
}

export const orderDoc = (requestId: string) => adminDb().collection(ORDER_COLLECTIONS.orderRequests).doc(requestId);

export async function storedOrder(requestId: string): Promise<Record<string, unknown> | undefined> {
  return (await orderDoc(requestId).get()).data();
}

/** The order requests stored for a practitioner, as the function keyed them. */
export async function ordersOf(prescriberId: string): Promise<string[]> {
  const snapshot = await adminDb()
    .collection(ORDER_COLLECTIONS.orderRequests)
    .where('prescriberId', '==', prescriberId)
    .get();
  return snapshot.docs.map((doc) => doc.id);
}

export const scriptsFolder = (requestId: string) => `${ORDER_SCRIPTS_FOLDER}/${requestId}/`;

/** Removes every order request this process submitted (or names), with its scripts. */
export async function deleteTestOrders(...requestIds: string[]): Promise<void> {
  const ids = [...submitted, ...requestIds];
  submitted.clear();
  await Promise.all(
    ids.map(async (requestId) => {
      await orderDoc(requestId).delete();
      // Its e-script tokens' claims go with it, as retention removes them (decision 043).
      const claims = await adminDb().collection(ORDER_COLLECTIONS.escriptTokenClaims).where('requestId', '==', requestId).get();
      await Promise.all(claims.docs.map((claim) => claim.ref.delete()));
      for (const name of await storedFileNames(scriptsFolder(requestId))) await deleteStoredFile(name);
    }),
  );
}

/**
 * A well-formed e-script token code no other test uses (the Agency's examples are 18
 * digits and capitals), and a link to one, for items whose legal prescription is in.
 * Each token supplies once (decision 043): tests running at once on one stack must not
 * share one.
 */
export function uniqueTokenCode(): string {
  const characters = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `${randomInt(10)}X${Array.from({ length: 16 }, () => characters[randomInt(characters.length)]).join('')}`;
}
export const uniqueTokenLink = (): string => `https://ad2.erx.com.au/scripts/${uniqueTokenCode()}`;
