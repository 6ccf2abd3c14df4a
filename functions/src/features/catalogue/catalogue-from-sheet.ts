/**
 * Turns the medication Google Sheet into the catalogue practitioners order from
 * (issue #6). Pure: the sheet is read elsewhere (google-sheets.ts) and the result is
 * stored elsewhere (catalogue-store.ts).
 *
 * Layout (the admin screen's help text): each tab is one condition; row 1 holds
 * headers; column A the medication name, B its strengths and C its amounts, each
 * separated by `|`, D an optional indication; E, F and G the optional schedule, for whom
 * and storage (issue 24, decision 042); H the optional cautionary advisory labels, by
 * number (issue 33, decision 058); I and J the optional price and GST (issue 34,
 * decision 077). A kind, label or price cell the sync does not know or cannot read is
 * reported, every such cell at once, and nothing is synced: it never guesses.
 */
import {
  CAUTIONARY_LABELS_COLUMN,
  CAUTIONARY_LABEL_CODES,
  FORMULA_KIND_COLUMNS,
  SHEET_SYNC_MESSAGES,
  readCautionaryLabelsCell,
  readFormulaKindCell,
  readPriceCells,
  type FormulaKind,
  type FormulaPricing,
  type MedicationDatabase,
  type SyncStats,
  type UnknownKindCell,
  type UnreadablePriceCell,
} from '@pharmacy/shared';
import { formatSize } from '../../platform/format-size.ts';
import type { SheetTab } from '../../platform/sheets/google-sheets.ts';

export type { SheetTab };

/**
 * The catalogue is one Firestore document (decision 011), and a document holds at most
 * 1 MiB. Its JSON is always at least as long as Firestore counts it, so a catalogue
 * under this many JSON bytes always fits, with room for the sync's own fields.
 */
export const MAX_CATALOGUE_JSON_BYTES = 900 * 1024;


/** The sheet cannot become a catalogue; the message says what to fix in it. */
export class CatalogueSheetError extends Error {
  override name = 'CatalogueSheetError';
}

/** Stray spaces (around, or doubled inside) are tidied away rather than refused. */
const tidy = (text: string | undefined): string => (text ?? '').trim().replace(/\s+/g, ' ');

/** How two names are compared: names differing only in spaces or case are the same name. */
const sameNameKey = (text: string): string => tidy(text).toLocaleLowerCase('en-AU');

/** "Methimazole Gel (Feline)" -> "methimazole-gel-feline"; accents dropped, so "Crème" -> "creme". */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The first candidate not taken yet, else the last one numbered; the chosen value is then taken. */
function claimValue(candidates: string[], taken: Set<string>): string {
  let value = candidates.find((candidate) => !taken.has(candidate));
  const last = candidates[candidates.length - 1]!;
  for (let n = 2; value === undefined; n += 1) {
    if (!taken.has(`${last}-${n}`)) value = `${last}-${n}`;
  }
  taken.add(value);
  return value;
}

const pipeSeparated = (cell: string | undefined): string[] => [
  ...new Set((cell ?? '').split('|').map(tidy).filter((option) => option !== '')),
];

interface Medication {
  name: string;
  strengths: string[];
  amounts: string[];
  indication: string;
  kind: FormulaKind;
  cautionaryLabels: string[];
  pricing: FormulaPricing | null;
}

/** Where column H is: after the kind columns. */
const CAUTIONARY_LABELS_INDEX = 4 + FORMULA_KIND_COLUMNS.length;

/** Where columns I (price) and J (GST) are: after the labels. */
const PRICE_INDEX = CAUTIONARY_LABELS_INDEX + 1;
const GST_INDEX = PRICE_INDEX + 1;

/** The columns the sync reads, A to J. */
export const SHEET_COLUMN_COUNT = GST_INDEX + 1;

/** Columns I and J of one row; each cell it cannot read goes into `unreadable`, and the formula reads as unpriced meanwhile. */
function pricingOf(
  cells: readonly (string | undefined)[],
  strengths: readonly string[],
  amounts: readonly string[],
  where: { tab: string; row: number },
  unreadable: UnreadablePriceCell[],
): FormulaPricing | null {
  const read = readPriceCells(cells[PRICE_INDEX], cells[GST_INDEX], strengths, amounts);
  unreadable.push(...read.problems.map((problem) => ({ ...where, ...problem })));
  return read.pricing;
}

/** Column H of one row; a number the list does not hold goes into `unknown` (as a kind cell does), and reads as none meanwhile. */
function cautionaryLabelsOf(cells: readonly (string | undefined)[], where: { tab: string; row: number }, unknown: UnknownKindCell[]): string[] {
  const cell = cells[CAUTIONARY_LABELS_INDEX];
  const read = readCautionaryLabelsCell(cell);
  if ('unknown' in read) {
    unknown.push({ ...where, heading: CAUTIONARY_LABELS_COLUMN.heading, value: tidy(cell), words: CAUTIONARY_LABEL_CODES });
    return [];
  }
  return read.value;
}

/** Columns E to G of one row; each cell it does not know goes into `unknown`, and reads as blank meanwhile. */
function kindOf(cells: readonly (string | undefined)[], where: { tab: string; row: number }, unknown: UnknownKindCell[]): FormulaKind {
  const kind: FormulaKind = { schedule: null, forWhom: null, storage: null };
  FORMULA_KIND_COLUMNS.forEach(({ field, heading, words }, offset) => {
    const cell = cells[4 + offset];
    const read = readFormulaKindCell(field, cell);
    if ('unknown' in read) unknown.push({ ...where, heading, value: tidy(cell), words });
    else Object.assign(kind, { [field]: read.value });
  });
  return kind;
}

/** The tab's medication rows, below the header; entirely blank rows are skipped. */
function medicationsOf(tab: SheetTab, tabName: string, unknown: UnknownKindCell[], unreadablePrices: UnreadablePriceCell[]): Medication[] {
  const medications: Medication[] = [];
  const seen = new Set<string>();
  tab.rows.slice(1).forEach((row, index) => {
    const cells = row.slice(0, SHEET_COLUMN_COUNT);
    if (cells.every((cell) => tidy(cell) === '')) return;
    const name = tidy(cells[0]);
    // Row numbers as the sheet shows them: the header is row 1.
    const rowNumber = index + 2;
    if (name === '') throw new CatalogueSheetError(SHEET_SYNC_MESSAGES.blankName(tabName, rowNumber));
    if (seen.has(sameNameKey(name))) throw new CatalogueSheetError(SHEET_SYNC_MESSAGES.duplicateName(tabName, name));
    seen.add(sameNameKey(name));
    const strengths = pipeSeparated(cells[1]);
    const amounts = pipeSeparated(cells[2]);
    medications.push({
      name,
      strengths,
      amounts,
      indication: tidy(cells[3]),
      kind: kindOf(cells, { tab: tabName, row: rowNumber }, unknown),
      cautionaryLabels: cautionaryLabelsOf(cells, { tab: tabName, row: rowNumber }, unknown),
      pricing: pricingOf(cells, strengths, amounts, { tab: tabName, row: rowNumber }, unreadablePrices),
    });
  });
  if (medications.length === 0) throw new CatalogueSheetError(SHEET_SYNC_MESSAGES.emptyTab(tabName));
  return medications;
}

/**
 * The dosage options a practitioner can choose between for one formula: every
 * strength with every amount. A formula with only strengths (or only amounts) offers
 * each of those alone; one with neither (a custom formula, described in the notes)
 * offers no dosage at all.
 */
export function dosageCount(strengths: readonly string[], amounts: readonly string[]): number {
  if (strengths.length === 0 && amounts.length === 0) return 0;
  return Math.max(1, strengths.length) * Math.max(1, amounts.length);
}

/** Throws CatalogueSheetError, naming the tab and row to fix, when the sheet breaks the layout. */
export function catalogueFromSheet(tabs: readonly SheetTab[]): { catalogue: MedicationDatabase; stats: SyncStats } {
  if (tabs.length === 0) throw new CatalogueSheetError(SHEET_SYNC_MESSAGES.noTabs);
  const catalogue: MedicationDatabase = {
    conditions: [],
    formulasByCondition: {},
    strengthsByFormula: {},
    amountsByFormula: {},
    descriptionsByFormula: {},
    kindsByFormula: {},
    cautionaryLabelsByFormula: {},
    pricesByFormula: {},
  };
  const unknownKinds: UnknownKindCell[] = [];
  const unreadablePrices: UnreadablePriceCell[] = [];
  const conditionNames = new Set<string>();
  const conditionValues = new Set<string>();
  const formulaValues = new Set<string>();
  let totalFormulas = 0;
  let totalDosages = 0;

  for (const tab of tabs) {
    const label = tidy(tab.title);
    if (conditionNames.has(sameNameKey(label))) throw new CatalogueSheetError(SHEET_SYNC_MESSAGES.duplicateCondition(label));
    conditionNames.add(sameNameKey(label));
    const condition = claimValue([slugOf(label) || 'condition'], conditionValues);
    catalogue.conditions.push({ label, value: condition });

    const formulas: MedicationDatabase['formulasByCondition'][string] = [];
    for (const medication of medicationsOf(tab, label, unknownKinds, unreadablePrices)) {
      const slug = slugOf(medication.name) || 'formula';
      // Formulas are keyed across the whole catalogue: a name that two conditions share gets its condition as a prefix.
      const value = claimValue([slug, `${condition}-${slug}`], formulaValues);
      formulas.push({ label: medication.name, value });
      catalogue.strengthsByFormula[value] = medication.strengths;
      catalogue.amountsByFormula[value] = medication.amounts;
      catalogue.descriptionsByFormula[value] = medication.indication;
      catalogue.kindsByFormula[value] = medication.kind;
      if (medication.cautionaryLabels.length > 0) catalogue.cautionaryLabelsByFormula![value] = medication.cautionaryLabels;
      if (medication.pricing) catalogue.pricesByFormula![value] = medication.pricing;
      totalDosages += dosageCount(medication.strengths, medication.amounts);
    }
    catalogue.formulasByCondition[condition] = formulas;
    totalFormulas += formulas.length;
  }

  if (unknownKinds.length > 0 || unreadablePrices.length > 0) {
    throw new CatalogueSheetError(SHEET_SYNC_MESSAGES.unreadableCells(unknownKinds, unreadablePrices));
  }

  const size = Buffer.byteLength(JSON.stringify(catalogue));
  if (size > MAX_CATALOGUE_JSON_BYTES) {
    throw new CatalogueSheetError(SHEET_SYNC_MESSAGES.tooLarge(formatSize(size), formatSize(MAX_CATALOGUE_JSON_BYTES)));
  }

  return {
    catalogue,
    stats: { conditions: tabs.length, totalFormulas, totalDosages, sheetNames: tabs.map((tab) => tab.title) },
  };
}
