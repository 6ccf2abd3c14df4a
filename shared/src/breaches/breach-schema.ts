/**
 * The breach register as zod schemas (decision 041): the form as the admin's screen sends
 * it and the function parses it (POST /api/breaches, PUT /api/breaches/{id}), the question
 * "whom did these audit entries show", the stored breach and the emulators' reminder route.
 */
import { z } from 'zod';
import { DOCUMENT_ID_PATTERN } from '../platform/document-id.ts';
import { IsoInstantSchema, type InstantSchema } from '../platform/stored-time.ts';
import { sydneyDateOf, sydneyDateTimeInputOf, sydneyDateTimeInstant } from '../platform/sydney-dates.ts';
import { CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS_AND_TABS } from '../platform/text-schema.ts';
import { isCalendarDate } from '../platform/calendar-date.ts';
import {
  BREACH_MAX_LENGTHS,
  BREACH_MESSAGES,
  BREACH_OUTCOMES,
  BREACH_STATUSES,
  type BreachOutcome,
  type BreachStatus,
} from './breach.ts';

/** Free text that may span lines: trimmed, at most `max` characters, no control characters but line breaks and tabs. */
const text = (max: number, tooLong: string, required?: string) => {
  const base = z
    .string({ error: required ?? BREACH_MESSAGES.controlCharacters })
    .trim()
    .max(max, tooLong)
    .refine((value) => !CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS_AND_TABS.test(value), BREACH_MESSAGES.controlCharacters);
  return required ? base.refine((value) => value !== '', required) : base.default('');
};

const optionalString = z.string({ error: BREACH_MESSAGES.controlCharacters }).trim().default('');

/** The audit-log question behind "who may be affected": whose entries (any admin when null), between when and when. */
export interface AccessQuery {
  actorUid: string | null;
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, exclusive. */
  to: number;
}

const accessFields = {
  accessActorUid: optionalString,
  /** Sydney wall-clock times, YYYY-MM-DDTHH:mm. */
  accessFrom: optionalString,
  accessTo: optionalString,
};

type AccessFields = { accessActorUid: string; accessFrom: string; accessTo: string };

/** The access question of the form, or null when it asks none; adds its problems to ctx. */
function accessQueryOf(form: AccessFields, ctx: z.RefinementCtx): AccessQuery | null {
  const { accessActorUid, accessFrom, accessTo } = form;
  if (accessActorUid === '' && accessFrom === '' && accessTo === '') return null;
  if (accessActorUid !== '' && !DOCUMENT_ID_PATTERN.test(accessActorUid)) {
    ctx.addIssue({ code: 'custom', path: ['accessActorUid'], message: BREACH_MESSAGES.accessActorInvalid });
  }
  const from = sydneyDateTimeInstant(accessFrom);
  const to = sydneyDateTimeInstant(accessTo);
  if (from === null) ctx.addIssue({ code: 'custom', path: ['accessFrom'], message: BREACH_MESSAGES.accessRangeRequired });
  if (to === null) ctx.addIssue({ code: 'custom', path: ['accessTo'], message: BREACH_MESSAGES.accessRangeRequired });
  if (from === null || to === null) return null;
  if (to <= from) {
    ctx.addIssue({ code: 'custom', path: ['accessTo'], message: BREACH_MESSAGES.accessRangeBackwards });
    return null;
  }
  return { actorUid: accessActorUid === '' ? null : accessActorUid, from, to };
}

/** POST /api/breaches/affected-patients: the audit log's entries of one admin (or all) in a time range. */
export const AffectedPatientsRequestSchema = z
  .object(accessFields)
  .transform((form, ctx) => {
    const query = accessQueryOf(form, ctx);
    if (!query && ctx.issues.length === 0) ctx.addIssue({ code: 'custom', path: ['accessFrom'], message: BREACH_MESSAGES.accessRangeRequired });
    return query ?? (z.NEVER as AccessQuery);
  });

/** One patient an entry named: their label (name and date of birth) where the pharmacy still holds them, else the ID only. */
export const AffectedPatientSchema = z.object({ id: z.string(), label: z.string().nullable() });
export type AffectedPatient = z.infer<typeof AffectedPatientSchema>;

/** POST /api/breaches/affected-patients, 200. */
export const AffectedPatientsResponseSchema = z.object({
  /** How many entries in the range named a patient. */
  entries: z.number().int(),
  patients: z.array(AffectedPatientSchema),
});
export type AffectedPatientsResponse = z.infer<typeof AffectedPatientsResponseSchema>;

export interface BreachInputOptions {
  /** The present; read at each parse. Tests set it. */
  now?: () => Date;
}

/** What the function stores of the form. */
export interface BreachInput {
  description: string;
  /** Epoch ms. */
  foundAt: number;
  access: AccessQuery | null;
  affectedDescribed: string;
  containment: string;
  status: BreachStatus;
  outcome: { kind: BreachOutcome; reasons: string } | null;
  notifications: { oaicNotifiedOn: string | null; individualsNotifiedOn: string | null; individualsHow: string | null };
}

/**
 * The breach form, field by field as the screen shows it, every field a string. Recording
 * and updating send the same form: a breach may be recorded already assessed.
 */
export function breachInputSchema({ now = () => new Date() }: BreachInputOptions = {}) {
  return z
    .object({
      description: text(BREACH_MAX_LENGTHS.description, BREACH_MESSAGES.descriptionTooLong, BREACH_MESSAGES.descriptionRequired),
      foundAt: z.string({ error: BREACH_MESSAGES.foundAtRequired }).trim(),
      ...accessFields,
      affectedDescribed: text(BREACH_MAX_LENGTHS.described, BREACH_MESSAGES.describedTooLong),
      containment: text(BREACH_MAX_LENGTHS.containment, BREACH_MESSAGES.containmentTooLong),
      status: z.enum(BREACH_STATUSES, { error: BREACH_MESSAGES.status }).default('suspected'),
      outcome: z.union([z.enum(BREACH_OUTCOMES), z.literal('')], { error: BREACH_MESSAGES.outcome }).default(''),
      outcomeReasons: text(BREACH_MAX_LENGTHS.reasons, BREACH_MESSAGES.reasonsTooLong),
      oaicNotifiedOn: optionalString,
      individualsNotifiedOn: optionalString,
      individualsNotifiedHow: text(BREACH_MAX_LENGTHS.how, BREACH_MESSAGES.howTooLong),
    })
    .transform((form, ctx): BreachInput => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const present = now();
      const foundAt = sydneyDateTimeInstant(form.foundAt);
      if (foundAt === null) issue('foundAt', BREACH_MESSAGES.foundAtRequired);
      else if (foundAt > present.getTime()) issue('foundAt', BREACH_MESSAGES.foundAtFuture);
      const access = accessQueryOf(form, ctx);
      if (form.status === 'assessed' && form.outcome === '') issue('outcome', BREACH_MESSAGES.outcomeRequired);
      if (form.outcome !== '' && form.outcomeReasons === '') issue('outcomeReasons', BREACH_MESSAGES.reasonsRequired);
      const today = sydneyDateOf(present);
      const foundOn = foundAt === null ? null : sydneyDateOf(new Date(foundAt));
      const notifiedOn = (field: 'oaicNotifiedOn' | 'individualsNotifiedOn'): string | null => {
        const value = form[field];
        if (value === '') return null;
        if (!isCalendarDate(value) || value > today || (foundOn !== null && value < foundOn)) issue(field, BREACH_MESSAGES.notifiedOn);
        return value;
      };
      const oaicNotifiedOn = notifiedOn('oaicNotifiedOn');
      const individualsNotifiedOn = notifiedOn('individualsNotifiedOn');
      if (individualsNotifiedOn !== null && form.individualsNotifiedHow === '') issue('individualsNotifiedHow', BREACH_MESSAGES.howRequired);
      if (ctx.issues.length > 0 || foundAt === null) return z.NEVER;
      return {
        description: form.description,
        foundAt,
        access,
        affectedDescribed: form.affectedDescribed,
        containment: form.containment,
        status: form.status,
        outcome: form.outcome === '' ? null : { kind: form.outcome, reasons: form.outcomeReasons },
        notifications: {
          oaicNotifiedOn,
          individualsNotifiedOn,
          individualsHow: individualsNotifiedOn === null ? null : form.individualsNotifiedHow,
        },
      };
    });
}

/** The form as the browser checks it before sending. */
export const BreachInputSchema = breachInputSchema();
export type BreachFormValues = Required<{ [Field in keyof z.input<typeof BreachInputSchema>]: string }>;

export const EMPTY_BREACH_FORM: BreachFormValues = {
  description: '',
  foundAt: '',
  accessActorUid: '',
  accessFrom: '',
  accessTo: '',
  affectedDescribed: '',
  containment: '',
  status: 'suspected',
  outcome: '',
  outcomeReasons: '',
  oaicNotifiedOn: '',
  individualsNotifiedOn: '',
  individualsNotifiedHow: '',
};

/** POST /api/breaches, 201. */
export const BreachRecordResponseSchema = z.object({ success: z.literal(true), breachId: z.string() });
export type BreachRecordResponse = z.infer<typeof BreachRecordResponseSchema>;

/**
 * breaches/{id} as the admin's screen reads it (firestore.rules), its times read with
 * `instant` (stored-time.ts). The function adds the reminders' e-mail states.
 */
export function breachSchema<Instant extends InstantSchema>(instant: Instant) {
  const person = z.object({ uid: z.string(), email: z.string() });
  return z.object({
    description: z.string(),
    foundAt: instant,
    /** Sydney dates: when it was found, when its assessment is due. */
    foundOn: z.string(),
    dueOn: z.string(),
    status: z.enum(BREACH_STATUSES),
    affected: z.object({
      /** The audit-log question the patients came from, as it was last asked. */
      access: z
        .object({ actorUid: z.string().nullable(), actorEmail: z.string().nullable(), from: instant, to: instant, entries: z.number().int() })
        .nullable(),
      patients: z.array(AffectedPatientSchema),
      /** People not in the app, in the admin's words. */
      described: z.string(),
    }),
    containment: z.string(),
    outcome: z.object({ kind: z.enum(BREACH_OUTCOMES), reasons: z.string() }).nullable(),
    notifications: z.object({
      oaicNotifiedOn: z.string().nullable(),
      individualsNotifiedOn: z.string().nullable(),
      individualsHow: z.string().nullable(),
    }),
    recordedBy: person,
    recordedAt: instant,
    updatedBy: person,
    updatedAt: instant,
    /** The Sydney date of the next reminder e-mail; null once none is due (decision 041). */
    nextReminderOn: z.string().nullable(),
  });
}
export const BreachSchema = breachSchema(IsoInstantSchema);
export type Breach = z.infer<typeof BreachSchema>;

/**
 * A breach as the register's list shows it (decision 063): everything but who is affected,
 * only how many, and whether others are described (the admin's words may name people).
 */
export const BreachSummarySchema = BreachSchema.omit({ affected: true }).extend({
  affected: z.object({ patientCount: z.number().int().nonnegative(), othersDescribed: z.boolean() }),
});
export type BreachSummary = z.infer<typeof BreachSummarySchema>;

/** GET /api/breaches, 200: the newest BREACH_LIST_LIMIT, found first; null for a stored breach the server could not read. */
export const BreachListReplySchema = z.object({ breaches: z.array(z.object({ id: z.string(), breach: BreachSummarySchema.nullable() })) });
export type BreachListReply = z.infer<typeof BreachListReplySchema>;

/** GET /api/breaches/{id}, 200: the whole breach, answered once the look is recorded. */
export const BreachReplySchema = z.object({ breach: BreachSchema });
export type BreachReply = z.infer<typeof BreachReplySchema>;

/** A stored breach back in the form, for updating it. */
export function breachFormValues(breach: Breach): BreachFormValues {
  const { access } = breach.affected;
  const input = (iso: string) => sydneyDateTimeInputOf(Date.parse(iso));
  return {
    description: breach.description,
    foundAt: input(breach.foundAt),
    accessActorUid: access?.actorUid ?? '',
    accessFrom: access ? input(access.from) : '',
    accessTo: access ? input(access.to) : '',
    affectedDescribed: breach.affected.described,
    containment: breach.containment,
    status: breach.status,
    outcome: breach.outcome?.kind ?? '',
    outcomeReasons: breach.outcome?.reasons ?? '',
    oaicNotifiedOn: breach.notifications.oaicNotifiedOn ?? '',
    individualsNotifiedOn: breach.notifications.individualsNotifiedOn ?? '',
    individualsNotifiedHow: breach.notifications.individualsHow ?? '',
  };
}

/** POST /api/dev/breach-reminders: `now` (ISO 8601 with a zone) is when the job takes itself to run. */
export const DevBreachRemindersRequestSchema = z.object({ now: z.iso.datetime({ offset: true }).optional() });

/** POST /api/dev/breach-reminders, 200. */
export const DevBreachRemindersResponseSchema = z.object({
  asOf: z.string(),
  /** The Sydney date the run counted as today. */
  today: z.string(),
  reminded: z.array(z.object({ breachId: z.string(), reminder: z.enum(['day20', 'day28']) })),
  /** Breaches whose reminder could not be sent now (retried) or not be claimed. */
  failed: z.array(z.string()),
});
export type DevBreachRemindersResponse = z.infer<typeof DevBreachRemindersResponseSchema>;
