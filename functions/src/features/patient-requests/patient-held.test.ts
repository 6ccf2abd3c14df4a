import { describe, expect, it } from 'vitest';
import { comparableFamilyName, type PatientDetails } from '@pharmacy/shared';
import { heldDetails as details, heldOrderRecord, type HeldItemFixture } from './testing/held-fixtures.ts';
import type { PatientRecord } from '../patients/index.ts';
import type { HeldOrderRecord } from './held-source.ts';
import { findPatients, patientHeld, type PatientRecords } from './patient-held.ts';
import { memoryHeldSource } from './testing/memory-held-source.ts';

const DOB = '1980-03-15';
const AT = new Date('2026-11-01T00:00:00Z');
function record(prescriberId: string, patient: PatientDetails): PatientRecord {
  return { ...patient, prescriberId, sortKey: '', createdAt: AT, updatedAt: AT };
}

function memoryRecords(records: Record<string, PatientRecord>): PatientRecords {
  return {
    async bornOn(dateOfBirth) {
      return new Map(Object.entries(records).filter(([, each]) => each.dateOfBirth === dateOfBirth));
    },
    async animalsOwnedBy(ownerKey) {
      return new Map(Object.entries(records).filter(([, each]) => each.animal && comparableFamilyName(each.familyName) === ownerKey));
    },
    async getMany(ids) {
      return new Map(Object.entries(records).filter(([id]) => ids.includes(id)));
    },
    async correctionsOf() {
      return [];
    },
  };
}

const SCRIPT = { storagePath: 'order-scripts/HC-1/0-script.pdf', fileName: 'script.pdf', contentType: 'application/pdf', size: 100 };
const order = (requestId: string, prescriberId: string, items: HeldItemFixture[]): HeldOrderRecord =>
  heldOrderRecord(requestId, prescriberId, AT, items.map((item) => ({ script: SCRIPT, ...item })), prescriberId === 'olivia' ? 'Olivia' : 'Sam');

const prescribers = [
  { prescriberId: 'olivia', name: 'Olivia Bennett', clinicName: 'Glebe', email: 'olivia@example.test' },
  { prescriberId: 'sam', name: 'Sam Okafor', clinicName: 'Marrickville', email: 'sam@example.test' },
];

describe('the finder', () => {
  it('finds every prescriber\u2019s record by family name, case and accents aside, and the same date of birth only', async () => {
    const records = memoryRecords({
      a: record('olivia', details('Zoë', 'Nguyễn')),
      b: record('sam', details('Zoe', 'NGUYEN')),
      c: record('olivia', details('Zoe', 'Nguyen', '1980-03-16')),
      d: record('olivia', details('Zoe', 'Citizen')),
    });
    const found = await findPatients(records, memoryHeldSource({ prescribers }), 'nguyen', DOB);
    expect(found.map((patient) => [patient.patientId, patient.prescriber.name, patient.onRecord])).toEqual([
      ['a', 'Olivia Bennett', true],
      ['b', 'Sam Okafor', true],
    ]);
  });

  it('finds a patient whose record is gone through the orders naming them as sent, and one renamed since', async () => {
    const records = memoryRecords({ renamed: record('olivia', details('Jane', 'Kelly-Brown')) });
    const source = memoryHeldSource({
      prescribers,
      orders: [
        order('HC-1', 'sam', [{ patientId: 'gone', patient: details('Jane', 'Kelly') }]),
        order('HC-2', 'olivia', [
          { patientId: 'renamed', patient: details('Jane', 'Kelly') },
          { patientId: 'other', patient: details('Olu', 'Okafor') },
        ]),
      ],
    });
    const found = await findPatients(records, source, 'Kelly', DOB);
    expect(found).toEqual([
      expect.objectContaining({ patientId: 'gone', familyName: 'Kelly', onRecord: false, prescriber: expect.objectContaining({ prescriberId: 'sam', name: 'Sam Bennett' }) }),
      expect.objectContaining({ patientId: 'renamed', familyName: 'Kelly-Brown', onRecord: true, prescriber: prescribers[0] }),
    ]);
  });
});

describe('everything held', () => {
  it('holds only the patient\u2019s own items of an order they share, files listed without their place in Storage, and the entries naming them', async () => {
    const records = memoryRecords({ jane: record('olivia', details('Jane', 'Citizen')) });
    const source = memoryHeldSource({
      prescribers,
      orders: [order('HC-1', 'olivia', [
        { patientId: 'other', patient: details('Olu', 'Okafor'), notes: 'Not for Jane' },
        { patientId: 'jane', patient: details('Jane', 'Citizen') },
      ])],
      entries: [
        { at: new Date('2026-11-02T00:00:00Z'), action: 'access.patient', actorEmail: 'admin@example.test', target: 'Jane Citizen', patientIds: ['jane'] },
        { at: new Date('2026-11-03T00:00:00Z'), action: 'access.patient', actorEmail: 'admin@example.test', target: 'Olu Okafor', patientIds: ['other'] },
      ],
    });
    const held = await patientHeld(records, source, 'jane', new Date('2026-11-27T00:00:00Z'));
    expect(held?.orders[0]?.items.map((item) => item.itemIndex)).toEqual([1]);
    expect(held?.orders[0]?.items[0]?.script).toEqual({ fileName: 'script.pdf', contentType: 'application/pdf', size: 100 });
    expect(JSON.stringify(held)).not.toMatch(/Okafor|Not for Jane|storagePath/);
    expect(held?.accessEntries).toEqual([{ at: '2026-11-02T00:00:00.000Z', action: 'access.patient', actorEmail: 'admin@example.test', target: 'Jane Citizen' }]);
    expect(held?.record?.prescriber).toEqual(prescribers[0]);
  });

  it('leaves out the questions of an order naming another patient too, saying so, and keeps those of the patient\u2019s own order (decision 065)', async () => {
    const question = (requestId: string, text: string) => ({
      requestId,
      kind: 'question' as const,
      text,
      author: { uid: 'admin-1', role: 'admin' as const, name: 'Pharmacy' },
      attachment: null,
      createdAt: AT,
    });
    const source = memoryHeldSource({
      prescribers,
      orders: [
        order('HC-1', 'olivia', [
          { patientId: 'other', patient: details('Olu', 'Okafor') },
          { patientId: 'jane', patient: details('Jane', 'Citizen') },
        ]),
        order('HC-2', 'olivia', [{ patientId: 'jane', patient: details('Jane', 'Citizen') }]),
      ],
      messages: { 'HC-1': [question('HC-1', 'Which base for the other cream?')], 'HC-2': [question('HC-2', 'Is Jane allergic to lanolin?')] },
    });
    const held = await patientHeld(memoryRecords({ jane: record('olivia', details('Jane', 'Citizen')) }), source, 'jane', AT);
    const [shared, own] = held?.orders ?? [];
    expect(shared).toMatchObject({ requestId: 'HC-1', questions: [], questionsLeftOut: true });
    expect(own?.questions.map((message) => message.text)).toEqual(['Is Jane allergic to lanolin?']);
    expect(own).not.toHaveProperty('questionsLeftOut');
    expect(JSON.stringify(held)).not.toContain('other cream');
  });

  it('is nothing for a patient no record and no order names, and orders alone when the record is gone', async () => {
    const source = memoryHeldSource({ orders: [order('HC-1', 'sam', [{ patientId: 'gone', patient: details('Jane', 'Kelly') }])] });
    expect(await patientHeld(memoryRecords({}), source, 'nobody', AT)).toBeNull();
    const held = await patientHeld(memoryRecords({}), source, 'gone', AT);
    expect(held?.record).toBeNull();
    expect(held?.orders.map((each) => each.requestId)).toEqual(['HC-1']);
  });
});
