/**
 * Arranging and inspecting POST /api/enquiry: the forms as a browser sends them,
 * the rate-limit counters (reset before each test so no test is throttled by
 * another), and what the function left in Firestore, Storage and the outbox.
 */
import { readFileSync } from 'node:fs';
import type { DocumentData } from 'firebase-admin/firestore';
import {
  ENQUIRY_COLLECTIONS,
  ENQUIRY_FILE_FIELD,
  ENQUIRY_SUBJECTS,
  type EnquiryKind,
  type EnquiryResponse,
  type OutboxMessage,
} from '@pharmacy/shared';
import { adminDb } from './admin.ts';
import { request } from './api.ts';
import type { FileFixture } from './file-fixtures.ts';
import { outboxMessages } from './outbox.ts';
import { STACK_PROJECT_ID } from './stack.ts';

const STORAGE_EMULATOR_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST || '127.0.0.1:9199';
/** The default bucket the Functions emulator gives the Admin SDK. */
export const DEFAULT_BUCKET = `${STACK_PROJECT_ID}.appspot.com`;
/** The Storage emulator's administrator token, the one the Admin SDK sends there. */
const AS_ADMIN = { Authorization: 'Bearer owner' };
const objectUrl = (path: string) => `http://${STORAGE_EMULATOR_HOST}/v0/b/${DEFAULT_BUCKET}/o/${encodeURIComponent(path)}`;

/** Where the running function sends the pharmacy's copy (functions/.env.local). */
export const PHARMACY_EMAIL = (() => {
  const settings = readFileSync(new URL('../../functions/.env.local', import.meta.url), 'utf8');
  const address = /^PHARMACY_EMAIL=(.+)$/m.exec(settings)?.[1]?.trim();
  if (!address) throw new Error('functions/.env.local sets no PHARMACY_EMAIL');
  return address;
})();

export interface EnquiryFormFields {
  subject: string;
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  notes: string;
  /** The honeypot (ENQUIRY_HONEYPOT_FIELD): empty in every real visitor's form. */
  website: string;
  /** The upload page's e-script token (ENQUIRY_TOKEN_FIELD), sent only when given. */
  escriptToken?: string;
}

/** The form of the contact page or the upload page, filled in as a visitor would. */
export function enquiryForm(
  kind: EnquiryKind,
  fields: Partial<EnquiryFormFields> & Pick<EnquiryFormFields, 'email'>,
  file?: FileFixture,
): FormData {
  const form = new FormData();
  const values: EnquiryFormFields = {
    subject: ENQUIRY_SUBJECTS[kind],
    firstName: 'Jane',
    lastName: 'Citizen',
    contactNumber: '0412 345 678',
    notes: '',
    website: '',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form.append(name, value);
  if (file) form.append(ENQUIRY_FILE_FIELD, new File([new Uint8Array(file.content)], file.fileName, { type: file.contentType }));
  return form;
}

const created = new Set<string>();

export async function postEnquiry(form: FormData, headers?: Record<string, string>) {
  const response = await request('/api/enquiry', { body: form, headers });
  if (response.status === 201) created.add((response.json as EnquiryResponse).id);
  return response;
}

/** Removes every enquiry this process submitted, with its files. */
export async function deleteTestEnquiries(): Promise<void> {
  const ids = [...created];
  created.clear();
  await Promise.all(
    ids.map(async (id) => {
      await adminDb().collection(ENQUIRY_COLLECTIONS.enquiries).doc(id).delete();
      for (const name of await storedFileNames(`${ENQUIRY_COLLECTIONS.enquiries}/${id}/`)) {
        await fetch(objectUrl(name), { method: 'DELETE', headers: AS_ADMIN });
      }
    }),
  );
}

/** Deletes every rate-limit counter, so each test starts with a full allowance. */
export async function resetRateLimits(): Promise<void> {
  const counters = await adminDb().collection(ENQUIRY_COLLECTIONS.rateLimits).listDocuments();
  await Promise.all(counters.map((counter) => counter.delete()));
}

export async function storedEnquiry(id: string): Promise<Record<string, unknown> | undefined> {
  return (await adminDb().collection(ENQUIRY_COLLECTIONS.enquiries).doc(id).get()).data();
}

/** The enquiries stored for a sender's (unique) e-mail address, as a browser test finds them. */
export async function enquiriesFrom(email: string): Promise<{ id: string; data: DocumentData }[]> {
  const snapshot = await adminDb().collection(ENQUIRY_COLLECTIONS.enquiries).where('email', '==', email).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
}

/**
 * The pharmacy's notice of an enquiry (named by its reference, nothing the sender
 * typed), or undefined while it has not been sent. Throws if there is more than one.
 */
export async function pharmacyNoticeOf(enquiryId: string): Promise<OutboxMessage | undefined> {
  const notices = (await outboxMessages(PHARMACY_EMAIL)).filter((message) => message.subject.endsWith(`: ${enquiryId}`));
  if (notices.length > 1) throw new Error(`${notices.length} notices for the pharmacy of enquiry ${enquiryId}, expected one`);
  return notices[0];
}

/** A file in the default bucket, read as an administrator; null when there is none. */
export async function storedFile(path: string): Promise<{ contentType: string; content: Buffer } | null> {
  const metadata = await fetch(objectUrl(path), { headers: AS_ADMIN });
  if (metadata.status === 404) return null;
  const { contentType } = (await metadata.json()) as { contentType: string };
  const media = await fetch(`${objectUrl(path)}?alt=media`, { headers: AS_ADMIN });
  return { contentType, content: Buffer.from(await media.arrayBuffer()) };
}

/** Names of the files stored under a prefix of the default bucket. */
export async function storedFileNames(prefix: string): Promise<string[]> {
  const url = `http://${STORAGE_EMULATOR_HOST}/v0/b/${DEFAULT_BUCKET}/o?prefix=${encodeURIComponent(prefix)}`;
  const { items = [] } = (await (await fetch(url, { headers: AS_ADMIN })).json()) as { items?: { name: string }[] };
  return items.map((item) => item.name);
}

/** Writes a file to the default bucket, as the Admin SDK would (for arranging what a test needs). */
export async function storeFile(path: string, content: Buffer, contentType: string): Promise<void> {
  const url = `http://${STORAGE_EMULATOR_HOST}/v0/b/${DEFAULT_BUCKET}/o?name=${encodeURIComponent(path)}`;
  const response = await fetch(url, { method: 'POST', headers: { ...AS_ADMIN, 'Content-Type': contentType }, body: new Uint8Array(content) });
  if (!response.ok) throw new Error(`The Storage emulator refused to store ${path}: ${response.status}`);
}

/** Deletes a file of the default bucket, as the Admin SDK would. */
export async function deleteStoredFile(path: string): Promise<void> {
  await fetch(objectUrl(path), { method: 'DELETE', headers: AS_ADMIN });
}

/** A file as a browser would ask for it: no administrator token. */
export const fetchFileAsBrowser = (path: string) => fetch(`${objectUrl(path)}?alt=media`);
