/**
 * The breach register in Firestore (BREACH_COLLECTIONS.breaches). Browsers never read or
 * write it (firestore.rules): admins read it through GET /api/breaches, which records each
 * look (decision 063), and every write is this Admin SDK code, each with its audit entry
 * in the same transaction.
 */
import { FieldValue, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  ADMIN_COLLECTIONS,
  BREACH_COLLECTIONS,
  COLLECTIONS,
  PATIENT_COLLECTIONS,
  dueBreachReminder,
  nextBreachReminderOn,
  patientLabel,
} from '@pharmacy/shared';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { errorMessage } from '../../platform/error-message.ts';
import { db } from '../../platform/firebase.ts';
import { pendingMail } from '../../platform/mail/mail-state.ts';
import { parseStored } from '../../platform/stored-document.ts';
import { breachFields, recordAuditOf, reminderAuditOf, updateAuditOf } from './breach-changes.ts';
import { BreachRecordSchema, type BreachRecord, type BreachStore } from './breach-record.ts';
import { listNeedingMailResend } from '../../platform/mail/needing-mail-resend.ts';

const breaches = () => db().collection(BREACH_COLLECTIONS.breaches);

function parseBreach(data: unknown, breachId: string): BreachRecord {
  return parseStored(BreachRecordSchema, { ...(data as object), id: breachId }, `${BREACH_COLLECTIONS.breaches}/${breachId}`);
}

/** The breaches of a query that match the schema; one that does not is logged and skipped, so it cannot hold up the others. */
function parseEach(docs: QueryDocumentSnapshot[]): BreachRecord[] {
  return docs.flatMap((doc) => {
    try {
      return [parseBreach(doc.data(), doc.id)];
    } catch (error) {
      logger.error('Skipped a breach that does not match its schema', { breachId: doc.id, error: errorMessage(error) });
      return [];
    }
  });
}

/** Firestore's getAll takes any number, but a smaller bite keeps one request modest. */
const LABEL_BATCH = 100;

export const breachStore: BreachStore = {
  async list(limit) {
    const snapshot = await breaches().orderBy('foundAt', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => {
      try {
        return { id: doc.id, breach: parseBreach(doc.data(), doc.id) };
      } catch (error) {
        logger.error('A breach in the register does not match its schema', { breachId: doc.id, error: errorMessage(error) });
        return { id: doc.id, breach: null };
      }
    });
  },
  async get(breachId) {
    const snapshot = await breaches().doc(breachId).get();
    return snapshot.exists ? parseBreach(snapshot.data(), breachId) : null;
  },
  async create(write) {
    const ref = breaches().doc();
    const fields = breachFields(write, null);
    await db().runTransaction(async (transaction) => {
      transaction.create(ref, {
        ...fields,
        recordedBy: write.actor,
        recordedAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        reminders: {},
        needsMailResend: false,
        mailChangedAt: null,
      });
      recordAuditIn(transaction, recordAuditOf(ref.id, fields, write.actor));
    });
    return ref.id;
  },

  async update(breachId, write) {
    const ref = breaches().doc(breachId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return 'not_found' as const;
      const before = parseBreach(snapshot.data(), breachId);
      const fields = breachFields(write, before);
      transaction.update(ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
      recordAuditIn(transaction, updateAuditOf(breachId, before, fields, write.actor));
      return 'updated' as const;
    });
  },

  // actorUid == X with a range on `at` needs the composite index (actorUid, at desc) in firestore.indexes.json, the one the
  // audit log's filter by admin uses; newest first like the log itself.
  async accessEntries({ actorUid, from, to }, limit) {
    let query = db().collection(ADMIN_COLLECTIONS.auditLog).where('at', '>=', Timestamp.fromMillis(from)).where('at', '<', Timestamp.fromMillis(to));
    if (actorUid !== null) query = query.where('actorUid', '==', actorUid);
    const snapshot = await query.orderBy('at', 'desc').select('patientIds').limit(limit + 1).get();
    if (snapshot.size > limit) return null;
    return snapshot.docs.flatMap((doc) => {
      const ids: unknown = doc.get('patientIds');
      return Array.isArray(ids) && ids.length > 0 ? [ids.filter((id): id is string => typeof id === 'string')] : [];
    });
  },

  async patientLabels(patientIds) {
    const labels = new Map<string, string>();
    const patients = db().collection(PATIENT_COLLECTIONS.patients);
    for (let start = 0; start < patientIds.length; start += LABEL_BATCH) {
      const refs = patientIds.slice(start, start + LABEL_BATCH).map((id) => patients.doc(id));
      if (refs.length === 0) continue;
      for (const snapshot of await db().getAll(...refs)) {
        const givenName: unknown = snapshot.get('givenName');
        const familyName: unknown = snapshot.get('familyName');
        const dateOfBirth: unknown = snapshot.get('dateOfBirth');
        if (!snapshot.exists || typeof givenName !== 'string' || typeof familyName !== 'string') continue;
        labels.set(snapshot.id, patientLabel({ givenName, familyName, dateOfBirth: typeof dateOfBirth === 'string' ? dateOfBirth : '' }));
      }
    }
    return labels;
  },

  async emailOf(uid) {
    const email: unknown = (await db().collection(COLLECTIONS.users).doc(uid).get()).get('email');
    return typeof email === 'string' ? email : null;
  },

  async adminEmails() {
    const snapshot = await db().collection(COLLECTIONS.users).where('role', '==', 'admin').select('email').get();
    return snapshot.docs.flatMap((doc) => {
      const email: unknown = doc.get('email');
      return typeof email === 'string' && email !== '' ? [email] : [];
    });
  },

  // A range on one field ordered by it: Firestore's automatic single-field index serves it.
  async listDueReminders(today, limit) {
    const snapshot = await breaches().where('nextReminderOn', '<=', today).orderBy('nextReminderOn').limit(limit).get();
    return parseEach(snapshot.docs);
  },

  async claimReminder(breachId, today, now) {
    const ref = breaches().doc(breachId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return null;
      const breach = parseBreach(snapshot.data(), breachId);
      const name = dueBreachReminder(breach, today);
      if (!name) return null;
      const reminders = { ...breach.reminders, [name]: pendingMail() };
      const nextReminderOn = nextBreachReminderOn({ ...breach, reminders });
      transaction.update(ref, { [`reminders.${name}`]: reminders[name], nextReminderOn, needsMailResend: true, mailChangedAt: now });
      recordAuditIn(transaction, reminderAuditOf(breach, name));
      return { breach: { ...breach, reminders, nextReminderOn, needsMailResend: true, mailChangedAt: now }, name };
    });
  },

  async updateMail(breachId, states, needsMailResend, now) {
    const fields = Object.fromEntries(Object.entries(states).map(([name, state]) => [`reminders.${name}`, state]));
    await breaches()
      .doc(breachId)
      .update({ ...fields, needsMailResend, mailChangedAt: now });
  },

  // Needs the composite index (needsMailResend, mailChangedAt) in firestore.indexes.json.
  async listNeedingMailResend(before, limit) {
    return listNeedingMailResend(breaches(), 'mailChangedAt', before, limit, parseEach);
  },
};
