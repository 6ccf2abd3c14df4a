/**
 * What recording or updating a breach writes (decision 041): the breach's fields from the
 * admin's form, and the audit entry that goes with them in the same transaction. The entry
 * names the breach and counts; it never holds the description, the patients or any other
 * text the admin typed, which may be health information.
 */
import {
  AUDIT_ACTIONS,
  breachAssessmentDueOn,
  formatCalendarDate,
  nextBreachReminderOn,
  sydneyDateOf,
  type BreachReminder,
} from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import type { BreachRecord, BreachWrite } from './breach-record.ts';

/** The breach's fields a record or an update sets; the store adds the times and who recorded it. */
export function breachFields({ input, affected, actor }: BreachWrite, previous: BreachRecord | null) {
  const foundOn = sydneyDateOf(new Date(input.foundAt));
  const reminders: Partial<Record<BreachReminder, unknown>> = previous?.reminders ?? {};
  return {
    description: input.description,
    foundAt: new Date(input.foundAt),
    foundOn,
    dueOn: breachAssessmentDueOn(foundOn),
    status: input.status,
    affected: {
      access: affected
        ? {
            actorUid: affected.query.actorUid,
            actorEmail: affected.actorEmail,
            from: new Date(affected.query.from),
            to: new Date(affected.query.to),
            entries: affected.entries,
          }
        : null,
      patients: affected?.patients ?? [],
      described: input.affectedDescribed,
    },
    containment: input.containment,
    outcome: input.outcome,
    notifications: input.notifications,
    updatedBy: actor,
    nextReminderOn: nextBreachReminderOn({ foundOn, status: input.status, reminders }),
  };
}
export type BreachFields = ReturnType<typeof breachFields>;

const target = (breachId: string, foundOn: string) => ({ type: 'breach', id: breachId, label: `Breach found ${formatCalendarDate(foundOn)}` });

/** The parts of a breach an update may change, by the name its audit entry gives them. */
const PARTS = {
  description: (fields: Pick<BreachFields, 'description'>) => fields.description,
  found: (fields: Pick<BreachFields, 'foundAt'>) => fields.foundAt.getTime(),
  affected: (fields: Pick<BreachFields, 'affected'>) => ({
    access: fields.affected.access && { ...fields.affected.access, from: fields.affected.access.from.getTime(), to: fields.affected.access.to.getTime() },
    patients: fields.affected.patients.map((patient) => patient.id),
    described: fields.affected.described,
  }),
  containment: (fields: Pick<BreachFields, 'containment'>) => fields.containment,
  status: (fields: Pick<BreachFields, 'status'>) => fields.status,
  outcome: (fields: Pick<BreachFields, 'outcome'>) => fields.outcome,
  notifications: (fields: Pick<BreachFields, 'notifications'>) => fields.notifications,
};

/** The names of the parts that differ, e.g. "status, outcome"; "nothing" when none does. */
function changedParts(before: BreachRecord, after: BreachFields): string {
  const changed = Object.entries(PARTS)
    .filter(([, part]) => JSON.stringify(part(before)) !== JSON.stringify(part(after)))
    .map(([name]) => name);
  return changed.length > 0 ? changed.join(', ') : 'nothing';
}

/** breach.record: when it was found, its status and how many people it may concern. */
export function recordAuditOf(breachId: string, fields: BreachFields, actor: BreachWrite['actor']): AuditRecord {
  return {
    action: AUDIT_ACTIONS.breachRecord,
    actorUid: actor.uid,
    actorEmail: actor.email,
    target: target(breachId, fields.foundOn),
    details: {
      status: fields.status,
      foundOn: fields.foundOn,
      dueOn: fields.dueOn,
      affectedPatients: fields.affected.patients.length,
      accessEntries: fields.affected.access?.entries ?? null,
      othersDescribed: fields.affected.described !== '',
    },
  };
}

/** breach.update: which parts changed, the status before and after, how many patients it now names. */
export function updateAuditOf(breachId: string, before: BreachRecord, fields: BreachFields, actor: BreachWrite['actor']): AuditRecord {
  return {
    action: AUDIT_ACTIONS.breachUpdate,
    actorUid: actor.uid,
    actorEmail: actor.email,
    target: target(breachId, fields.foundOn),
    details: {
      changed: changedParts(before, fields),
      from: before.status,
      to: fields.status,
      outcome: fields.outcome?.kind ?? null,
      affectedPatients: fields.affected.patients.length,
    },
  };
}

/** Who the audit log names for a reminder: nobody signed in, the schedule itself. */
export const REMINDER_ACTOR = { actorUid: 'system', actorEmail: 'breach-reminders' } as const;

/** breach.reminder: which reminder, and when the assessment is due. */
export function reminderAuditOf(breach: Pick<BreachRecord, 'id' | 'foundOn' | 'dueOn'>, name: BreachReminder): AuditRecord {
  return {
    action: AUDIT_ACTIONS.breachReminder,
    ...REMINDER_ACTOR,
    target: target(breach.id, breach.foundOn),
    details: { reminder: name, dueOn: breach.dueOn },
  };
}
