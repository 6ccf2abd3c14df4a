/**
 * Test helper: OrderDeps in memory, behaving like the Firebase implementations
 * (documents and files keyed by path, nothing overwritten, the audit log appended).
 */
import { vi } from 'vitest';
import { BUILT_IN_MEDICATION_DATABASE, DEFAULT_BILLING_SETTINGS, patientSearchFields } from '@pharmacy/shared';
import { MailDeliveryError } from '../../../platform/mail/mail-errors.ts';
import type { MailMessage } from '../../../platform/mail/mail-message.ts';
import { emptyOrderStoreContents, memoryOrderStore, type OrderStoreContents } from './memory-order-store.ts';
import { memorySubmissionKeyStore } from './memory-submission-key-store.ts';
import type { SubmissionKeyRecord } from '../submission-key-record.ts';
import type { OrderDeps } from '../deps.ts';
import type { PatientRecord } from '../../patients/index.ts';

export interface FakeOrderWorld extends OrderStoreContents {
  /** What medicationDatabase/current holds; null when nothing is stored. */
  catalogue: unknown;
  sent: MailMessage[];
  /** Mail to these addresses fails like a SendGrid refusal. */
  failingRecipients: Set<string>;
  submissionKeys: Map<string, SubmissionKeyRecord>;
  /** patients/{id}; every practitioner starts with FAKE_PATIENT_ID (see FAKE_PATIENT). */
  patients: Map<string, PatientRecord>;
}

export const FAKE_PATIENT_ID = 'patient-1';

/** Alice's patient: the one the router tests' cart items name. */
export function fakePatient(prescriberId = 'alice'): PatientRecord {
  const at = new Date('2026-03-01T00:00:00Z');
  return {
    prescriberId,
    givenName: 'Jane',
    familyName: 'Citizen',
    dateOfBirth: '1980-03-15',
    phone: '+61412345678',
    notes: 'Allergic to lanolin',
    delivery: { method: 'pickup' },
    ...patientSearchFields({ givenName: 'Jane', familyName: 'Citizen', dateOfBirth: '1980-03-15' }),
    createdAt: at,
    updatedAt: at,
  };
}

export const FAKE_ORDER_SETTINGS = { pharmacyEmail: 'orders@pharmacy.test', appOrigin: 'https://pharmacy.test' };

export function createFakeOrderDeps(): { deps: OrderDeps; world: FakeOrderWorld } {
  const world: FakeOrderWorld = {
    ...emptyOrderStoreContents(),
    catalogue: BUILT_IN_MEDICATION_DATABASE,
    sent: [],
    failingRecipients: new Set(),
    submissionKeys: new Map(),
    patients: new Map([[FAKE_PATIENT_ID, fakePatient()]]),
  };
  const deps: OrderDeps = {
    settings: () => FAKE_ORDER_SETTINGS,
    readStoredCatalogue: async () => world.catalogue,
    billingSettings: async () => DEFAULT_BILLING_SETTINGS,
    store: memoryOrderStore(world),
    submissionKeys: memorySubmissionKeyStore(world.submissionKeys),
    patients: {
      getMany: async (ids) => new Map(ids.flatMap((id) => (world.patients.has(id) ? [[id, world.patients.get(id)!] as const] : []))),
    },
    // No prescriber has a clinic account here: the API tests cover the payer check on Firestore (decision 081).
    clinicAccounts: { openOf: async () => null },
    sendMail: vi.fn(async (message: MailMessage) => {
      if ([message.to].flat().some((to) => world.failingRecipients.has(to))) {
        throw new MailDeliveryError('fake', 503, ['Service Unavailable']);
      }
      world.sent.push(message);
    }),
    recordAudit: vi.fn(async (record) => {
      world.audit.push(record);
    }),
    recordAccess: vi.fn(async (record) => {
      world.audit.push(record);
    }),
  };
  return { deps, world };
}
