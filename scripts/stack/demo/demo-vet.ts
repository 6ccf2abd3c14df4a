/**
 * The demo pharmacy's veterinarian (decision 048): registered with the NSW veterinary
 * board, so their patients are animals. Two dogs and a cat, one order waiting for the
 * pharmacy (gabapentin for Biscuit, on an e-script token), and one in progress whose item's
 * record of compounding is checked, so an animal's label can be printed (Pepper's
 * gabapentin; decision 058), as the function would have left them. Signs in like the demo
 * prescriber (README).
 */
import {
  AUDIT_ACTIONS,
  ORDER_COLLECTIONS,
  PATIENT_COLLECTIONS,
  COLLECTIONS,
  orderListFields,
  orderPatientFields,
  orderReadyFields,
  auditPatientsOf,
  patientSearchFields,
  sydneyDateOf,
  userListFields,
  type PatientDetails,
} from '@pharmacy/shared';
import { originalFields } from '../../../functions/src/features/legal-prescriptions/legal-script-record.ts';
import type { OrderRecord } from '../../../functions/src/features/orders/order-record.ts';
import { orderRequestId } from '../../../functions/src/features/orders/order-request-id.ts';
import { DEMO_CHECKER, demoDeliveryOf, itemFor, sentMail, type DemoAuditEntry } from './demo-orders.ts';
import type { DemoPatient, PrescriberLogin } from './demo-people.ts';

export function demoVetLogin(): PrescriberLogin {
  return {
    email: process.env.VET_EMAIL || 'vet@harbourside.test',
    password: process.env.VET_PASSWORD || 'Harbourside-Vet-2026',
  };
}

export const DEMO_VET = {
  firstName: 'Tom',
  lastName: 'Hollis',
  practitionerNumber: 'NSW-12345',
  clinicName: 'Annandale Veterinary Hospital',
  clinicAddress: '90 Johnston Street, Annandale NSW 2038, Australia',
} as const;

const gabapentin = { condition: 'veterinary', formula: 'gabapentin-oral-suspension-veterinary', strength: '50mg/mL', amount: '30mL' };
const methimazole = { condition: 'veterinary', formula: 'methimazole-transdermal-gel-feline', strength: '5mg/0.1mL', amount: '10mL' };

const animal = (name: string, species: string, weightKg: number, givenName: string, familyName: string, phone: string, notes: string | null): PatientDetails => ({
  kind: 'animal',
  animal: { name, species, weightKg },
  givenName,
  familyName,
  dateOfBirth: '',
  phone,
  notes,
  delivery: { method: 'pickup' },
});

/** ACMA's fictional numbers, after the demo prescriber's. */
export const DEMO_VET_PATIENTS: readonly (DemoPatient & { patientId: string })[] = [
  { patientId: 'demo-animal-01', details: animal('Biscuit', 'Dog', 32.5, 'Rachel', 'Doyle', '+61491573100', 'Takes liquids in peanut butter.'), usual: gabapentin },
  { patientId: 'demo-animal-02', details: animal('Pepper', 'Dog', 8.2, 'Rachel', 'Doyle', '+61491573100', null), usual: gabapentin },
  { patientId: 'demo-animal-03', details: animal('Mochi', 'Cat', 4.1, 'Ken', 'Watanabe', '+61491573101', 'Hyperthyroid; scratches when handled.'), usual: methimazole },
];

interface VetDocument {
  collection: typeof COLLECTIONS.users | typeof PATIENT_COLLECTIONS.patients | typeof ORDER_COLLECTIONS.orderRequests;
  path: string;
  data: object;
}

/** The vet's users record, patients and order, with the audit entry of their approval; `ago` counts back from now. */
export function demoVetDocuments(
  { vet, admin }: { vet: { uid: string; email: string }; admin: { uid: string; email: string; name: string } },
  ago: (days: number, minutes?: number) => Date,
): { documents: VetDocument[]; audit: DemoAuditEntry[] } {
  const user = { ...DEMO_VET, email: vet.email, role: 'practitioner', status: 'approved', emailVerified: true };
  const approvedAt = ago(20);
  const documents: VetDocument[] = [
    {
      collection: COLLECTIONS.users,
      path: `${COLLECTIONS.users}/${vet.uid}`,
      data: { ...user, ...userListFields(user), createdAt: ago(21), statusUpdatedAt: approvedAt, statusUpdatedBy: admin.uid },
    },
    ...DEMO_VET_PATIENTS.map(({ patientId, details }, index) => ({
      collection: PATIENT_COLLECTIONS.patients,
      path: `${PATIENT_COLLECTIONS.patients}/${patientId}`,
      data: { prescriberId: vet.uid, ...details, ...patientSearchFields(details), createdAt: ago(10 - index), updatedAt: ago(10 - index) },
    })),
  ];
  const audit: DemoAuditEntry[] = [
    {
      action: AUDIT_ACTIONS.practitionerStatus,
      at: approvedAt,
      actorUid: admin.uid,
      actorEmail: admin.email,
      target: { type: 'user', id: vet.uid, label: `${user.firstName} ${user.lastName} <${user.email}>` },
      details: { from: 'pending', to: 'approved' },
    },
  ];

  // Biscuit's gabapentin, sent this morning on an e-script token: the pharmacy's to start.
  const createdAt = ago(0, 150);
  const { firstName, lastName, email, role, practitionerNumber, clinicName, clinicAddress } = user;
  const practitioner = { firstName, lastName, email, role, practitionerNumber, clinicName, clinicAddress };
  const biscuit = DEMO_VET_PATIENTS[0]!;
  const items = [itemFor(biscuit.usual, biscuit, 'upload', '7VET352VP3QCX7BJD6', createdAt, 1)];
  const statusHistory = [{ status: 'received' as const, at: createdAt, by: null }];
  const mail: OrderRecord['mail'] = { practitioner: sentMail(createdAt), pharmacy: sentMail(createdAt) };
  const base = {
    requestId: orderRequestId(createdAt, 'V001'),
    prescriberId: vet.uid,
    practitioner,
    items,
    totalItems: 1,
    delivery: demoDeliveryOf(items),
    notes: '',
    status: 'received' as const,
    statusHistory,
    createdAt,
    updatedAt: createdAt,
    mail,
    needsMailResend: false,
  };
  const order: OrderRecord = { ...base, ...originalFields(base), ...(orderReadyFields(createdAt, statusHistory) ?? {}) };

  // Pepper's gabapentin, sent yesterday: prepared and checked, its label ready to print (decision 058).
  const pepperAt = ago(1, 240);
  const minutesAfter = (minutes: number) => new Date(pepperAt.getTime() + minutes * 60_000);
  const pepper = DEMO_VET_PATIENTS[1]!;
  const pepperHistory = [
    { status: 'received' as const, at: pepperAt, by: null },
    { status: 'in_progress' as const, at: minutesAfter(30), by: admin.uid },
  ];
  const pepperItems = [itemFor(pepper.usual, pepper, 'upload', '7VET352VP3QCX7BJD7', pepperAt, 1)];
  const pepperBase = {
    ...base,
    requestId: orderRequestId(pepperAt, 'V002'),
    items: pepperItems,
    delivery: demoDeliveryOf(pepperItems),
    status: 'in_progress' as const,
    statusHistory: pepperHistory,
    createdAt: pepperAt,
    updatedAt: minutesAfter(30),
    mail: { practitioner: sentMail(pepperAt), pharmacy: sentMail(pepperAt), statusUpdate: sentMail(minutesAfter(30)) } as OrderRecord['mail'],
  };
  const checkedAt = minutesAfter(90);
  const record = {
    batchNumber: `${sydneyDateOf(pepperAt).slice(2).replaceAll('-', '')}-V21`,
    beyondUseDate: sydneyDateOf(new Date(pepperAt.getTime() + 30 * 24 * 60 * 60_000)),
    preparedBy: { uid: admin.uid, name: admin.name },
    preparedAt: minutesAfter(60),
    checkedBy: { uid: DEMO_CHECKER.uid, name: DEMO_CHECKER.name },
    checkedAt,
  };
  const pepperOrder: OrderRecord = { ...pepperBase, ...originalFields(pepperBase), compounding: [record], lastSupplyAt: checkedAt };
  const about = {
    target: { type: 'order', id: pepperOrder.requestId, label: `${pepperOrder.requestId} ${DEMO_VET.firstName} ${DEMO_VET.lastName}` },
    ...auditPatientsOf(pepperOrder.items),
  };
  audit.push(
    { action: AUDIT_ACTIONS.orderCompoundingRecord, at: record.preparedAt, actorUid: admin.uid, actorEmail: admin.email, ...about, details: { item: 1, batchNumber: record.batchNumber, beyondUseDate: record.beyondUseDate, ...about.details } },
    { action: AUDIT_ACTIONS.orderCompoundingCheck, at: checkedAt, actorUid: DEMO_CHECKER.uid, actorEmail: DEMO_CHECKER.email, ...about, details: { item: 1, batchNumber: record.batchNumber, preparedBy: admin.name, ...about.details } },
  );

  for (const each of [order, pepperOrder]) {
    documents.push({
      collection: ORDER_COLLECTIONS.orderRequests,
      path: `${ORDER_COLLECTIONS.orderRequests}/${each.requestId}`,
      data: { ...each, ...orderListFields(each.requestId, each.practitioner), ...orderPatientFields(each.items) },
    });
  }
  return { documents, audit };
}
