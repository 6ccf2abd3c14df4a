/**
 * The admin's enquiries inbox actions through the Hosting emulator: marking an
 * enquiry read or handled (POST /api/enquiry-state) and downloading its attachment
 * (GET /api/enquiry-attachments/{id}), each recorded in the audit log.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  ADMIN_API_PATHS,
  AUDIT_ACTIONS,
  ENQUIRY_COLLECTIONS,
  type EnquiryResponse,
} from '@pharmacy/shared';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import {
  deleteStoredFile,
  deleteTestEnquiries,
  enquiryForm,
  postEnquiry,
  resetRateLimits,
  storedEnquiry,
  storedFileNames,
} from '../support/enquiries.ts';
import { SCRIPT_PDF, type FileFixture } from '../support/file-fixtures.ts';
import { SITE_URL } from '../support/stack.ts';
import { createPrescriber, createAdmin, deleteTestUsers, uniqueEmail, type TestUser } from '../support/users.ts';

let admin: TestUser;
beforeEach(async () => {
  await resetRateLimits();
  admin = await createAdmin();
});
afterEach(async () => {
  await deleteAuditEntries();
  await deleteTestUsers();
});
afterAll(async () => {
  await deleteTestEnquiries();
  await resetRateLimits();
  await closeAdmin();
});

/** A visitor's submission through the public form; returns its id and sender. */
async function submitted(kind: 'contact' | 'script', file?: FileFixture) {
  const email = uniqueEmail('enquirer');
  const response = await postEnquiry(enquiryForm(kind, { email }, file));
  expect(response.status).toBe(201);
  return { id: (response.json as EnquiryResponse).id, email };
}

function setState(body: object, idToken = admin.idToken) {
  return request(ADMIN_API_PATHS.enquiryState, { idToken, body });
}

/** Raw, because request() reads bodies as text and the bytes must be compared exactly. */
function download(enquiryId: string, idToken: string) {
  return fetch(new URL(`${ADMIN_API_PATHS.enquiryAttachments}/${enquiryId}`, SITE_URL), {
    headers: { Authorization: `Bearer ${idToken}` },
  });
}

describe('an admin marks enquiries in the inbox', () => {
  test('a new enquiry is unread and unhandled; marking it read, then handled, is stored and recorded', async () => {
    const { id, email } = await submitted('contact');
    expect(await storedEnquiry(id)).toMatchObject({ readAt: null, handledAt: null, handledBy: null });

    const read = await setState({ enquiryId: id, read: true });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ success: true, readAt: expect.any(String), handledAt: null, handledBy: null });
    expect((await storedEnquiry(id))?.readAt).toBeInstanceOf(Timestamp);

    const handled = await setState({ enquiryId: id, handled: true });
    expect(handled.json).toMatchObject({ success: true, readAt: (read.json as { readAt: string }).readAt, handledBy: admin.uid });
    expect(await storedEnquiry(id)).toMatchObject({ handledAt: expect.any(Timestamp), handledBy: admin.uid });

    expect(await auditEntriesAbout(id)).toEqual([
      {
        action: AUDIT_ACTIONS.enquiryState,
        at: expect.any(Timestamp),
        actorUid: admin.uid,
        actorEmail: admin.email,
        target: { type: 'enquiry', id, label: `Jane Citizen <${email}>` },
        details: { read: true },
      },
      expect.objectContaining({ action: AUDIT_ACTIONS.enquiryState, details: { handled: true } }),
    ]);
  });

  test('marking unread and not handled clears the marks; marking what is already marked records nothing', async () => {
    const { id } = await submitted('contact');
    await setState({ enquiryId: id, handled: true });
    expect((await setState({ enquiryId: id, handled: true, read: true })).status).toBe(200);
    expect(await auditEntriesAbout(id)).toHaveLength(1);

    const cleared = await setState({ enquiryId: id, read: false, handled: false });
    expect(cleared.json).toEqual({ success: true, readAt: null, handledAt: null, handledBy: null });
    expect(await storedEnquiry(id)).toMatchObject({ readAt: null, handledAt: null, handledBy: null });
    expect(await auditEntriesAbout(id)).toHaveLength(2);
  });

  test('an enquiry stored before the inbox existed can be marked', async () => {
    const { id } = await submitted('contact');
    await adminDb()
      .collection(ENQUIRY_COLLECTIONS.enquiries)
      .doc(id)
      .update({ readAt: FieldValue.delete(), handledAt: FieldValue.delete(), handledBy: FieldValue.delete() });

    const response = await setState({ enquiryId: id, read: true });
    expect(response.status).toBe(200);
    expect((await storedEnquiry(id))?.readAt).toBeInstanceOf(Timestamp);
  });

  test('an unknown enquiry or a request that changes nothing is refused', async () => {
    expect((await setState({ enquiryId: 'no-such-enquiry', read: true })).status).toBe(404);
    const { id } = await submitted('contact');
    const empty = await setState({ enquiryId: id });
    expect(empty.status).toBe(400);
    expect(await storedEnquiry(id)).toMatchObject({ readAt: null });
  });

  test('a practitioner cannot mark an enquiry', async () => {
    const practitioner = await createPrescriber();
    const { id } = await submitted('contact');
    expect((await setState({ enquiryId: id, read: true }, practitioner.idToken)).status).toBe(403);
    expect(await storedEnquiry(id)).toMatchObject({ readAt: null });
    expect(await auditEntriesAbout(id)).toEqual([]);
  });
});

describe('an admin downloads an enquiry attachment', () => {
  test('the exact file comes back as a private download, and the download is recorded', async () => {
    const { id } = await submitted('script', SCRIPT_PDF);
    const response = await download(id, admin.idToken);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''script.pdf");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(SCRIPT_PDF.content);

    expect(await auditEntriesAbout(id)).toMatchObject([
      {
        action: AUDIT_ACTIONS.enquiryAttachmentDownload,
        actorUid: admin.uid,
        target: { type: 'enquiry', id },
        details: { kind: 'script', contentType: 'application/pdf', size: SCRIPT_PDF.content.byteLength },
      },
    ]);
  });

  test('an enquiry without an attachment, or one that does not exist, answers 404', async () => {
    const { id } = await submitted('contact');
    expect((await download(id, admin.idToken)).status).toBe(404);
    expect((await download('no-such-enquiry', admin.idToken)).status).toBe(404);
    expect(await auditEntriesAbout(id)).toEqual([]);
  });

  test('a file gone from storage answers a plain server error, not a broken download', async () => {
    const { id } = await submitted('script', SCRIPT_PDF);
    for (const name of await storedFileNames(`enquiries/${id}/`)) await deleteStoredFile(name);

    const response = await download(id, admin.idToken);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toMatchObject({ code: 'internal' });
  });

  test('a practitioner or a signed-out visitor cannot download it', async () => {
    const practitioner = await createPrescriber();
    const { id } = await submitted('script', SCRIPT_PDF);

    const refused = await download(id, practitioner.idToken);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await download(id, '')).status).toBe(401);
    expect(await auditEntriesAbout(id)).toEqual([]);
  });
});
