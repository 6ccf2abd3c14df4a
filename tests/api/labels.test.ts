/**
 * Dispensing labels (issue 33 part 1, decision 058) through the Hosting emulator: an admin
 * gets a checked item's label as a PDF whose text is read back, a person's and an animal's;
 * an unchecked item and a field too long are refused with the reason; prescribers, their
 * staff and visitors are refused; the first print and every reprint are in the audit log.
 * The catalogue is the demo one, whose formulas name cautionary advisory labels.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ApiErrorBodySchema,
  AUDIT_ACTIONS,
  COLLECTIONS,
  LABEL_COLLECTIONS,
  LABEL_ERROR_CODES,
  LABEL_MESSAGES,
  SITE,
  labelPath,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { DEMO_MEDICATION_DATABASE } from '../../scripts/stack/demo/demo-catalogue.ts';
import { pdfText } from '../../functions/src/platform/pdf/testing/pdf-text.ts';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { checkedCompounding } from '../support/compounding.ts';
import { deleteTestOrders, orderDoc, orderForm, postOrder, uniqueTokenCode, type Choice, type OrderLine } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { rememberCatalogue } from '../support/sheets.ts';
import { SITE_URL } from '../support/stack.ts';
import { createAdmin, createPrescriber, createStaffMember, deleteTestUsers, type TestUser } from '../support/users.ts';

const SETUP_TIMEOUT = 60_000;

const HYDROCORTISONE: Choice = { condition: 'dermatitis', formula: 'hydrocortisone-cream', strength: '1%', amount: '30g' };
const GABAPENTIN_VET: Choice = { condition: 'veterinary', formula: 'gabapentin-oral-suspension-veterinary', strength: '50mg/mL', amount: '30mL' };
const LONG_DIRECTIONS = 'Apply a thin layer to the affected area of skin twice daily, morning and night, after washing and gently drying the area. '.repeat(3).trim();

let admin: TestUser;
let prescriber: TestUser;
let staff: TestUser;
let vet: TestUser;
let restoreCatalogue: () => Promise<void>;
const orders: string[] = [];

async function order(owner: TestUser, lines: Omit<OrderLine, 'escriptToken'>[]): Promise<string> {
  const response = await postOrder(orderForm(lines.map((line) => ({ ...line, escriptToken: uniqueTokenCode() }))), owner.idToken);
  expect(response.status, response.text).toBe(201);
  const { requestId } = response.json as SubmitOrderResponse;
  orders.push(requestId);
  return requestId;
}

const label = (requestId: string, itemIndex: number, idToken?: string) => request(labelPath(requestId, itemIndex), idToken === undefined ? {} : { idToken });
const pdfOf = async (requestId: string, itemIndex: number) => {
  const response = await fetch(`${SITE_URL}${labelPath(requestId, itemIndex)}`, { headers: { Authorization: `Bearer ${admin.idToken}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return pdfText(new Uint8Array(await response.arrayBuffer()));
};

let personOrder: string;
let dogOrder: string;

beforeAll(async () => {
  restoreCatalogue = await rememberCatalogue();
  await adminDb().collection(COLLECTIONS.medicationDatabase).doc('current').set({ ...DEMO_MEDICATION_DATABASE, source: 'test' });
  [admin, prescriber, vet] = await Promise.all([createAdmin(), createPrescriber(), createPrescriber({ kind: 'veterinarian' })]);
  staff = await createStaffMember(prescriber);
  const [jane, dog] = await Promise.all([
    createTestPatient(prescriber.uid),
    createTestPatient(vet.uid, { kind: 'animal', dateOfBirth: '', animalName: 'Biscuit', species: 'Dog', weightKg: '32.5', givenName: 'Rachel', familyName: 'Doyle', phone: '+61412345678' }),
  ]);
  personOrder = await order(prescriber, [
    { choice: HYDROCORTISONE, patientId: jane.patientId, quantity: 2, directions: 'Apply a thin layer to the rash twice daily' },
    { choice: HYDROCORTISONE, patientId: jane.patientId, directions: LONG_DIRECTIONS },
    { choice: HYDROCORTISONE, patientId: jane.patientId },
  ]);
  await checkedCompounding(personOrder);
  // The third item is not checked yet.
  const compounding = (await orderDoc(personOrder).get()).get('compounding') as unknown[];
  await orderDoc(personOrder).update({ compounding: [compounding[0], compounding[1], null] });
  dogOrder = await order(vet, [{ choice: GABAPENTIN_VET, patientId: dog.patientId, directions: 'Give 1 mL by mouth twice daily' }]);
  await checkedCompounding(dogOrder);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await restoreCatalogue();
  await Promise.all(orders.map((id) => adminDb().collection(LABEL_COLLECTIONS.labelPrints).doc(id).delete()));
  await deleteAuditEntries();
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
}, SETUP_TIMEOUT);

describe('a checked item\u2019s dispensing label', () => {
  test('an admin gets the label as a PDF carrying the patient, the medicine, the directions and the warnings', async () => {
    const text = await pdfOf(personOrder, 0);
    expect(text).toMatch(/^Jane Citizen\nHydrocortisone Cream 1%\nQty: 2 x 30g\nApply a thin layer to the rash twice daily\nCAL 21: For external use only\.\nStore below 25\u00b0C\.\n/);
    expect(text).toMatch(/Discard after \d{2}\/\d{2}\/\d{4} {2}Batch: TEST-BATCH\nKEEP OUT OF REACH OF CHILDREN\n/);
    expect(text).toContain(`Ref: ${personOrder}/1`);
    expect(text).toContain(`${SITE.productName}, Suite 2, 45 Darling Street, Balmain NSW 2041  Ph ${SITE.phone}`);
    expect(text).not.toContain('FOR ANIMAL TREATMENT ONLY');
  });

  test('an animal\u2019s label names it, its species and its owner, for animal treatment only', async () => {
    const text = await pdfOf(dogOrder, 0);
    expect(text).toMatch(/^Biscuit \(Dog\)\nOwner: Rachel Doyle\nGabapentin Oral Suspension \(Veterinary\) 50mg\/mL\nQty: 1 x 30mL\nGive 1 mL by mouth twice daily\nCAL 1: /);
    expect(text).toContain('FOR ANIMAL TREATMENT ONLY');
  });

  test('the first print and every reprint are in the audit log, naming the admin, the order and the item', async () => {
    await pdfOf(dogOrder, 0);
    const entries = (await auditEntriesAbout(dogOrder)).filter((entry) => entry.action.startsWith('order.label'));
    expect(entries.map((entry) => [entry.action, entry.actorUid, entry.details.item, entry.details.print])).toEqual([
      [AUDIT_ACTIONS.orderLabelPrint, admin.uid, 1, 1],
      [AUDIT_ACTIONS.orderLabelReprint, admin.uid, 1, 2],
    ]);
    expect(entries[0]?.details.patients).toBe('Biscuit (owner Rachel Doyle)');
  });

  test('an unchecked item and directions too long to fit are refused with the reason, and nothing is audited', async () => {
    const before = (await auditEntriesAbout(personOrder)).filter((entry) => entry.action.startsWith('order.label')).length;
    const unchecked = await label(personOrder, 2, admin.idToken);
    expect(unchecked.status, unchecked.text).toBe(409);
    expect(ApiErrorBodySchema.parse(unchecked.json)).toMatchObject({ code: LABEL_ERROR_CODES.notChecked, error: LABEL_MESSAGES.notChecked });
    const tooLong = await label(personOrder, 1, admin.idToken);
    expect(tooLong.status, tooLong.text).toBe(422);
    expect(ApiErrorBodySchema.parse(tooLong.json)).toMatchObject({ code: LABEL_ERROR_CODES.tooLong, error: expect.stringMatching(/^The label was not printed: the directions would take \d+ lines/) });
    expect((await label(personOrder, 9, admin.idToken)).status).toBe(404);
    expect((await auditEntriesAbout(personOrder)).filter((entry) => entry.action.startsWith('order.label'))).toHaveLength(before);
  });

  test('the prescriber, their staff and a visitor are refused', async () => {
    expect((await label(personOrder, 0, prescriber.idToken)).status).toBe(403);
    expect((await label(personOrder, 0, staff.idToken)).status).toBe(403);
    expect((await label(personOrder, 0)).status).toBe(401);
  });
});
