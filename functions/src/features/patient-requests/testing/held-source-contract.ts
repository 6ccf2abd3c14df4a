/**
 * What every PatientHeldSource must do, run against the in-memory source (unit tests)
 * and the Firestore one (tests/api/store-contracts.test.ts, on the emulators). A source
 * is read-only: each implementation is handed the same records to hold first. Each
 * test uses IDs of its own.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { patientKey, type Prescriber } from '@pharmacy/shared';
import type { HeldAuditRecord, HeldMessageRecord, HeldOrderRecord, PatientHeldSource } from '../held-source.ts';
import { heldDetails as details, heldOrderRecord as order } from './held-fixtures.ts';

/** What a source is seeded with. */
export interface HeldSeed {
  orders: HeldOrderRecord[];
  messages: Record<string, HeldMessageRecord[]>;
  prescribers: Prescriber[];
  entries: (HeldAuditRecord & { patientIds: string[] })[];
}

/** Whose orders and users the contract makes, so the emulator run can remove them afterwards. */
export const CONTRACT_PRACTITIONER_PREFIX = 'held-contract-';

/** Firestore keeps milliseconds; so does this. */
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes));

function message(requestId: string, kind: 'question' | 'answer', createdAt: Date, text: string): HeldMessageRecord {
  return {
    requestId,
    kind,
    text,
    author: kind === 'question' ? { uid: 'admin', role: 'admin', name: 'Pharmacy' } : { uid: 'olivia', role: 'practitioner', name: 'Olivia Bennett' },
    attachment: kind === 'answer' ? { storagePath: `order-messages/${requestId}/a.png`, fileName: 'a.png', contentType: 'image/png', size: 10 } : null,
    createdAt,
  };
}

export function describeHeldSourceContract(name: string, seeded: (seed: HeldSeed) => Promise<PatientHeldSource>): void {
  describe(`the patient held source contract: ${name}`, () => {
    it('finds the orders naming a patient by ID and by family name and date of birth, oldest first, and none of others', async () => {
      const id = randomUUID().slice(0, 8);
      const [jane, olu] = [`jane-${id}`, `olu-${id}`];
      const prescriberId = `${CONTRACT_PRACTITIONER_PREFIX}${id}`;
      const family = `Citizen${id.replace(/\d/g, 'x')}`;
      const source = await seeded({
        orders: [
          order(`HC-B-${id}`, prescriberId, at(20), [{ patientId: jane, patient: details('Jane', family) }]),
          order(`HC-A-${id}`, prescriberId, at(10), [
            { patientId: olu, patient: details('Olu', 'Okafor') },
            { patientId: jane, patient: details('Jane', family.toUpperCase()) },
          ]),
          order(`HC-C-${id}`, prescriberId, at(30), [{ patientId: olu, patient: details('Olu', 'Okafor') }]),
        ],
        messages: {},
        prescribers: [],
        entries: [],
      });
      expect((await source.ordersNaming(jane)).map((each) => each.requestId)).toEqual([`HC-A-${id}`, `HC-B-${id}`]);
      expect((await source.ordersNaming(`nobody-${id}`))).toEqual([]);
      const byKey = await source.ordersByKey(patientKey(family, '1980-03-15'), 10);
      expect(byKey.map((each) => each.requestId)).toEqual([`HC-A-${id}`, `HC-B-${id}`]);
      expect(byKey[0]?.items[1]?.patient?.patientId).toBe(jane);
      expect(await source.ordersByKey(patientKey(family, '1980-03-15'), 1)).toHaveLength(1);
    });

    it('reads an order\u2019s questions oldest first, and the prescribers that still have a record', async () => {
      const id = randomUUID().slice(0, 8);
      const requestId = `HC-M-${id}`;
      const prescriberId = `${CONTRACT_PRACTITIONER_PREFIX}${id}`;
      const prescriber = { prescriberId, name: 'Olivia Bennett', clinicName: 'Glebe Point', email: `olivia-${id}@contract.test` };
      const source = await seeded({
        orders: [order(requestId, prescriberId, at(0), [{ patientId: `jane-${id}`, patient: details('Jane', 'Citizen') }])],
        messages: { [requestId]: [message(requestId, 'answer', at(5), 'Yes.'), message(requestId, 'question', at(1), 'Allergic?')] },
        prescribers: [prescriber],
        entries: [],
      });
      const thread = await source.messagesOf(requestId);
      expect(thread.map((each) => [each.kind, each.text, each.createdAt])).toEqual([
        ['question', 'Allergic?', at(1)],
        ['answer', 'Yes.', at(5)],
      ]);
      expect(thread[1]?.attachment).toMatchObject({ fileName: 'a.png', size: 10 });
      expect(await source.messagesOf(`HC-none-${id}`)).toEqual([]);
      expect(await source.prescribers([prescriberId, `${CONTRACT_PRACTITIONER_PREFIX}gone-${id}`])).toEqual(new Map([[prescriberId, prescriber]]));
    });

    it('reads every audit entry naming the patient, newest first', async () => {
      const id = randomUUID().slice(0, 8);
      const [jane, olu] = [`jane-${id}`, `olu-${id}`];
      const entry = (minutes: number, action: string, patientIds: string[]) => ({ at: at(minutes), action, actorEmail: 'admin@contract.test', target: `target-${id}`, patientIds });
      const source = await seeded({
        orders: [],
        messages: {},
        prescribers: [],
        entries: [entry(1, 'patient.search', [jane, olu]), entry(3, 'access.patient', [jane]), entry(2, 'access.patient', [olu])],
      });
      expect(await source.accessEntries(jane)).toEqual([
        { at: at(3), action: 'access.patient', actorEmail: 'admin@contract.test', target: `target-${id}` },
        { at: at(1), action: 'patient.search', actorEmail: 'admin@contract.test', target: `target-${id}` },
      ]);
      expect(await source.accessEntries(`nobody-${id}`)).toEqual([]);
    });
  });
}
