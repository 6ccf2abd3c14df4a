import { z } from 'zod';
import { FormulaPricingSchema, priceOfLine, type LinePrice } from '../prices/index.ts';
import {
  FORMULA_PATIENT_KINDS,
  FORMULA_SCHEDULES,
  FORMULA_STORAGE,
  UNSTATED_FORMULA_KIND,
  type FormulaKind,
} from './formula-kind.ts';

/** A formula's schedule, for whom and storage (formula-kind.ts); null where the sheet does not say. */
export const FormulaKindSchema = z.object({
  schedule: z.enum(FORMULA_SCHEDULES).nullable(),
  forWhom: z.enum(FORMULA_PATIENT_KINDS).nullable(),
  storage: z.enum(FORMULA_STORAGE).nullable(),
}) satisfies z.ZodType<FormulaKind>;

const OptionSchema = z.object({ label: z.string().min(1), value: z.string().min(1) });

/** The catalogue practitioners order from (spec section 3, "Medication database"). */
export const MedicationDatabaseSchema = z.object({
  conditions: z.array(OptionSchema),
  formulasByCondition: z.record(z.string(), z.array(OptionSchema)),
  strengthsByFormula: z.record(z.string(), z.array(z.string())),
  amountsByFormula: z.record(z.string(), z.array(z.string())),
  descriptionsByFormula: z.record(z.string(), z.string()),
  /** Issue 24: every formula's kind, unstated (all null) for one the sheet says nothing about. */
  kindsByFormula: z.record(z.string(), FormulaKindSchema),
  /** Issue 33: the cautionary advisory labels (cautionary-labels.ts) each formula's dispensing label carries; absent before it, and on catalogues that name none. */
  cautionaryLabelsByFormula: z.record(z.string(), z.array(z.string())).optional(),
  /** Issue 34 (decision 077): each priced formula's prices and GST treatment; a formula without is priced by the pharmacy. */
  pricesByFormula: z.record(z.string(), FormulaPricingSchema).optional(),
});
export type MedicationDatabase = z.infer<typeof MedicationDatabaseSchema>;

/** GET /api/medication-database (approved practitioners and admins). */
export const MedicationDatabaseResponseSchema = z.object({ success: z.literal(true), data: MedicationDatabaseSchema });
export type MedicationDatabaseResponse = z.infer<typeof MedicationDatabaseResponseSchema>;

/**
 * What may be stored in medicationDatabase/current: the current shape, the old one
 * whose formulas list combined dosages ("1% 30g") in dosagesByFormula, or a mix.
 * Per-formula maps may lack formulas; extra fields (source, updatedAt) are ignored.
 */
const StoredCatalogueSchema = z.object({
  conditions: z.array(OptionSchema).min(1),
  formulasByCondition: z.record(z.string(), z.array(OptionSchema)),
  strengthsByFormula: z.record(z.string(), z.array(z.string())).optional(),
  amountsByFormula: z.record(z.string(), z.array(z.string())).optional(),
  descriptionsByFormula: z.record(z.string(), z.string()).optional(),
  dosagesByFormula: z.record(z.string(), z.array(z.string())).optional(),
  /** Absent on catalogues stored before issue 24: every formula is then of unstated kind. */
  kindsByFormula: z.record(z.string(), FormulaKindSchema).optional(),
  cautionaryLabelsByFormula: z.record(z.string(), z.array(z.string())).optional(),
  pricesByFormula: z.record(z.string(), FormulaPricingSchema).optional(),
});

/** "30g", "100 mL", "30 capsules": a number and its unit, the amount at the end of an old dosage. */
const TRAILING_AMOUNT = /^(.*\S)\s+(\d+(?:\.\d+)?\s?\p{L}+)$/u;
/** A lone part is an amount only in grams or millilitres (the catalogue's amounts); "1%" or "Standard" is a strength. */
const LONE_AMOUNT = /^\d+(?:\.\d+)?\s?(?:g|kg|mL|L)$/i;

/**
 * Splits an old-shape dosage into its leading strength and trailing amount:
 * "1% 30g" -> 1% and 30g, "2.5% 15 g" -> 2.5% and 15 g. Without a number and unit at
 * the end the last word is the amount. A dosage that is only an amount ("30g") has
 * no strength; any other single part ("1%") is a strength without an amount.
 */
export function splitDosage(dosage: string): { strength: string; amount: string } {
  const text = dosage.trim().replace(/\s+/g, ' ');
  if (LONE_AMOUNT.test(text)) return { strength: '', amount: text };
  const trailing = TRAILING_AMOUNT.exec(text);
  if (trailing) return { strength: trailing[1] ?? '', amount: trailing[2] ?? '' };
  const lastSpace = text.lastIndexOf(' ');
  if (lastSpace > 0) return { strength: text.slice(0, lastSpace), amount: text.slice(lastSpace + 1) };
  return { strength: text, amount: '' };
}

const distinct = (values: string[]) => [...new Set(values.filter((value) => value !== ''))];

/**
 * The stored catalogue in the shape the dashboard and the order checks use, or null
 * when it cannot be read as a catalogue (the caller then falls back to the built-in
 * one). Old dosagesByFormula entries become each formula's strengths and amounts,
 * used only where the formula has no list of the current shape; every formula ends
 * up with a (possibly empty) list of each and a description.
 */
export function normaliseMedicationDatabase(stored: unknown): MedicationDatabase | null {
  const parsed = StoredCatalogueSchema.safeParse(stored);
  if (!parsed.success) return null;
  const catalogue = parsed.data;
  const formulasByCondition = Object.fromEntries(
    catalogue.conditions.map(({ value }) => [value, catalogue.formulasByCondition[value] ?? []]),
  );
  const strengthsByFormula: Record<string, string[]> = {};
  const amountsByFormula: Record<string, string[]> = {};
  const descriptionsByFormula: Record<string, string> = {};
  const kindsByFormula: Record<string, FormulaKind> = {};
  for (const { value } of Object.values(formulasByCondition).flat()) {
    const dosages = (catalogue.dosagesByFormula?.[value] ?? []).map(splitDosage);
    strengthsByFormula[value] = distinct(
      catalogue.strengthsByFormula?.[value] ?? dosages.map((dosage) => dosage.strength),
    );
    amountsByFormula[value] = distinct(catalogue.amountsByFormula?.[value] ?? dosages.map((dosage) => dosage.amount));
    descriptionsByFormula[value] = catalogue.descriptionsByFormula?.[value] ?? '';
    kindsByFormula[value] = catalogue.kindsByFormula?.[value] ?? UNSTATED_FORMULA_KIND;
  }
  return {
    conditions: catalogue.conditions,
    formulasByCondition,
    strengthsByFormula,
    amountsByFormula,
    descriptionsByFormula,
    kindsByFormula,
    ...(catalogue.cautionaryLabelsByFormula ? { cautionaryLabelsByFormula: catalogue.cautionaryLabelsByFormula } : {}),
    ...(catalogue.pricesByFormula ? { pricesByFormula: catalogue.pricesByFormula } : {}),
  };
}

/**
 * Built-in fallback catalogue: six conditions, two formulas each, `other`
 * holding a custom formula with no strength or amount. It is only ever served
 * to signed-in approved practitioners and admins, never on public pages.
 */
export const BUILT_IN_MEDICATION_DATABASE: MedicationDatabase = {
  conditions: [
    { label: 'Dermatitis', value: 'dermatitis' },
    { label: 'Pain', value: 'pain' },
    { label: 'Hormone', value: 'hormone' },
    { label: 'Paediatric', value: 'paediatric' },
    { label: 'Veterinary', value: 'veterinary' },
    { label: 'Other', value: 'other' },
  ],
  formulasByCondition: {
    dermatitis: [
      { label: 'Hydrocortisone Cream', value: 'hydrocortisone-cream' },
      { label: 'Ceramide Barrier Cream', value: 'ceramide-barrier-cream' },
    ],
    pain: [
      { label: 'Diclofenac Transdermal Gel', value: 'diclofenac-transdermal-gel' },
      { label: 'Lidocaine Topical Cream', value: 'lidocaine-topical-cream' },
    ],
    hormone: [
      { label: 'Progesterone Transdermal Cream', value: 'progesterone-transdermal-cream' },
      { label: 'Oestriol Vaginal Cream', value: 'oestriol-vaginal-cream' },
    ],
    paediatric: [
      { label: 'Omeprazole Oral Suspension', value: 'omeprazole-oral-suspension' },
      { label: 'Melatonin Oral Liquid', value: 'melatonin-oral-liquid' },
    ],
    veterinary: [
      { label: 'Methimazole Transdermal Gel (Feline)', value: 'methimazole-transdermal-gel-feline' },
      { label: 'Gabapentin Oral Suspension (Veterinary)', value: 'gabapentin-oral-suspension-veterinary' },
    ],
    other: [
      { label: 'Custom Formula', value: 'custom-formula' },
      { label: 'Sugar-Free Oral Liquid Base', value: 'sugar-free-oral-liquid-base' },
    ],
  },
  strengthsByFormula: {
    'hydrocortisone-cream': ['0.5%', '1%', '2.5%'],
    'ceramide-barrier-cream': ['Standard'],
    'diclofenac-transdermal-gel': ['5%', '10%'],
    'lidocaine-topical-cream': ['5%', '10%'],
    'progesterone-transdermal-cream': ['20mg/g', '50mg/g'],
    'oestriol-vaginal-cream': ['0.5mg/g', '1mg/g'],
    'omeprazole-oral-suspension': ['2mg/mL'],
    'melatonin-oral-liquid': ['1mg/mL'],
    'methimazole-transdermal-gel-feline': ['5mg/0.1mL'],
    'gabapentin-oral-suspension-veterinary': ['50mg/mL'],
    'custom-formula': [],
    'sugar-free-oral-liquid-base': [],
  },
  amountsByFormula: {
    'hydrocortisone-cream': ['15g', '30g', '60g'],
    'ceramide-barrier-cream': ['30g', '60g'],
    'diclofenac-transdermal-gel': ['30g', '60g'],
    'lidocaine-topical-cream': ['30g', '60g'],
    'progesterone-transdermal-cream': ['30g', '60g'],
    'oestriol-vaginal-cream': ['15g', '30g'],
    'omeprazole-oral-suspension': ['50mL', '100mL'],
    'melatonin-oral-liquid': ['50mL', '100mL'],
    'methimazole-transdermal-gel-feline': ['10mL', '30mL'],
    'gabapentin-oral-suspension-veterinary': ['30mL', '50mL'],
    'custom-formula': [],
    'sugar-free-oral-liquid-base': ['100mL', '200mL'],
  },
  descriptionsByFormula: {
    'hydrocortisone-cream': 'Topical corticosteroid in a sorbolene base for inflammatory dermatoses.',
    'ceramide-barrier-cream': 'Fragrance-free emollient barrier cream for compromised skin.',
    'diclofenac-transdermal-gel': 'Transdermal anti-inflammatory gel for localised musculoskeletal pain.',
    'lidocaine-topical-cream': 'Topical local anaesthetic cream for localised pain.',
    'progesterone-transdermal-cream': 'Transdermal progesterone cream for hormone therapy.',
    'oestriol-vaginal-cream': 'Low-dose vaginal oestriol cream for atrophic symptoms.',
    'omeprazole-oral-suspension': 'Flavoured oral suspension for children unable to swallow capsules.',
    'melatonin-oral-liquid': 'Flavoured oral liquid for paediatric sleep-onset difficulties.',
    'methimazole-transdermal-gel-feline': 'Transdermal gel applied to the inner ear for feline hyperthyroidism.',
    'gabapentin-oral-suspension-veterinary': 'Palatable oral suspension for veterinary pain and anxiety.',
    'custom-formula': 'Describe the formulation, strength and quantity required in the notes.',
    'sugar-free-oral-liquid-base': 'Sugar-free, dye-free oral liquid vehicle for patients with sensitivities.',
  },
  kindsByFormula: {
    'hydrocortisone-cream': { schedule: 'S4', forWhom: 'people', storage: 'room_temperature' },
    'ceramide-barrier-cream': { schedule: null, forWhom: 'people', storage: 'room_temperature' },
    'diclofenac-transdermal-gel': { schedule: 'S4', forWhom: 'people', storage: 'room_temperature' },
    'lidocaine-topical-cream': { schedule: 'S2', forWhom: 'people', storage: 'room_temperature' },
    'progesterone-transdermal-cream': { schedule: 'S4', forWhom: 'people', storage: 'room_temperature' },
    'oestriol-vaginal-cream': { schedule: 'S4', forWhom: 'people', storage: 'room_temperature' },
    'omeprazole-oral-suspension': { schedule: 'S4', forWhom: 'people', storage: 'refrigerated' },
    'melatonin-oral-liquid': { schedule: 'S4', forWhom: 'people', storage: 'refrigerated' },
    'methimazole-transdermal-gel-feline': { schedule: 'S4', forWhom: 'animals', storage: 'room_temperature' },
    'gabapentin-oral-suspension-veterinary': { schedule: 'S4', forWhom: 'animals', storage: 'refrigerated' },
    'custom-formula': { schedule: null, forWhom: 'both', storage: null },
    'sugar-free-oral-liquid-base': { schedule: null, forWhom: 'both', storage: 'room_temperature' },
  },
  // Issue 34: every formula priced but the custom one, which the pharmacy prices (decision 077).
  pricesByFormula: {
    'hydrocortisone-cream': {
      gst: 'gst_free',
      prices: [
        { strength: null, amount: '15g', cents: 2450 },
        { strength: null, amount: '30g', cents: 3450 },
        { strength: null, amount: '60g', cents: 5200 },
        { strength: '2.5%', amount: '60g', cents: 5800 },
      ],
    },
    'ceramide-barrier-cream': {
      gst: 'gst_10',
      prices: [
        { strength: null, amount: '30g', cents: 1995 },
        { strength: null, amount: '60g', cents: 2995 },
      ],
    },
    'diclofenac-transdermal-gel': {
      gst: 'gst_free',
      prices: [
        { strength: '5%', amount: null, cents: 3600 },
        { strength: '10%', amount: null, cents: 4400 },
        { strength: '10%', amount: '60g', cents: 6200 },
      ],
    },
    'lidocaine-topical-cream': { gst: 'gst_free', prices: [{ strength: null, amount: null, cents: 3200 }] },
    'progesterone-transdermal-cream': {
      gst: 'gst_free',
      prices: [
        { strength: null, amount: '30g', cents: 4500 },
        { strength: null, amount: '60g', cents: 6900 },
      ],
    },
    'oestriol-vaginal-cream': { gst: 'gst_free', prices: [{ strength: null, amount: null, cents: 3900 }] },
    'omeprazole-oral-suspension': {
      gst: 'gst_free',
      prices: [
        { strength: null, amount: '50mL', cents: 3850 },
        { strength: null, amount: '100mL', cents: 5400 },
      ],
    },
    'melatonin-oral-liquid': {
      gst: 'gst_free',
      prices: [
        { strength: null, amount: '50mL', cents: 2900 },
        { strength: null, amount: '100mL', cents: 4200 },
      ],
    },
    'methimazole-transdermal-gel-feline': {
      gst: 'gst_10',
      prices: [
        { strength: null, amount: '10mL', cents: 5500 },
        { strength: null, amount: '30mL', cents: 9900 },
      ],
    },
    'gabapentin-oral-suspension-veterinary': { gst: 'gst_10', prices: [{ strength: null, amount: null, cents: 4850 }] },
    'sugar-free-oral-liquid-base': {
      gst: 'gst_free',
      prices: [
        { strength: null, amount: '100mL', cents: 1800 },
        { strength: null, amount: '200mL', cents: 2900 },
      ],
    },
  },
};

/** The catalogue values that identify one orderable product. */
export interface CatalogueChoice {
  condition: string;
  formula: string;
  /** '' when the formula has no strengths. */
  strength: string;
  /** '' when the formula has no amounts. */
  amount: string;
}

/** What the catalogue says about a choice: the labels, indication and kind the practitioner sees. */
export interface CatalogueEntry extends FormulaKind {
  conditionLabel: string;
  formulaLabel: string;
  description: string;
}

/** An option list that is empty means "none needed": the choice must then be ''. */
function isOffered(options: readonly string[], value: string): boolean {
  return options.length === 0 ? value === '' : options.includes(value);
}

/**
 * The catalogue's entry for a choice, or null when the catalogue does not offer it
 * (the condition is gone, the formula belongs to another condition, a strength or
 * amount is not sold). The dashboard and the function check carts with this one rule.
 */
export function findCatalogueEntry(database: MedicationDatabase, choice: CatalogueChoice): CatalogueEntry | null {
  const condition = database.conditions.find((option) => option.value === choice.condition);
  const formula = database.formulasByCondition[choice.condition]?.find((option) => option.value === choice.formula);
  if (!condition || !formula) return null;
  if (!isOffered(database.strengthsByFormula[formula.value] ?? [], choice.strength)) return null;
  if (!isOffered(database.amountsByFormula[formula.value] ?? [], choice.amount)) return null;
  return {
    conditionLabel: condition.label,
    formulaLabel: formula.label,
    description: database.descriptionsByFormula[formula.value] ?? '',
    ...formulaKindOf(database, formula.value),
  };
}

/** The cautionary advisory labels' codes the catalogue names for a formula (cautionary-labels.ts); none when it names none. */
export function cautionaryLabelsOf(database: MedicationDatabase, formula: string): string[] {
  return database.cautionaryLabelsByFormula?.[formula] ?? [];
}

/** A line's unit price from the catalogue (decision 077); null where it has none: priced by the pharmacy. */
export function priceOfChoice(database: MedicationDatabase, formula: string, strength: string, amount: string): LinePrice | null {
  return priceOfLine(database.pricesByFormula?.[formula], strength, amount);
}

/** The formula's kind; unstated for a formula the catalogue has no kind for. */
export function formulaKindOf(database: MedicationDatabase, formula: string): FormulaKind {
  return database.kindsByFormula[formula] ?? UNSTATED_FORMULA_KIND;
}
