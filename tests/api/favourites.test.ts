/**
 * Favourites and protocols through the Hosting emulator (issue 25 part 6, decision 054):
 * a prescriber saves, renames and deletes their own favourites, each line checked against
 * the current catalogue; nobody touches another's; an admin publishes and withdraws the
 * pharmacy's protocols, each audited. (Reading them is the browser's, under
 * firestore.rules: tests/rules/favourites.test.ts.)
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AUDIT_ACTIONS,
  ApiErrorBodySchema,
  DIRECTIONS_MESSAGES,
  FAVOURITE_API_PATHS,
  FAVOURITE_COLLECTIONS,
  FAVOURITE_ERROR_CODES,
  FAVOURITE_LIMITS,
  FAVOURITE_MESSAGES,
  FavouriteResponseSchema,
  ProtocolListResponseSchema,
  type MedicationDatabase,
} from '@pharmacy/shared';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request, type SiteResponse } from '../support/api.ts';
import { expectUnauthenticated } from '../support/api-expectations.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { choicesIn, fetchCatalogue, type Choice } from '../support/orders.ts';
import { createPrescriber, createPractitioner, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';

let alice: TestUser;
let bob: TestUser;
let vet: TestUser;
let pending: TestUser;
let admin: TestUser;
let catalogue: MedicationDatabase;
let choice: Choice;
const protocolIds: string[] = [];

beforeAll(async () => {
  [alice, bob, pending, admin, vet] = await Promise.all([
    createPrescriber(),
    createPrescriber(),
    createPractitioner('pending'),
    createAdmin(),
    createPrescriber({ kind: 'veterinarian' }),
  ]);
  catalogue = await fetchCatalogue(alice.idToken);
  const [first] = choicesIn(catalogue);
  if (!first) throw new Error('The served catalogue offers no formula');
  choice = first;
}, 60_000);

afterAll(async () => {
  const favourites = adminDb().collection(FAVOURITE_COLLECTIONS.favourites);
  for (const uid of [alice.uid, bob.uid, pending.uid]) {
    const theirs = await favourites.where('prescriberId', '==', uid).get();
    await Promise.all(theirs.docs.map((doc) => doc.ref.delete()));
  }
  await Promise.all(protocolIds.map((id) => adminDb().collection(FAVOURITE_COLLECTIONS.protocols).doc(id).delete()));
  await deleteAuditEntries();
  await deleteTestUsers();
  await closeAdmin();
}, 60_000);

const line = (changes: Record<string, unknown> = {}) => ({ ...choice, directions: 'Apply thinly twice daily', notes: '', ...changes });
const save = (body: unknown, idToken?: string) => request(FAVOURITE_API_PATHS.favourites, { idToken, body });
const rename = (id: string, body: unknown, idToken?: string) => request(`${FAVOURITE_API_PATHS.favourites}/${id}`, { idToken, method: 'PUT', body });
const remove = (id: string, idToken?: string) => request(`${FAVOURITE_API_PATHS.favourites}/${id}`, { idToken, method: 'DELETE' });
/** Publishes a protocol; for people unless the body says otherwise (decision 065). */
const publish = (body: unknown, idToken?: string) =>
  request(FAVOURITE_API_PATHS.protocols, { idToken, body: body && typeof body === 'object' && !('audience' in body) ? { audience: 'people', ...body } : body });
const withdraw = (id: string, idToken?: string) => request(`${FAVOURITE_API_PATHS.protocols}/${id}`, { idToken, method: 'DELETE' });
const stored = async (collection: string, id: string) => (await adminDb().collection(collection).doc(id).get()).data();

function expectRefused(response: SiteResponse, status: number, code: string, error?: string) {
  expect(response.status, response.text).toBe(status);
  expect(ApiErrorBodySchema.parse(response.json)).toMatchObject({ code, ...(error ? { error } : {}) });
}

async function saved(name: string, user = alice): Promise<string> {
  const response = await save({ name, line: line() }, user.idToken);
  expect(response.status, response.text).toBe(201);
  return FavouriteResponseSchema.parse(response.json).id;
}

describe('a prescriber keeps favourites', () => {
  test('a favourite is stored as theirs, with the catalogue\u2019s labels, whatever the browser claims', async () => {
    // What an attacker would add: another prescriber as the owner, and labels of their own.
    const response = await save(
      { name: '  Eczema flare ', prescriberId: bob.uid, line: line({ formulaLabel: 'Something else', directions: '  Apply twice daily ' }) },
      alice.idToken,
    );
    expect(response.status, response.text).toBe(201);
    const { id } = FavouriteResponseSchema.parse(response.json);
    const formulaLabel = catalogue.formulasByCondition[choice.condition]?.find((option) => option.value === choice.formula)?.label;
    expect(await stored(FAVOURITE_COLLECTIONS.favourites, id)).toEqual({
      prescriberId: alice.uid,
      name: 'Eczema flare',
      line: {
        ...choice,
        conditionLabel: catalogue.conditions.find((option) => option.value === choice.condition)?.label,
        formulaLabel,
        directions: 'Apply twice daily',
        notes: '',
      },
      createdAt: expect.any(Timestamp),
      updatedAt: expect.any(Timestamp),
    });
  });

  test('a line the catalogue does not offer is refused by name, and nothing is stored', async () => {
    const before = (await adminDb().collection(FAVOURITE_COLLECTIONS.favourites).where('prescriberId', '==', bob.uid).get()).size;
    const response = await save({ name: 'Old cream', line: line({ strength: '99%' }) }, bob.idToken);
    expectRefused(response, 409, FAVOURITE_ERROR_CODES.notOffered);
    expect(ApiErrorBodySchema.parse(response.json).error).toMatch(/99% .* is not in the current medication database, so it cannot be saved\.$/);
    expectRefused(await save({ name: 'Gone', line: line({ formula: 'no-such-formula' }) }, bob.idToken), 409, FAVOURITE_ERROR_CODES.notOffered);
    expect((await adminDb().collection(FAVOURITE_COLLECTIONS.favourites).where('prescriberId', '==', bob.uid).get()).size).toBe(before);
  });

  test('directions are required, 3 to 500 characters, and the name too', async () => {
    expectRefused(await save({ name: 'No directions', line: line({ directions: undefined }) }, alice.idToken), 400, 'invalid_request', DIRECTIONS_MESSAGES.directionsMissing);
    expectRefused(await save({ name: 'Short', line: line({ directions: 'bd' }) }, alice.idToken), 400, 'invalid_request', DIRECTIONS_MESSAGES.directionsTooShort);
    expectRefused(await save({ name: 'Long', line: line({ directions: 'x'.repeat(501) }) }, alice.idToken), 400, 'invalid_request', DIRECTIONS_MESSAGES.directionsTooLong);
    expectRefused(await save({ name: '', line: line() }, alice.idToken), 400, 'invalid_request', FAVOURITE_MESSAGES.nameRequired);
  });

  test('a prescriber renames and deletes their own favourite', async () => {
    const id = await saved('Pain gel');
    const renamed = await rename(id, { name: 'Knee pain gel' }, alice.idToken);
    expect(renamed.status, renamed.text).toBe(200);
    expect(await stored(FAVOURITE_COLLECTIONS.favourites, id)).toMatchObject({ name: 'Knee pain gel', prescriberId: alice.uid });
    expect((await remove(id, alice.idToken)).status).toBe(204);
    expect(await stored(FAVOURITE_COLLECTIONS.favourites, id)).toBeUndefined();
    expectRefused(await remove(id, alice.idToken), 404, FAVOURITE_ERROR_CODES.notFound, FAVOURITE_MESSAGES.notFound);
  });

  test("nobody renames or deletes another prescriber's favourite: it does not exist for them", async () => {
    const id = await saved('Alice only');
    expectRefused(await rename(id, { name: 'Bob was here' }, bob.idToken), 404, FAVOURITE_ERROR_CODES.notFound);
    expectRefused(await remove(id, bob.idToken), 404, FAVOURITE_ERROR_CODES.notFound);
    expectRefused(await remove(id, admin.idToken), 404, FAVOURITE_ERROR_CODES.notFound);
    expect(await stored(FAVOURITE_COLLECTIONS.favourites, id)).toMatchObject({ name: 'Alice only', prescriberId: alice.uid });
  });

  test('a pending prescriber is refused, and a visitor without a token is not signed in', async () => {
    expect((await save({ name: 'Mine', line: line() }, pending.idToken)).status).toBe(403);
    expectUnauthenticated(await save({ name: 'Mine', line: line() }));
    expectUnauthenticated(await remove('anything'));
  });

  test(`a prescriber keeps at most ${FAVOURITE_LIMITS.favouritesPerPrescriber} favourites`, async () => {
    const favourites = adminDb().collection(FAVOURITE_COLLECTIONS.favourites);
    const have = (await favourites.where('prescriberId', '==', bob.uid).get()).size;
    const batch = adminDb().batch();
    const savedLine = { ...choice, conditionLabel: 'C', formulaLabel: 'F', directions: 'Apply daily', notes: '' };
    for (let index = have; index < FAVOURITE_LIMITS.favouritesPerPrescriber; index += 1) {
      batch.create(favourites.doc(), { prescriberId: bob.uid, name: `Seeded ${index}`, line: savedLine, createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
    }
    await batch.commit();
    expectRefused(await save({ name: 'One too many', line: line() }, bob.idToken), 409, FAVOURITE_ERROR_CODES.tooMany, FAVOURITE_MESSAGES.tooMany);
  });
});

describe('the pharmacy publishes protocols', () => {
  test('an admin publishes a protocol, kept with the catalogue\u2019s labels and recorded in the audit log without its text', async () => {
    const response = await publish({ name: 'Eczema step-down', lines: [line(), line({ directions: 'Apply once daily for a week' })] }, admin.idToken);
    expect(response.status, response.text).toBe(201);
    const { id } = FavouriteResponseSchema.parse(response.json);
    protocolIds.push(id);
    expect(await stored(FAVOURITE_COLLECTIONS.protocols, id)).toMatchObject({
      name: 'Eczema step-down',
      lines: [{ ...choice, directions: 'Apply thinly twice daily' }, { directions: 'Apply once daily for a week' }],
      publishedAt: expect.any(Timestamp),
    });
    const [entry, ...more] = await auditEntriesAbout(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: AUDIT_ACTIONS.protocolPublish,
      actorUid: admin.uid,
      target: { type: 'protocol', id, label: 'Eczema step-down' },
      details: { lines: 2 },
    });
    expect(JSON.stringify(entry)).not.toContain('twice daily');
  });

  test('an admin withdraws a protocol, audited; a second withdrawal finds none', async () => {
    const response = await publish({ name: 'To withdraw', lines: [line()] }, admin.idToken);
    const { id } = FavouriteResponseSchema.parse(response.json);
    expect((await withdraw(id, admin.idToken)).status).toBe(204);
    expect(await stored(FAVOURITE_COLLECTIONS.protocols, id)).toBeUndefined();
    expect((await auditEntriesAbout(id)).map((entry) => entry.action)).toEqual([AUDIT_ACTIONS.protocolPublish, AUDIT_ACTIONS.protocolWithdraw]);
    expectRefused(await withdraw(id, admin.idToken), 404, FAVOURITE_ERROR_CODES.protocolNotFound, FAVOURITE_MESSAGES.protocolNotFound);
  });

  test('a protocol with a line the catalogue does not offer is refused, and nothing is published', async () => {
    const response = await publish({ name: 'Stale', lines: [line(), line({ formula: 'no-such-formula' })] }, admin.idToken);
    expectRefused(response, 409, FAVOURITE_ERROR_CODES.notOffered);
    const named = await adminDb().collection(FAVOURITE_COLLECTIONS.protocols).where('name', '==', 'Stale').get();
    expect(named.size).toBe(0);
  });

  test('a prescriber cannot publish or withdraw a protocol', async () => {
    expect((await publish({ name: 'Mine', lines: [line()] }, alice.idToken)).status).toBe(403);
    const { id } = FavouriteResponseSchema.parse((await publish({ name: 'Theirs', lines: [line()] }, admin.idToken)).json);
    protocolIds.push(id);
    expect((await withdraw(id, alice.idToken)).status).toBe(403);
    expect(await stored(FAVOURITE_COLLECTIONS.protocols, id)).toMatchObject({ name: 'Theirs' });
  });
});

describe('whom a protocol is for (decision 065)', () => {
  const listed = async (idToken?: string) => request(FAVOURITE_API_PATHS.protocols, { idToken, method: 'GET' });
  const idsListed = async (idToken: string) => {
    const response = await listed(idToken);
    expect(response.status, response.text).toBe(200);
    return ProtocolListResponseSchema.parse(response.json).protocols.map((protocol) => protocol.id);
  };

  test('a vet sees only protocols for animals or both, a prescriber for people only those for people or both, an admin all', async () => {
    const ids: Record<string, string> = {};
    for (const audience of ['people', 'animals', 'both'] as const) {
      const response = await publish({ name: `For ${audience}`, audience, lines: [line()] }, admin.idToken);
      expect(response.status, response.text).toBe(201);
      ids[audience] = FavouriteResponseSchema.parse(response.json).id;
      protocolIds.push(ids[audience]);
      expect(await stored(FAVOURITE_COLLECTIONS.protocols, ids[audience])).toMatchObject({ audience });
    }
    const vets = await idsListed(vet.idToken);
    expect(vets).toEqual(expect.arrayContaining([ids.animals, ids.both]));
    expect(vets).not.toContain(ids.people);
    const peoples = await idsListed(alice.idToken);
    expect(peoples).toEqual(expect.arrayContaining([ids.people, ids.both]));
    expect(peoples).not.toContain(ids.animals);
    expect(await idsListed(admin.idToken)).toEqual(expect.arrayContaining([ids.people, ids.animals, ids.both]));
  });

  test('a pending prescriber and a signed-out visitor list none; a protocol without whom it is for is refused', async () => {
    expectRefused(await listed(pending.idToken), 403, 'forbidden');
    expectUnauthenticated(await listed());
    const response = await request(FAVOURITE_API_PATHS.protocols, { idToken: admin.idToken, body: { name: 'For whom?', lines: [line()] } });
    expectRefused(response, 400, 'invalid_request', FAVOURITE_MESSAGES.audienceRequired);
    const named = await adminDb().collection(FAVOURITE_COLLECTIONS.protocols).where('name', '==', 'For whom?').get();
    expect(named.size).toBe(0);
  });
});
