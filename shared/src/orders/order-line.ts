/**
 * The order line (issue 31, decision 057): one item of an order, as one schema and the
 * shapes derived from it, with every mapper between them. A field added to an item is
 * added to LineSchema and LINE_CHECKS (the compiler asks for both), and to the one
 * mapper that gives it a value; the cart, the wire, the checked and the stored shapes
 * follow. Browser-safe: the dashboard and the functions both import it.
 *
 *   form (typed) -> cart line -> wire (the cart JSON) -> checked line -> stored line -> display
 *   stored line / saved line / wire (a draft) -> cart line (reorder, favourites, drafts)
 */
import { z } from 'zod';
import { MAX_QUANTITY, MIN_QUANTITY, ORDER_MAX_LENGTHS, ORDER_MESSAGES, SCRIPT_METHODS, MAIL_SUBMISSION_LABEL, type ScriptMethod } from './order.ts';
import { ESCRIPT_ORDER_MESSAGES, EscriptTokenFieldSchema, LegalScriptSchema, type LegalScript } from '../legal-prescriptions/index.ts';
import { DOCUMENT_ID_PATTERN } from '../platform/document-id.ts';
import { PATIENT_MESSAGES, PatientSnapshotSchema, patientDetailsOf, patientKindOf, type PatientDetails, type PatientKind, type PatientSnapshot } from '../patients/index.ts';
import { LinePriceSchema, type LinePrice } from '../prices/index.ts';
import {
  FORMULA_SCHEDULES,
  FORMULA_STORAGE,
  UNSTATED_FORMULA_KIND,
  findCatalogueEntry,
  formulaKindOf,
  type CatalogueEntry,
  type FormulaKind,
  type FormulaSchedule,
  type MedicationDatabase,
} from '../catalogue/index.ts';
import {
  S8_AUTHORITY_MAX_LENGTH,
  S8_MESSAGES,
  S8_REPEAT_INTERVAL_MAX_DAYS,
  S8_REPEAT_INTERVAL_MIN_DAYS,
  needsS8Authority,
  needsS8Prescription,
  nswAuthorityProblem,
  parseNswAuthorityNumber,
  type S8Prescription,
} from './s8-item.ts';
import { CourseItemFieldsSchema, RepeatsSchema } from './item-course-schema.ts';
import { DAYS_SUPPLY_MAX, DAYS_SUPPLY_MIN, DIRECTIONS_MESSAGES, directionsProblem } from './item-directions.ts';

// ---------------------------------------------------------------- the schema

/**
 * The line's own fields, as an order keeps them and reads them back: what was chosen
 * from the catalogue (values and labels), and what the prescriber typed. Loose, because
 * orders stored before a field existed lack it (directions before issue 25, the course
 * before decision 052).
 */
export const LineSchema = z.object({
  condition: z.string(),
  conditionLabel: z.string(),
  formula: z.string(),
  formulaLabel: z.string(),
  /** '' when the formula has no strengths. */
  strength: z.string(),
  /** '' when the formula has no amounts. */
  amount: z.string(),
  description: z.string(),
  notes: z.string(),
  /** What the label will say (item-directions.ts); absent on orders stored before issue 25. */
  directions: z.string().optional(),
  /** How many days one supply lasts; absent when not said. */
  daysSupply: z.number().int().optional(),
  /** The repeats the prescription authorises (course.ts); absent is none. */
  repeats: z.number().int().optional(),
  /** The minimum interval between supplies in days, any item (an S8 item's is also in s8Prescription). */
  repeatIntervalDays: z.number().int().optional(),
  quantity: z.number().int(),
  scriptMethod: z.enum(SCRIPT_METHODS),
});
export type Line = z.infer<typeof LineSchema>;

const text = (max: number) => z.string().trim().max(max);

/** An item's directions on the wire (item-directions.ts): trimmed, 3 to 500 characters, each refusal naming what to fix. */
export const DirectionsSchema = z
  .string({ error: DIRECTIONS_MESSAGES.directionsMissing })
  .trim()
  .superRefine((value, ctx) => {
    const problem = directionsProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const DaysSupplySchema = z
  .number({ error: DIRECTIONS_MESSAGES.daysSupply })
  .int(DIRECTIONS_MESSAGES.daysSupply)
  .min(DAYS_SUPPLY_MIN, DIRECTIONS_MESSAGES.daysSupply)
  .max(DAYS_SUPPLY_MAX, DIRECTIONS_MESSAGES.daysSupply);

/**
 * Each of the line's own fields as the server accepts it in a cart (spec section 3,
 * "Cart item"): the same keys as LineSchema, so a new field cannot be left unchecked.
 * Labels and the description are the practitioner's view; the server re-reads them from
 * the catalogue by value and never trusts them.
 */
const LINE_CHECKS = {
  condition: z.string().min(1, ORDER_MESSAGES.selectCondition),
  conditionLabel: text(200),
  formula: z.string().min(1, ORDER_MESSAGES.selectFormula),
  formulaLabel: text(200),
  strength: text(100),
  amount: text(100),
  description: text(1000),
  notes: z.string().trim().max(ORDER_MAX_LENGTHS.notes, ORDER_MESSAGES.notesTooLong),
  /** Required on the wire, 3 to 500 characters. */
  directions: DirectionsSchema,
  daysSupply: DaysSupplySchema.optional(),
  repeats: RepeatsSchema.optional(),
  repeatIntervalDays: z
    .number({ error: S8_MESSAGES.intervalFormat })
    .int(S8_MESSAGES.intervalFormat)
    .min(S8_REPEAT_INTERVAL_MIN_DAYS, S8_MESSAGES.intervalFormat)
    .max(S8_REPEAT_INTERVAL_MAX_DAYS, S8_MESSAGES.intervalFormat)
    .optional(),
  quantity: z
    .number({ error: ORDER_MESSAGES.quantity })
    .int(ORDER_MESSAGES.quantity)
    .min(MIN_QUANTITY, ORDER_MESSAGES.quantity)
    .max(MAX_QUANTITY, ORDER_MESSAGES.quantity),
  scriptMethod: z.enum(SCRIPT_METHODS, { error: ORDER_MESSAGES.selectScriptMethod }),
} satisfies { [Key in keyof Line]-?: z.ZodType };

/**
 * The wire shape: one cart item as the dashboard sends it in the `cart` JSON field, the
 * line checked, with the references the server resolves itself (the patient, the script
 * file part, the e-script token, the S8 authority).
 */
export const CartItemSchema = LineSchema.extend(LINE_CHECKS)
  .extend({
    /**
     * The script's file name, or MAIL_SUBMISSION_LABEL; '' for an Upload E-Script item
     * sent with its e-script token and no file (a file part comes for every upload item
     * with a name, in cart order).
     */
    scriptFileName: text(255),
    /** Upload E-Script only: the electronic prescription's token, a link or code (decision 026); '' or absent for none. */
    escriptToken: EscriptTokenFieldSchema.optional(),
    /**
     * Schedule 8 items only (s8-item.ts): the NSW Health authority number as typed.
     * Whether it is required is the server's to say, from its own catalogue; here only
     * its form is checked. Absent or '' for none.
     */
    s8AuthorityNumber: z
      .string()
      .max(S8_AUTHORITY_MAX_LENGTH, S8_MESSAGES.authorityFormat)
      .superRefine((value, ctx) => {
        const problem = nswAuthorityProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    /** patients/{patientId}, one of the caller's own: the server copies the patient onto the stored item. */
    patientId: z
      .string({ error: PATIENT_MESSAGES.patientMissing })
      .trim()
      .min(1, PATIENT_MESSAGES.patientMissing)
      .regex(DOCUMENT_ID_PATTERN, PATIENT_MESSAGES.patientNotFound),
  })
  .superRefine((item, ctx) => {
    const token = item.escriptToken?.trim() ?? '';
    // Upload E-Script takes a token, a file (an advance copy), or both; never neither.
    if (item.scriptMethod === 'upload' && token === '' && item.scriptFileName === '') {
      ctx.addIssue({ code: 'custom', path: ['scriptFileName'], message: ORDER_MESSAGES.attachScript });
    }
    if (item.scriptMethod === 'mail' && token !== '') {
      ctx.addIssue({ code: 'custom', path: ['escriptToken'], message: ESCRIPT_ORDER_MESSAGES.tokenWithMail });
    }
  });
export type CartItemPayload = z.infer<typeof CartItemSchema>;

/** A script kept in private Storage; only admins download it, through /api. */
export const StoredScriptSchema = z.object({
  storagePath: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type StoredScript = z.infer<typeof StoredScriptSchema>;

export const S8PrescriptionSchema = z.object({
  /** Absent for an animal's item (decision 048). */
  authorityNumber: z.string().optional(),
  repeatIntervalDays: z.number().int(),
}) satisfies z.ZodType<S8Prescription>;

/** The stored shape: one item of a stored order request, the line as the server checked it and what it added. */
export const OrderItemSchema = LineSchema.extend({
  /**
   * The formula's schedule and storage in the catalogue when the order was placed
   * (decision 042): copied, so a later sync cannot change them. null where the catalogue
   * did not say; absent on orders stored before issue 24.
   */
  schedule: z.enum(FORMULA_SCHEDULES).nullable().optional(),
  storage: z.enum(FORMULA_STORAGE).nullable().optional(),
  /** A Schedule 8 item's authority number and repeat interval (s8-item.ts); absent on any other item. */
  s8Prescription: S8PrescriptionSchema.optional(),
  /** null for a mailed script, or an e-script sent with its token only. */
  script: StoredScriptSchema.nullable(),
  /** The legal prescription behind the item (decision 026); absent on orders stored before it. */
  legalScript: LegalScriptSchema.optional(),
  /** The patient as they were when the order was sent; absent on orders stored before items named their patient. */
  patient: PatientSnapshotSchema.optional(),
  /**
   * One unit's price as the server took it from the catalogue when the order was sent, or
   * as the pharmacy re-priced it (decision 076); null: priced by the pharmacy; absent on
   * orders sent before prices (read as null).
   */
  price: LinePriceSchema.optional(),
}).extend(CourseItemFieldsSchema.shape);
export type OrderItem = z.infer<typeof OrderItemSchema>;

// ---------------------------------------------------------------- the browser's shapes

/** A script file as the browser holds it (a File); a type parameter, so this module needs no DOM. */
export interface ScriptFileLike {
  name: string;
  size: number;
}

/** Fields the form holds as typed text ('' for none): the checks turn them into numbers. */
type TypedFields = 'directions' | 'daysSupply' | 'repeats' | 'repeatIntervalDays';

/** The form shape: the line while the prescriber types it (the order form's state, less its messages). */
export type LineForm<File extends ScriptFileLike> = Pick<Line, 'condition' | 'formula' | 'strength' | 'amount' | 'description' | 'notes' | 'quantity'> &
  Record<TypedFields, string> & {
    /** Who the item is for (issue 12); stays chosen for the next item. */
    patient: PatientSnapshot | null;
    scriptMethod: ScriptMethod | '';
    scriptFile: File | null;
    /** Upload E-Script: the e-script's link or token code as typed (decision 026). */
    escriptToken: string;
    /** Schedule 8 formulas only (s8-item.ts): the NSW Health authority number as typed. */
    s8AuthorityNumber: string;
  };

/** The cart shape: one line of the cart (spec section 3, "Cart item"), with the catalogue's labels and kind, and the script file itself. */
export type CartLine<File extends ScriptFileLike> = Omit<Line, 'directions' | 'daysSupply' | 'repeatIntervalDays'> &
  CatalogueEntry & {
    /** Stable key for the list; never sent. */
    id: string;
    /** What the label will say; '' only on an item copied from a request sent before directions were asked for. */
    directions: string;
    /** How many days one supply lasts; null for not said. */
    daysSupply: number | null;
    /** Copied from a request sent before directions were asked for: the cart line asks for them. */
    directionsInCart?: true;
    /** Added from a favourite or protocol (decision 069): the line's one script choice is made on the cart line. */
    scriptInCart?: true;
    /** For an upload item: a copy of the script; null when none (a token alone, or an item copied from an earlier request). */
    scriptFile: File | null;
    /** For an upload item: the e-script's link or token code; '' for none. */
    escriptToken: string;
    /** A Schedule 8 item's NSW Health authority number as typed (s8-item.ts); '' for any other. */
    s8AuthorityNumber: string;
    /** The minimum interval in days; null for none. */
    repeatIntervalDays: number | null;
    /** Who it is for; null only for an item copied from a request sent before items named their patient. */
    patient: PatientSnapshot | null;
  };

/** A whole number as typed: null when blank, NaN when not a whole number (the checks then say so). */
export function wholeNumberOf(typed: string): number | null {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Quantities are whole numbers from MIN_QUANTITY to MAX_QUANTITY, in the stepper and in the cart. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(value)));
}

// ---------------------------------------------------------------- mappers into the cart

/** The form's S8 authority (a person's Schedule 8 formula only) and minimum interval as a cart line keeps them. */
export function s8FieldsOfForm(
  form: Pick<LineForm<ScriptFileLike>, 'formula' | 'patient' | 's8AuthorityNumber' | 'repeatIntervalDays'>,
  database: MedicationDatabase,
): Pick<CartLine<ScriptFileLike>, 's8AuthorityNumber' | 'repeatIntervalDays'> {
  const { schedule } = formulaKindOf(database, form.formula);
  // An animal's S8 item has no NSW Health authority (decision 048).
  const authority = needsS8Authority(schedule, form.patient ? patientKindOf(form.patient) : 'person');
  return {
    s8AuthorityNumber: authority ? (parseNswAuthorityNumber(form.s8AuthorityNumber) ?? form.s8AuthorityNumber.trim()) : '',
    // The minimum interval, on any item that sets one (decision 052); required on S8 items.
    repeatIntervalDays: wholeNumberOf(form.repeatIntervalDays),
  };
}

/** form -> cart: the cart line for a form that passed the dashboard's checks; null when the catalogue, method or patient is missing. */
export function cartLineFromForm<File extends ScriptFileLike>(form: LineForm<File>, database: MedicationDatabase, id: string): CartLine<File> | null {
  const entry = findCatalogueEntry(database, form);
  if (!entry || !form.scriptMethod || !form.patient) return null;
  const repeats = wholeNumberOf(form.repeats);
  return {
    id,
    condition: form.condition,
    formula: form.formula,
    strength: form.strength,
    amount: form.amount,
    ...entry,
    notes: form.notes.trim(),
    directions: form.directions.trim(),
    daysSupply: wholeNumberOf(form.daysSupply),
    ...(repeats ? { repeats } : {}),
    scriptMethod: form.scriptMethod,
    scriptFile: form.scriptMethod === 'upload' ? form.scriptFile : null,
    escriptToken: form.scriptMethod === 'upload' ? form.escriptToken.trim() : '',
    ...s8FieldsOfForm(form, database),
    quantity: form.quantity,
    patient: form.patient,
  };
}

/**
 * stored -> cart (a reorder): the item re-read from the current catalogue (null when it
 * no longer offers it). An uploaded script and an e-script token are not copied (a token
 * supplies once); the directions, the authority and the patient carry over.
 */
export function cartLineFromStored<File extends ScriptFileLike>(item: OrderItem, database: MedicationDatabase, id: string): CartLine<File> | null {
  const entry = findCatalogueEntry(database, item);
  if (!entry) return null;
  return {
    id,
    condition: item.condition,
    formula: item.formula,
    strength: item.strength,
    amount: item.amount,
    ...entry,
    notes: item.notes,
    // The same medicine for the same patient; '' on a request from before directions, asked for in the cart.
    directions: item.directions ?? '',
    daysSupply: item.daysSupply ?? null,
    ...(item.directions ? {} : { directionsInCart: true as const }),
    scriptMethod: item.scriptMethod,
    scriptFile: null,
    escriptToken: '',
    // The current catalogue says whether the authority is needed.
    s8AuthorityNumber: item.s8Prescription?.authorityNumber ?? '',
    repeatIntervalDays: item.s8Prescription?.repeatIntervalDays ?? null,
    quantity: clampQuantity(item.quantity),
    // The server copies the patient's details as they are now when it is sent.
    patient: item.patient ?? null,
  };
}

/**
 * wire -> cart (a saved draft, decision 045): the payload's own fields, the labels re-read
 * from the current catalogue (kept as saved when it no longer offers the item: the server
 * then refuses it, naming the item), the patient as last saved and the script copy.
 */
export function cartLineFromWire<File extends ScriptFileLike>(
  { scriptFileName: _name, patientId: _patientId, ...payload }: CartItemPayload,
  database: MedicationDatabase,
  { id, patient, scriptFile }: { id: string; patient: PatientSnapshot | null; scriptFile: File | null },
): CartLine<File> {
  const entry = findCatalogueEntry(database, payload);
  return {
    ...payload,
    ...(entry ?? UNSTATED_FORMULA_KIND),
    id,
    scriptFile,
    escriptToken: payload.escriptToken ?? '',
    s8AuthorityNumber: payload.s8AuthorityNumber ?? '',
    repeatIntervalDays: payload.repeatIntervalDays ?? null,
    daysSupply: payload.daysSupply ?? null,
    quantity: clampQuantity(payload.quantity),
    patient,
  };
}

/** A saved line (a favourite's or a protocol's) as the cart takes it: what was saved, less what belongs to one prescription. */
export type SavedLineFields = Pick<Line, 'condition' | 'formula' | 'strength' | 'amount' | 'notes' | 'daysSupply'> & { directions: string };

/** saved -> cart: a favourite's or protocol's line for this patient, the catalogue entry already found; one of a quantity. */
export function cartLineFromSaved<File extends ScriptFileLike>(
  { condition, formula, strength, amount, notes, directions, daysSupply }: SavedLineFields,
  entry: CatalogueEntry,
  { id, patient, scriptMethod }: { id: string; patient: PatientSnapshot; scriptMethod: ScriptMethod },
): CartLine<File> {
  return {
    id,
    condition,
    formula,
    strength,
    amount,
    ...entry,
    notes,
    directions,
    daysSupply: daysSupply ?? null,
    scriptMethod,
    scriptFile: null,
    escriptToken: '',
    s8AuthorityNumber: '',
    repeatIntervalDays: null,
    quantity: MIN_QUANTITY,
    patient,
  };
}

// ---------------------------------------------------------------- cart -> wire

/** cart -> wire: the line as the `cart` JSON field carries it (CartItemSchema). */
export function wireLineOf(item: CartLine<ScriptFileLike>): CartItemPayload {
  return {
    condition: item.condition,
    conditionLabel: item.conditionLabel,
    formula: item.formula,
    formulaLabel: item.formulaLabel,
    strength: item.strength,
    amount: item.amount,
    description: item.description,
    notes: item.notes,
    directions: item.directions,
    ...(item.daysSupply !== null ? { daysSupply: item.daysSupply } : {}),
    // The file's name, or Mail Submission; '' for a token alone: the server expects a file part for every name.
    scriptFileName: item.scriptMethod === 'mail' ? MAIL_SUBMISSION_LABEL : (item.scriptFile?.name ?? ''),
    scriptMethod: item.scriptMethod,
    ...(item.escriptToken ? { escriptToken: item.escriptToken } : {}),
    ...(item.s8AuthorityNumber ? { s8AuthorityNumber: item.s8AuthorityNumber } : {}),
    ...(item.repeatIntervalDays !== null ? { repeatIntervalDays: item.repeatIntervalDays } : {}),
    ...(item.repeats ? { repeats: item.repeats } : {}),
    quantity: item.quantity,
    // The dashboard refuses a cart with an item without its patient before it is sent.
    patientId: item.patient?.patientId ?? '',
  };
}

// ---------------------------------------------------------------- the server's shapes

/** Whether the wire line sends a file part: an Upload E-Script item sent with its token only has scriptFileName ''. */
export const carriesFile = (item: Pick<CartItemPayload, 'scriptMethod' | 'scriptFileName'>) => item.scriptMethod === 'upload' && item.scriptFileName !== '';

/**
 * A Schedule 8 item's prescription as stored, from a wire line the S8 checks have passed
 * (s8ItemProblem): undefined for any other item; no authority for an animal's (decision 048).
 */
export function s8PrescriptionOfWire(
  item: Pick<CartItemPayload, 's8AuthorityNumber' | 'repeatIntervalDays'>,
  schedule: FormulaSchedule | null,
  patientKind: PatientKind,
): S8Prescription | undefined {
  if (!needsS8Prescription(schedule)) return undefined;
  const repeatIntervalDays = item.repeatIntervalDays ?? 0;
  if (!needsS8Authority(schedule, patientKind)) return { repeatIntervalDays };
  return { authorityNumber: parseNswAuthorityNumber(item.s8AuthorityNumber ?? '') ?? '', repeatIntervalDays };
}

/** The checked shape: a stored line before the script is saved and the legal prescription is named. */
export type CheckedLine<Script, Token> = Omit<OrderItem, 'script' | 'legalScript'> & { script: Script | null; escriptToken: Token | null };

/** The catalogue's view of a line, as the server found it (never the browser's labels). */
export type CataloguedLine = Pick<Line, 'condition' | 'conditionLabel' | 'formula' | 'formulaLabel' | 'strength' | 'amount' | 'description'> &
  Pick<FormulaKind, 'schedule' | 'storage'>;

/** wire -> checked: the line with the catalogue's labels and kind, its S8 prescription, its patient, its checked script and token. */
export function checkedLineOf<Script, Token>(
  item: CartItemPayload,
  found: {
    entry: CataloguedLine;
    s8Prescription: S8Prescription | undefined;
    patient: PatientSnapshot | undefined;
    script: Script | null;
    escriptToken: Token | null;
    /** The unit price from the current catalogue (decision 077); null: priced by the pharmacy. Never the browser's. */
    price: LinePrice | null;
  },
): CheckedLine<Script, Token> {
  return {
    ...found.entry,
    price: found.price,
    ...(found.s8Prescription ? { s8Prescription: found.s8Prescription } : {}),
    patient: found.patient,
    notes: item.notes,
    directions: item.directions,
    ...(item.daysSupply !== undefined ? { daysSupply: item.daysSupply } : {}),
    // The course (decision 052): repeats, and the minimum interval on any item that sets one.
    ...(item.repeats ? { repeats: item.repeats } : {}),
    ...(item.repeatIntervalDays !== undefined ? { repeatIntervalDays: item.repeatIntervalDays } : {}),
    quantity: item.quantity,
    scriptMethod: item.scriptMethod,
    script: found.script,
    escriptToken: found.escriptToken,
  };
}

/** checked -> stored: the line with its legal prescription and the script as saved in Storage (null when none was uploaded). */
export function storedLineOf<Script, Token>(
  { script: _script, escriptToken: _token, ...checked }: CheckedLine<Script, Token>,
  legalScript: LegalScript,
  script: StoredScript | null,
): OrderItem {
  return { ...checked, legalScript, script };
}

// ---------------------------------------------------------------- display shapes

/** A stored file as shown to whom it concerns: without its Storage path. */
export type ShownFile = Omit<StoredScript, 'storagePath'>;
const shownFile = (file: ShownFile | null): ShownFile | null => (file ? { fileName: file.fileName, contentType: file.contentType, size: file.size } : null);

/** stored -> display: a line as held about its patient (APP 12, decision 040; HeldOrderItemSchema). */
export function heldLineOf(item: OrderItem & { patient: PatientDetails }, itemIndex: number) {
  return {
    itemIndex,
    conditionLabel: item.conditionLabel,
    formulaLabel: item.formulaLabel,
    strength: item.strength,
    amount: item.amount,
    description: item.description,
    notes: item.notes,
    ...(item.directions !== undefined ? { directions: item.directions } : {}),
    ...(item.daysSupply !== undefined ? { daysSupply: item.daysSupply } : {}),
    quantity: item.quantity,
    scriptMethod: item.scriptMethod,
    script: shownFile(item.script),
    legalScript: item.legalScript ?? null,
    patient: patientDetailsOf(item.patient),
  };
}

/** stored -> display: what a course page shows of a line (CourseEntrySchema). */
export function courseLineOf(item: Pick<OrderItem, 'formulaLabel' | 'strength' | 'amount' | 'quantity' | 'directions'>) {
  return { formulaLabel: item.formulaLabel, strength: item.strength, amount: item.amount, quantity: item.quantity, directions: item.directions ?? null };
}
