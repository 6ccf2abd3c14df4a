/**
 * What every EnquiryStore must do, run against the in-memory store (unit tests) and
 * the Firestore and Cloud Storage adapter (tests/api/store-contracts.test.ts, on the
 * emulators), so the double the unit tests trust cannot drift from the real thing.
 * Only the port is used: the emulators' collections are shared with other tests, so
 * every check looks at the enquiries it made itself.
 */
import { describe, expect, it } from 'vitest';
import { SCRIPT_PDF } from '../../../../../tests/support/file-fixtures.ts';
import { attachmentPath, type Enquiry, type EnquiryStore } from '../enquiry-record.ts';
import { failedMail, sentMail, storedEnquiry } from './enquiry-fixtures.ts';

const HOUR = 60 * 60 * 1000;
/** Well after any creation time the store may give (the database's own clock, or ours). */
const LATER = () => new Date(Date.now() + HOUR);
/** Enough to hold every due enquiry the shared emulator may have besides ours. */
const ALL = 500;

const sent = sentMail();
const failed = failedMail();

function enquiry(store: EnquiryStore, overrides: Partial<Enquiry> = {}): Enquiry {
  const id = store.newId();
  return storedEnquiry(id, { email: `${id.toLowerCase()}@contract.test`, notes: 'Please call after 3pm', createdAt: new Date(), ...overrides });
}

async function due(store: EnquiryStore, ids: string[], before = LATER(), limit = ALL): Promise<Enquiry[]> {
  return (await store.listNeedingMailResend(before, limit)).filter((item) => ids.includes(item.id));
}

/** Everything but the creation time, which the database may set itself. */
const withoutCreatedAt = ({ createdAt: _createdAt, ...rest }: Enquiry) => rest;

export function describeEnquiryStoreContract(name: string, makeStore: () => EnquiryStore): void {
  describe(`the enquiry store contract: ${name}`, () => {
    it('gives a new id each time', () => {
      const store = makeStore();
      expect(store.newId()).not.toBe(store.newId());
    });

    it('keeps a created enquiry as it was given, and lists it while its e-mail is due', async () => {
      const store = makeStore();
      const created = enquiry(store);
      await store.create(created);

      // The inbox's own marks may come back with it (the Firestore adapter reads them too).
      const [listed] = await due(store, [created.id]);
      expect(listed).toMatchObject(withoutCreatedAt(created));
      expect(listed?.createdAt).toBeInstanceOf(Date);
    });

    it('refuses to create an enquiry under an id that is taken', async () => {
      const store = makeStore();
      const first = enquiry(store);
      await store.create(first);
      await expect(store.create({ ...first, firstName: 'Other' })).rejects.toThrow();
      expect((await due(store, [first.id]))[0]?.firstName).toBe('Jane');
    });

    it('replaces the mail states, and stops listing an enquiry whose e-mail is all sent', async () => {
      const store = makeStore();
      const created = enquiry(store);
      await store.create(created);

      await store.updateMail(created.id, { pharmacy: { ...failed, attempts: 2 }, acknowledgement: sent }, true);
      expect((await due(store, [created.id]))[0]?.mail.pharmacy.attempts).toBe(2);

      await store.updateMail(created.id, { pharmacy: sent, acknowledgement: sent }, false);
      expect(await due(store, [created.id])).toEqual([]);
    });

    it('refuses to update the mail of an enquiry that does not exist', async () => {
      const store = makeStore();
      await expect(store.updateMail(store.newId(), { pharmacy: sent, acknowledgement: sent }, false)).rejects.toThrow();
    });

    it('lists only enquiries created at or before the cut-off, oldest first, at most the limit', async () => {
      const store = makeStore();
      const older = enquiry(store, { createdAt: new Date(Date.now() - 2000) });
      await store.create(older);
      const newer = enquiry(store);
      await store.create(newer);

      expect((await due(store, [older.id, newer.id])).map((item) => item.id)).toEqual([older.id, newer.id]);
      expect(await due(store, [older.id, newer.id], new Date(Date.now() - HOUR))).toEqual([]);
      expect(await store.listNeedingMailResend(LATER(), 1)).toHaveLength(1);
    });

    it('keeps an attachment byte for byte, and forgets it once deleted', async () => {
      const store = makeStore();
      const path = attachmentPath(store.newId(), 'script.pdf');
      await store.saveAttachment(path, SCRIPT_PDF.content, 'application/pdf');
      expect(Buffer.from(await store.readAttachment(path))).toEqual(SCRIPT_PDF.content);

      await store.deleteAttachment(path);
      await expect(store.readAttachment(path)).rejects.toThrow();
      await expect(store.deleteAttachment(path)).resolves.toBeUndefined();
    });
  });
}
