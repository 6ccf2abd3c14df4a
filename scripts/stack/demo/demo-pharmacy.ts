/**
 * Every document and file of the demo pharmacy, as the function writes them (the
 * stored schemas of functions/src and shared/ check each one), each marked
 * `demo: true`: the approved prescriber's users record, their patients, their order
 * requests with questions, the public's enquiries, and the admin's audit entries.
 * Pure: seed-demo.ts writes what this returns.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  ADMIN_COLLECTIONS,
  AUDIT_ACTIONS,
  AuditEntrySchema,
  COLLECTIONS,
  ENQUIRY_COLLECTIONS,
  ENQUIRY_SUBJECTS,
  FAVOURITE_COLLECTIONS,
  ORDER_COLLECTIONS,
  ORDER_THREAD_COLLECTION,
  PATIENT_COLLECTIONS,
  UserRecordSchema,
  parseEscriptToken,
  patientSearchFields,
  orderListFields,
  orderPatientFields,
  userListFields,
} from '@pharmacy/shared';
import { EnquiryRecordSchema, attachmentPath } from '../../../functions/src/features/enquiries/enquiry-record.ts';
import { OrderRecordSchema } from '../../../functions/src/features/orders/order-record.ts';
import { OrderMessageRecordSchema } from '../../../functions/src/features/order-questions/order-question-record.ts';
import { PatientRecordSchema } from '../../../functions/src/features/patients/patient-record.ts';
import { FavouriteRecordSchema, ProtocolRecordSchema } from '../../../functions/src/features/favourites/favourite-record.ts';
import { storedDate } from '../../../functions/src/platform/mail/stored-mail-state.ts';
import { DEMO_ENQUIRERS, DEMO_PATIENTS, DEMO_PRESCRIBER, DEMO_REGISTRANTS } from './demo-people.ts';
import { demoVetDocuments } from './demo-vet.ts';
import { demoOrders, type DemoAuditEntry } from './demo-orders.ts';
import { DEMO_FAVOURITES, DEMO_PROTOCOL } from './demo-favourites.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The prescriber registered this long before now: before the overview's 12 weeks begin. */
const REGISTERED_DAYS_AGO = 13 * 7;

/** A 1x1 PNG: the "photo" of a script sent with a demo upload, so its download works. */
export const DEMO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** What marks a record as the demo's, and lets a later start see that the demo is there. */
export const DEMO_MARK = { demo: true } as const;

/** The schema the function reads each demo collection with (the audit log's with its Timestamp). */
export const DEMO_SCHEMAS = {
  [COLLECTIONS.users]: UserRecordSchema,
  [PATIENT_COLLECTIONS.patients]: PatientRecordSchema,
  [ORDER_COLLECTIONS.orderRequests]: OrderRecordSchema,
  [ORDER_THREAD_COLLECTION]: OrderMessageRecordSchema,
  [ENQUIRY_COLLECTIONS.enquiries]: EnquiryRecordSchema,
  [ADMIN_COLLECTIONS.auditLog]: AuditEntrySchema.extend({ at: storedDate }),
  [FAVOURITE_COLLECTIONS.favourites]: FavouriteRecordSchema,
  [FAVOURITE_COLLECTIONS.protocols]: ProtocolRecordSchema,
} as const;
export type DemoCollection = keyof typeof DEMO_SCHEMAS;

export interface DemoDocument {
  collection: DemoCollection;
  /** The document's path, e.g. orderRequests/HC-260101-D001/messages/demo-question-2. */
  path: string;
  data: Record<string, unknown>;
}

export interface DemoFile {
  path: string;
  content: Buffer;
  contentType: string;
}

export interface DemoAccounts {
  admin: { uid: string; email: string; name: string };
  prescriber: { uid: string; email: string };
  /** The Auth accounts of DEMO_REGISTRANTS, in the same order. */
  registrants: readonly { uid: string }[];
  /** The demo veterinarian's account (demo-vet.ts, decision 048); absent: no vet. */
  vet?: { uid: string; email: string };
}

/** Dates as Firestore Timestamps, everywhere in the value, as the Admin SDK stores them. */
function stored(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(stored);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, stored(field)]));
  return value;
}

const document = (collection: DemoCollection, path: string, data: object): DemoDocument => ({
  collection,
  path,
  data: { ...(stored(data) as Record<string, unknown>), ...DEMO_MARK },
});

const auditDocument = (entry: DemoAuditEntry, index: number) => document(ADMIN_COLLECTIONS.auditLog, `${ADMIN_COLLECTIONS.auditLog}/demo-${String(index).padStart(3, '0')}`, entry);

export function demoPharmacy({ admin, prescriber, registrants, vet }: DemoAccounts, now: Date): { documents: DemoDocument[]; files: DemoFile[] } {
  const ago = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY_MS - minutes * MINUTE_MS);
  const actor = { actorUid: admin.uid, actorEmail: admin.email };
  const audit: DemoAuditEntry[] = [];

  const registeredAt = ago(REGISTERED_DAYS_AGO);
  const approvedAt = ago(REGISTERED_DAYS_AGO - 1, 6 * 60);
  const user = { ...DEMO_PRESCRIBER, email: prescriber.email, role: 'practitioner', status: 'approved', emailVerified: true };
  const users = [
    document(COLLECTIONS.users, `${COLLECTIONS.users}/${prescriber.uid}`, {
      ...user,
      ...userListFields(user),
      createdAt: registeredAt,
      statusUpdatedAt: approvedAt,
      statusUpdatedBy: admin.uid,
    }),
  ];
  DEMO_REGISTRANTS.forEach(({ registeredDaysAgo, ...details }, index) => {
    const registrant = { ...details, role: 'practitioner', status: 'pending', emailVerified: true };
    users.push(document(COLLECTIONS.users, `${COLLECTIONS.users}/${registrants[index]!.uid}`, { ...registrant, ...userListFields(registrant), createdAt: ago(registeredDaysAgo, 95) }));
  });
  const practitionerLabel = `${user.firstName} ${user.lastName} <${user.email}>`;
  audit.push({ action: AUDIT_ACTIONS.practitionerStatus, at: approvedAt, ...actor, target: { type: 'user', id: prescriber.uid, label: practitionerLabel }, details: { from: 'pending', to: 'approved' } });

  const patients = DEMO_PATIENTS.map((patient, index) => ({ ...patient, patientId: `demo-patient-${String(index + 1).padStart(2, '0')}` }));
  const { firstName, lastName, email, role, practitionerNumber, clinicName, clinicAddress } = user;
  const practitioner = { firstName, lastName, email, role, practitionerNumber, clinicName, clinicAddress };
  const orders = demoOrders({ now, admin, prescriberId: prescriber.uid, practitioner, patients });

  // Each patient was saved just before their first order (or, without one, soon after the approval).
  const firstOrdered = new Map<string, Date>();
  for (const { order } of orders) {
    for (const item of order.items) if (item.patient && !firstOrdered.has(item.patient.patientId)) firstOrdered.set(item.patient.patientId, order.createdAt);
  }
  const patientDocuments = patients.map(({ patientId, details }, index) => {
    const first = firstOrdered.get(patientId);
    const savedAt = first ? new Date(first.getTime() - 20 * MINUTE_MS) : new Date(approvedAt.getTime() + (index + 1) * DAY_MS);
    return document(PATIENT_COLLECTIONS.patients, `${PATIENT_COLLECTIONS.patients}/${patientId}`, {
      prescriberId: prescriber.uid,
      ...details,
      ...patientSearchFields(details),
      createdAt: savedAt,
      updatedAt: savedAt,
    });
  });

  const orderDocuments = orders.flatMap(({ order, messages, audit: orderAudit }) => {
    audit.push(...orderAudit);
    const path = `${ORDER_COLLECTIONS.orderRequests}/${order.requestId}`;
    return [
      document(ORDER_COLLECTIONS.orderRequests, path, { ...order, ...orderListFields(order.requestId, order.practitioner), ...orderPatientFields(order.items) }),
      ...messages.map(({ messageId, message }) => document(ORDER_THREAD_COLLECTION, `${path}/${ORDER_THREAD_COLLECTION}/${messageId}`, message)),
    ];
  });

  const files: DemoFile[] = [];
  // Oldest first: the two oldest were read, the oldest handled; the two newest wait in the inbox.
  const enquiryAges = [19, 8, 2, 0.2];
  const enquiryDocuments = DEMO_ENQUIRERS.map(({ kind, escriptCode, withFile, ...sender }, index) => {
    const id = `demo-enquiry-${index + 1}`;
    const createdAt = ago(enquiryAges[index] ?? 0);
    const attachment = withFile ? { storagePath: attachmentPath(id, 'script-photo.png'), fileName: 'script-photo.png', size: DEMO_PNG.byteLength, contentType: 'image/png' as const } : null;
    if (attachment) files.push({ path: attachment.storagePath, content: DEMO_PNG, contentType: attachment.contentType });
    const readAt = index < 2 ? new Date(createdAt.getTime() + 40 * MINUTE_MS) : null;
    const handledAt = index === 0 ? new Date(createdAt.getTime() + 90 * MINUTE_MS) : null;
    const target = { type: 'enquiry', id, label: `${sender.firstName} ${sender.lastName} <${sender.email}>` };
    if (readAt) audit.push({ action: AUDIT_ACTIONS.enquiryState, at: readAt, ...actor, target, details: { read: true } });
    if (handledAt) audit.push({ action: AUDIT_ACTIONS.enquiryState, at: handledAt, ...actor, target, details: { handled: true } });
    const sent = { status: 'sent', attempts: 1, error: null, lastAttemptAt: createdAt };
    return document(ENQUIRY_COLLECTIONS.enquiries, `${ENQUIRY_COLLECTIONS.enquiries}/${id}`, {
      kind,
      subject: ENQUIRY_SUBJECTS[kind],
      ...sender,
      attachment,
      escriptToken: escriptCode ? parseEscriptToken(escriptCode) : null,
      createdAt,
      status: 'new',
      mail: { pharmacy: sent, acknowledgement: sent },
      needsMailResend: false,
      readAt,
      handledAt,
      handledBy: handledAt ? admin.uid : null,
    });
  });

  // The veterinarian, their animals and their order (decision 048).
  const vetDocuments = vet ? demoVetDocuments({ vet, admin }, ago) : { documents: [], audit: [] };
  audit.push(...vetDocuments.audit);

  // Favourites and the pharmacy's protocol (decision 054): saved and published a few weeks ago.
  const favouriteDocuments = DEMO_FAVOURITES.map(({ id, name, line }, index) =>
    document(FAVOURITE_COLLECTIONS.favourites, `${FAVOURITE_COLLECTIONS.favourites}/${id}`, { prescriberId: prescriber.uid, name, line, createdAt: ago(40 - index), updatedAt: ago(40 - index) }),
  );
  const publishedAt = ago(30, 120);
  const protocolDocument = document(FAVOURITE_COLLECTIONS.protocols, `${FAVOURITE_COLLECTIONS.protocols}/${DEMO_PROTOCOL.id}`, { name: DEMO_PROTOCOL.name, audience: DEMO_PROTOCOL.audience, lines: DEMO_PROTOCOL.lines, publishedAt });
  audit.push({ action: AUDIT_ACTIONS.protocolPublish, at: publishedAt, ...actor, target: { type: 'protocol', id: DEMO_PROTOCOL.id, label: DEMO_PROTOCOL.name }, details: { lines: DEMO_PROTOCOL.lines.length, audience: DEMO_PROTOCOL.audience } });

  audit.sort((a, b) => a.at.getTime() - b.at.getTime());
  const documents = [
    ...users,
    ...patientDocuments,
    ...orderDocuments,
    ...vetDocuments.documents.map(({ collection, path, data }) => document(collection, path, data)),
    ...enquiryDocuments,
    ...favouriteDocuments,
    protocolDocument,
    ...audit.map(auditDocument),
  ];
  for (const { collection, path, data } of documents) parseDemoRecord(collection, path, data);
  return { documents, files };
}

/** Throws, naming the document and its fields, when a demo record does not match what the function reads. */
export function parseDemoRecord(collection: DemoCollection, path: string, data: unknown): void {
  const result = (DEMO_SCHEMAS[collection] as z.ZodType).safeParse(data);
  if (!result.success) throw new Error(`Demo record ${path} does not match its schema: ${z.prettifyError(result.error)}`);
}
