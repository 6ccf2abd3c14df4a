/**
 * The breach register (issue 23 part 3, decision 041) on the emulators: an admin records a
 * suspected breach, the patients an admin's access entries named in a time range become
 * "who may be affected", the update records the outcome and notifications, each change is
 * audited without health details, and the reminders go out at 20 and 28 days exactly once,
 * as a link only. The reminder runs are given their time (POST /api/dev/breach-reminders).
 *
 * Each test's breaches are found on days in 2025 and each run's answer is read for that
 * test's own breaches only: a run as of a day in 2025 may remind other breaches too.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADMIN_COLLECTIONS,
  AUDIT_ACTIONS,
  ApiErrorBodySchema,
  AffectedPatientsResponseSchema,
  BREACH_API_PATHS,
  BREACH_COLLECTIONS,
  BREACH_MESSAGES,
  BreachRecordResponseSchema,
  DevBreachRemindersResponseSchema,
  EMPTY_BREACH_FORM,
  sydneyDateTimeInputOf,
  type BreachFormValues,
} from '@pharmacy/shared';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { outboxMessages } from '../support/outbox.ts';
import { createTestPatient } from '../support/patients.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';

let admin: TestUser;
/** The admin whose looks at health data the register asks about. */
let looker: TestUser;
let practitioner: TestUser;
const breachIds: string[] = [];
const seededEntries: string[] = [];

beforeAll(async () => {
  [admin, looker, practitioner] = await Promise.all([
    createAdmin(),
    createAdmin(),
    createPrescriber(),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all(breachIds.map((id) => adminDb().collection(BREACH_COLLECTIONS.breaches).doc(id).delete()));
  await Promise.all(seededEntries.map((id) => adminDb().collection(ADMIN_COLLECTIONS.auditLog).doc(id).delete()));
  await deleteAuditEntries();
  await deleteTestUsers();
  await closeAdmin();
});

/** An access entry as the function writes one when an admin opens health data (issue 23 part 1). */
async function seedAccessEntry(actor: TestUser, at: string, patientIds: string[], action: string = AUDIT_ACTIONS.accessOrder): Promise<void> {
  const ref = await adminDb()
    .collection(ADMIN_COLLECTIONS.auditLog)
    .add({
      action,
      at: Timestamp.fromDate(new Date(at)),
      actorUid: actor.uid,
      actorEmail: actor.email,
      target: { type: 'order', id: `HC-${randomUUID().slice(0, 6)}`, label: 'An order' },
      details: {},
      patientIds,
    });
  seededEntries.push(ref.id);
}

const form = (values: Partial<BreachFormValues>): BreachFormValues => ({
  ...EMPTY_BREACH_FORM,
  description: 'A laptop holding order worksheets was left on a train.',
  ...values,
});

async function record(values: Partial<BreachFormValues>, idToken = admin.idToken): Promise<string> {
  const response = await request(BREACH_API_PATHS.breaches, { idToken, body: form(values) });
  expect(response.status, response.text).toBe(201);
  const { breachId } = BreachRecordResponseSchema.parse(response.json);
  breachIds.push(breachId);
  return breachId;
}

const stored = async (breachId: string) => (await adminDb().collection(BREACH_COLLECTIONS.breaches).doc(breachId).get()).data();
const remindAt = async (now: string) => {
  const response = await request(BREACH_API_PATHS.devBreachReminders, { body: { now } });
  expect(response.status, response.text).toBe(200);
  return DevBreachRemindersResponseSchema.parse(response.json);
};

describe('recording a suspected breach', () => {
  test('who may be affected: the patients the chosen admin\u2019s entries in the range named, by name where the pharmacy has them', async () => {
    const [jane, john] = await Promise.all([
      createTestPatient(practitioner.uid, { givenName: 'Jane', familyName: 'Breachtest' }),
      createTestPatient(practitioner.uid, { givenName: 'John', familyName: 'Breachtest', dateOfBirth: '1975-01-02' }),
    ]);
    const gone = `deleted-${randomUUID().slice(0, 8)}`;
    // Inside the range (Sydney, 10:00 to 12:00 on 3 February 2025): Jane twice, John, and one patient no longer held.
    await seedAccessEntry(looker, '2025-02-03T10:00:00+11:00', [jane.patientId]);
    await seedAccessEntry(looker, '2025-02-03T11:30:00+11:00', [jane.patientId, john.patientId], AUDIT_ACTIONS.accessWorksheet);
    await seedAccessEntry(looker, '2025-02-03T11:59:59+11:00', [gone]);
    // Outside: the end is exclusive, an earlier time, another admin, an entry naming nobody.
    const outsider = await createTestPatient(practitioner.uid, { givenName: 'Olive', familyName: 'Outside' });
    await seedAccessEntry(looker, '2025-02-03T12:00:00+11:00', [outsider.patientId]);
    await seedAccessEntry(looker, '2025-02-03T09:59:59+11:00', [outsider.patientId]);
    await seedAccessEntry(admin, '2025-02-03T11:00:00+11:00', [outsider.patientId]);
    await seedAccessEntry(looker, '2025-02-03T11:00:00+11:00', []);
    const question = { accessActorUid: looker.uid, accessFrom: '2025-02-03T10:00', accessTo: '2025-02-03T12:00' };

    const preview = await request(BREACH_API_PATHS.affectedPatients, { idToken: admin.idToken, body: question });
    expect(preview.status, preview.text).toBe(200);
    expect(AffectedPatientsResponseSchema.parse(preview.json)).toEqual({
      entries: 3,
      patients: [
        { id: jane.patientId, label: 'Jane Breachtest (DOB 15/03/1980)' },
        { id: john.patientId, label: 'John Breachtest (DOB 02/01/1975)' },
        { id: gone, label: null },
      ],
    });

    const breachId = await record({
      ...question,
      foundAt: '2025-02-04T09:15',
      affectedDescribed: 'Two walk-in customers whose paper forms were in the bag.',
      containment: 'Laptop reported lost; its sessions revoked.',
    });
    const breach = await stored(breachId);
    expect(breach).toMatchObject({
      description: 'A laptop holding order worksheets was left on a train.',
      foundOn: '2025-02-04',
      dueOn: '2025-03-06',
      status: 'suspected',
      affected: {
        access: { actorUid: looker.uid, actorEmail: looker.email, entries: 3 },
        patients: [{ id: jane.patientId }, { id: john.patientId }, { id: gone, label: null }],
        described: 'Two walk-in customers whose paper forms were in the bag.',
      },
      containment: 'Laptop reported lost; its sessions revoked.',
      outcome: null,
      recordedBy: { uid: admin.uid, email: admin.email },
      nextReminderOn: '2025-02-24',
    });
    expect((breach?.foundAt as Timestamp).toDate()).toEqual(new Date('2025-02-04T09:15:00+11:00'));

    // Audited in the same write, with counts only: no description, no patients, no typed text.
    const entries = await auditEntriesAbout(breachId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: AUDIT_ACTIONS.breachRecord,
      actorUid: admin.uid,
      target: { type: 'breach', id: breachId, label: 'Breach found 4 February 2025' },
      details: { status: 'suspected', foundOn: '2025-02-04', dueOn: '2025-03-06', affectedPatients: 3, accessEntries: 3, othersDescribed: true },
    });
    expect(entries[0]?.patientIds).toBeUndefined();
    expect(JSON.stringify(entries[0])).not.toMatch(/laptop|Breachtest|walk-in|revoked/i);
  });

  test('a patient list sent by the browser is ignored: the patients come from the audit log only', async () => {
    const breachId = await record({ foundAt: '2025-02-04T09:15', ...({ patients: [{ id: 'made-up', label: 'Made Up' }] } as object) });
    expect((await stored(breachId))?.affected).toEqual({ access: null, patients: [], described: '' });
  });

  test('a found time in the future, a backwards range and a missing description are refused with their messages', async () => {
    const future = sydneyDateTimeInputOf(Date.now() + 2 * 60 * 60 * 1000);
    for (const [values, path, message] of [
      [{ foundAt: future }, 'foundAt', BREACH_MESSAGES.foundAtFuture],
      [{ foundAt: '2025-02-04T09:15', accessFrom: '2025-02-03T12:00', accessTo: '2025-02-03T10:00' }, 'accessTo', BREACH_MESSAGES.accessRangeBackwards],
      [{ foundAt: '2025-02-04T09:15', description: '  ' }, 'description', BREACH_MESSAGES.descriptionRequired],
    ] as const) {
      const response = await request(BREACH_API_PATHS.breaches, { idToken: admin.idToken, body: form(values) });
      expect(response.status).toBe(400);
      expect(ApiErrorBodySchema.parse(response.json)).toMatchObject({ error: message, issues: [{ path, message }] });
    }
  });
});

describe('updating a breach', () => {
  test('an assessed breach needs its outcome; then the outcome and notifications are kept, audited without their text', async () => {
    const breachId = await record({ foundAt: '2025-03-01T08:00' });
    const path = `${BREACH_API_PATHS.breaches}/${breachId}`;

    const refused = await request(path, { method: 'PUT', idToken: admin.idToken, body: form({ foundAt: '2025-03-01T08:00', status: 'assessed' }) });
    expect(refused.status).toBe(400);
    expect(ApiErrorBodySchema.parse(refused.json).issues).toEqual([{ path: 'outcome', message: BREACH_MESSAGES.outcomeRequired }]);

    const assessed = form({
      foundAt: '2025-03-01T08:00',
      status: 'assessed',
      outcome: 'eligible',
      outcomeReasons: 'Unencrypted worksheets naming medicines: serious harm is likely.',
      oaicNotifiedOn: '2025-03-10',
      individualsNotifiedOn: '2025-03-11',
      individualsNotifiedHow: 'Letter and phone call',
    });
    const response = await request(path, { method: 'PUT', idToken: admin.idToken, body: assessed });
    expect(response.status, response.text).toBe(200);
    expect(await stored(breachId)).toMatchObject({
      status: 'assessed',
      outcome: { kind: 'eligible', reasons: 'Unencrypted worksheets naming medicines: serious harm is likely.' },
      notifications: { oaicNotifiedOn: '2025-03-10', individualsNotifiedOn: '2025-03-11', individualsHow: 'Letter and phone call' },
      // Assessed: no reminder is due any more.
      nextReminderOn: null,
    });

    const entries = await auditEntriesAbout(breachId);
    expect(entries.map((entry) => entry.action)).toEqual([AUDIT_ACTIONS.breachRecord, AUDIT_ACTIONS.breachUpdate]);
    expect(entries[1]?.details).toEqual({ changed: 'status, outcome, notifications', from: 'suspected', to: 'assessed', outcome: 'eligible', affectedPatients: 0 });
    expect(JSON.stringify(entries[1])).not.toMatch(/worksheets|Letter/);
  });

  test('a breach that is not in the register answers 404', async () => {
    const response = await request(`${BREACH_API_PATHS.breaches}/no-such-breach`, { method: 'PUT', idToken: admin.idToken, body: form({ foundAt: '2025-03-01T08:00' }) });
    expect(response.status).toBe(404);
    expect(ApiErrorBodySchema.parse(response.json)).toMatchObject({ code: 'breach_not_found', error: BREACH_MESSAGES.notFound });
  });
});

describe('who may use the register', () => {
  test('a practitioner, an admin without their second factor and a visitor are refused, and nothing is stored', async () => {
    const passwordOnly = await createAdmin({ secondFactor: false });
    const body = form({ foundAt: '2025-04-01T08:00', description: `Refused ${randomUUID()}` });
    for (const [idToken, status] of [
      [practitioner.idToken, 403],
      [passwordOnly.idToken, 403],
      [undefined, 401],
    ] as const) {
      for (const [path, method] of [
        [BREACH_API_PATHS.breaches, 'POST'],
        [`${BREACH_API_PATHS.breaches}/no-such-breach`, 'PUT'],
        [BREACH_API_PATHS.affectedPatients, 'POST'],
      ] as const) {
        expect((await request(path, { method, idToken, body })).status, `${method} ${path}`).toBe(status);
      }
    }
    const stored = await adminDb().collection(BREACH_COLLECTIONS.breaches).where('description', '==', body.description).get();
    expect(stored.size).toBe(0);
  });
});

describe('the reminders', () => {
  test('at 20 and at 28 days since found, once each, to every admin, with a link and nothing else about the breach', async () => {
    // Found at 11:30 pm on 9 February 2025 (Sydney): day 20 is 1 March, day 28 is 9 March.
    const breachId = await record({ foundAt: '2025-02-09T23:30', description: 'Reminder test: a misdirected fax with scripts.' });
    const mine = (run: Awaited<ReturnType<typeof remindAt>>) => run.reminded.filter((reminded) => reminded.breachId === breachId);

    expect(mine(await remindAt('2025-02-28T23:59:00+11:00'))).toEqual([]);
    expect(mine(await remindAt('2025-03-01T00:00:00+11:00'))).toEqual([{ breachId, reminder: 'day20' }]);
    expect(mine(await remindAt('2025-03-01T09:00:00+11:00'))).toEqual([]);
    expect(mine(await remindAt('2025-03-08T23:59:00+11:00'))).toEqual([]);
    expect(mine(await remindAt('2025-03-09T00:00:00+11:00'))).toEqual([{ breachId, reminder: 'day28' }]);
    expect(mine(await remindAt('2025-03-20T09:00:00+11:00'))).toEqual([]);

    const link = `/admin?view=breaches&breach=${breachId}`;
    const messages = (await outboxMessages(admin.email)).filter((message) => message.text.includes(link));
    expect(messages.map((message) => message.subject).sort()).toEqual([
      'Breach register: assessment due in 10 days',
      'Breach register: assessment due in 2 days',
    ]);
    for (const message of messages) {
      expect(message.to).toEqual(expect.arrayContaining([admin.email, looker.email]));
      expect(message.to).not.toContain(practitioner.email);
      expect(`${message.subject} ${message.text} ${message.html}`).not.toMatch(/fax|scripts|Reminder test/);
    }
    expect(await stored(breachId)).toMatchObject({
      reminders: { day20: { status: 'sent', attempts: 1 }, day28: { status: 'sent', attempts: 1 } },
      needsMailResend: false,
      nextReminderOn: null,
    });
    const reminders = (await auditEntriesAbout(breachId)).filter((entry) => entry.action === AUDIT_ACTIONS.breachReminder);
    expect(reminders.map((entry) => [entry.actorUid, entry.details])).toEqual([
      ['system', { reminder: 'day20', dueOn: '2025-03-11' }],
      ['system', { reminder: 'day28', dueOn: '2025-03-11' }],
    ]);
  });

  test('an assessed breach is not reminded, and one recorded late gets the 28-day reminder only', async () => {
    const assessed = await record({ foundAt: '2025-05-01T10:00', status: 'assessed', outcome: 'not_eligible', outcomeReasons: 'Encrypted device.' });
    const late = await record({ foundAt: '2025-05-01T10:00' });
    const run = await remindAt('2025-06-01T09:00:00+10:00');
    expect(run.reminded.filter((reminded) => [assessed, late].includes(reminded.breachId))).toEqual([{ breachId: late, reminder: 'day28' }]);
    expect((await remindAt('2025-06-02T09:00:00+10:00')).reminded.filter((reminded) => reminded.breachId === late)).toEqual([]);
  });
});
