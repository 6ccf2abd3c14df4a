/**
 * What kind of medicine a formula is (issue 24 part 1, decision 042): its poisons
 * schedule, whom it is for and how it is stored. The Google Sheet carries them in
 * optional columns E, F and G; a blank cell means the sheet does not say. The sync
 * reads each cell with readFormulaKindCell and refuses a value it does not know rather
 * than guessing (a misspelt "S8" must not become "not controlled").
 *
 * zod-free: the schemas are in medication-database.ts.
 */

/** The Poisons Standard schedules a compounded formula can be in. S4D is Schedule 4 Appendix D in NSW. */
export const FORMULA_SCHEDULES = ['S2', 'S3', 'S4', 'S4D', 'S8'] as const;
export type FormulaSchedule = (typeof FORMULA_SCHEDULES)[number];

export const FORMULA_PATIENT_KINDS = ['people', 'animals', 'both'] as const;
export type FormulaPatientKind = (typeof FORMULA_PATIENT_KINDS)[number];

export const FORMULA_STORAGE = ['room_temperature', 'refrigerated'] as const;
export type FormulaStorage = (typeof FORMULA_STORAGE)[number];

/** One formula's kind; null where the sheet leaves the cell blank. */
export interface FormulaKind {
  schedule: FormulaSchedule | null;
  forWhom: FormulaPatientKind | null;
  storage: FormulaStorage | null;
}

export const UNSTATED_FORMULA_KIND: FormulaKind = { schedule: null, forWhom: null, storage: null };

export const FORMULA_SCHEDULE_LABELS: Record<FormulaSchedule, string> = {
  S2: 'Schedule 2',
  S3: 'Schedule 3',
  S4: 'Schedule 4',
  S4D: 'Schedule 4 Appendix D',
  S8: 'Schedule 8 (controlled drug)',
};

export const FORMULA_PATIENT_KIND_LABELS: Record<FormulaPatientKind, string> = {
  people: 'People',
  animals: 'Animals',
  both: 'People and animals',
};

export const FORMULA_STORAGE_LABELS: Record<FormulaStorage, string> = {
  room_temperature: 'Room temperature',
  refrigerated: 'Refrigerated',
};

/** The sheet's columns after A to D, in order, and what the admin types in each. */
export const FORMULA_KIND_COLUMNS = [
  { column: 'E', field: 'schedule', heading: 'Schedule', words: ['S2', 'S3', 'S4', 'S4D', 'S8'] },
  { column: 'F', field: 'forWhom', heading: 'For whom', words: ['people', 'animals', 'both'] },
  { column: 'G', field: 'storage', heading: 'Storage', words: ['room temperature', 'refrigerated'] },
] as const satisfies readonly { column: string; field: keyof FormulaKind; heading: string; words: readonly string[] }[];

export type FormulaKindField = keyof FormulaKind;

/** Case and spaces do not matter: " s4d " is S4D, "Room  Temperature" is room temperature. */
const cellKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const WORDS: { [Field in FormulaKindField]: Record<string, NonNullable<FormulaKind[Field]>> } = {
  schedule: Object.fromEntries(FORMULA_SCHEDULES.map((schedule) => [schedule.toLowerCase(), schedule])),
  forWhom: Object.fromEntries(FORMULA_PATIENT_KINDS.map((kind) => [kind, kind])),
  storage: { 'room temperature': 'room_temperature', refrigerated: 'refrigerated' },
};

/**
 * A kind cell read: `{ value: null }` for a blank cell, the value for a word the sheet
 * layout lists, and `{ unknown: true }` for anything else (the sync reports it).
 */
export function readFormulaKindCell<Field extends FormulaKindField>(
  field: Field,
  cell: string | undefined,
): { value: FormulaKind[Field] } | { unknown: true } {
  const key = cellKey(cell ?? '');
  if (key === '') return { value: null };
  const value = WORDS[field][key];
  return value === undefined ? { unknown: true } : { value };
}

/** "Schedule 8 (controlled drug) · Refrigerated": what the order form and the pharmacy show beside a formula; '' when unstated. */
export function formulaKindText(kind: Pick<FormulaKind, 'schedule' | 'storage'>): string {
  return [kind.schedule && FORMULA_SCHEDULE_LABELS[kind.schedule], kind.storage && FORMULA_STORAGE_LABELS[kind.storage]]
    .filter(Boolean)
    .join(' · ');
}
