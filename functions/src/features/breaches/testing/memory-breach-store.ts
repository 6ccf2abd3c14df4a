/**
 * Test helper: the breach store in memory, behaving as breach-store.ts does with Firestore
 * (the same fields from breach-changes.ts, the reminder claimed with its audit entry, the
 * audit log appended), for the reminder job's unit tests.
 */
import { dueBreachReminder, nextBreachReminderOn, type AuditAction } from '@pharmacy/shared';
import type { AuditRecord } from '../../../platform/audit/audit-log.ts';
import { pendingMail } from '../../../platform/mail/mail-state.ts';
import { breachFields, recordAuditOf, reminderAuditOf, updateAuditOf } from '../breach-changes.ts';
import type { BreachRecord, BreachStore } from '../breach-record.ts';

export interface BreachWorld {
  breaches: Map<string, BreachRecord>;
  audit: (AuditRecord & { action: AuditAction })[];
  admins: string[];
  /** The audit log's entries the access question reads: who, when (epoch ms), which patients. */
  entries: { actorUid: string; at: number; patientIds: string[] }[];
  patients: Map<string, string>;
  /** What "now" the store stamps records with. */
  now: Date;
}

export function emptyBreachWorld(): BreachWorld {
  return { breaches: new Map(), audit: [], admins: ['admin@example.test'], entries: [], patients: new Map(), now: new Date('2026-01-01T00:00:00Z') };
}

export function memoryBreachStore(world: BreachWorld): BreachStore {
  let next = 1;
  return {
    async list(limit) {
      return [...world.breaches.values()]
        .sort((a, b) => b.foundAt.getTime() - a.foundAt.getTime())
        .slice(0, limit)
        .map((breach) => ({ id: breach.id, breach }));
    },
    async get(breachId) {
      return world.breaches.get(breachId) ?? null;
    },
    async create(write) {
      const id = `breach-${next++}`;
      const fields = breachFields(write, null);
      world.breaches.set(id, {
        ...fields,
        id,
        recordedBy: write.actor,
        recordedAt: world.now,
        updatedAt: world.now,
        reminders: {},
        needsMailResend: false,
        mailChangedAt: null,
      });
      world.audit.push(recordAuditOf(id, fields, write.actor));
      return id;
    },
    async update(breachId, write) {
      const before = world.breaches.get(breachId);
      if (!before) return 'not_found';
      const fields = breachFields(write, before);
      world.breaches.set(breachId, { ...before, ...fields, updatedAt: world.now });
      world.audit.push(updateAuditOf(breachId, before, fields, write.actor));
      return 'updated';
    },
    async accessEntries({ actorUid, from, to }, limit) {
      const inRange = world.entries.filter((entry) => (actorUid === null || entry.actorUid === actorUid) && entry.at >= from && entry.at < to);
      if (inRange.length > limit) return null;
      return inRange.filter((entry) => entry.patientIds.length > 0).map((entry) => entry.patientIds);
    },
    async patientLabels(patientIds) {
      return new Map(patientIds.flatMap((id) => (world.patients.has(id) ? [[id, world.patients.get(id)!] as const] : [])));
    },
    async emailOf(uid) {
      return `${uid}@example.test`;
    },
    async adminEmails() {
      return [...world.admins];
    },
    async listDueReminders(today, limit) {
      return [...world.breaches.values()]
        .filter((breach) => breach.nextReminderOn !== null && breach.nextReminderOn <= today)
        .sort((a, b) => (a.nextReminderOn ?? '').localeCompare(b.nextReminderOn ?? ''))
        .slice(0, limit);
    },
    async claimReminder(breachId, today, now) {
      const breach = world.breaches.get(breachId);
      if (!breach) return null;
      const name = dueBreachReminder(breach, today);
      if (!name) return null;
      const reminders = { ...breach.reminders, [name]: pendingMail() };
      const claimed: BreachRecord = { ...breach, reminders, nextReminderOn: nextBreachReminderOn({ ...breach, reminders }), needsMailResend: true, mailChangedAt: now };
      world.breaches.set(breachId, claimed);
      world.audit.push(reminderAuditOf(breach, name));
      return { breach: claimed, name };
    },
    async updateMail(breachId, states, needsMailResend, now) {
      const breach = world.breaches.get(breachId);
      if (!breach) throw new Error(`No breach ${breachId}`);
      world.breaches.set(breachId, { ...breach, reminders: { ...breach.reminders, ...states }, needsMailResend, mailChangedAt: now });
    },
    async listNeedingMailResend(before, limit) {
      return [...world.breaches.values()]
        .filter((breach) => breach.needsMailResend && breach.mailChangedAt !== null && breach.mailChangedAt <= before)
        .sort((a, b) => (a.mailChangedAt?.getTime() ?? 0) - (b.mailChangedAt?.getTime() ?? 0))
        .slice(0, limit);
    },
  };
}
