/**
 * The sheet `npm start` users can Connect & Sync locally: the built-in catalogue laid
 * out as the admin screen's help text asks (one tab per condition; row 1 headers;
 * A name, B strengths and C amounts separated by `|`, D the indication, E to G the
 * schedule, for whom and storage, H the cautionary advisory labels by number, I the price
 * and J its GST, decision 077).
 */
import {
  CAUTIONARY_LABELS_COLUMN,
  FORMULA_KIND_COLUMNS,
  FORMULA_STORAGE_LABELS,
  PRICE_COLUMNS,
  decimalAud,
  type FormulaKind,
  type FormulaPricing,
  type MedicationDatabase,
} from '@pharmacy/shared';
import { DEMO_MEDICATION_DATABASE } from '../demo/demo-catalogue.ts';
import type { StandInWorkbook } from './workbook.ts';

export const DEMO_SHEET_ID = 'demo-medication-sheet';
export const SHEET_HEADER_ROW = ['Medication', 'Strengths', 'Amounts', 'Indication', ...FORMULA_KIND_COLUMNS.map((column) => column.heading), CAUTIONARY_LABELS_COLUMN.heading, PRICE_COLUMNS.price.heading, PRICE_COLUMNS.gst.heading];

/** Columns I and J as an admin would type them ("1% 30g: 24.50 | 60g: 39.00", "GST-free"); blank where unpriced. */
function priceCells(pricing: FormulaPricing | undefined): string[] {
  if (!pricing) return ['', ''];
  const prices = pricing.prices.map((price) => {
    const choice = [price.strength, price.amount].filter((part) => part !== null).join(' ');
    return choice === '' ? decimalAud(price.cents) : `${choice}: ${decimalAud(price.cents)}`;
  });
  return [prices.join(' | '), pricing.gst === 'gst_free' ? 'GST-free' : '10%'];
}

/** Columns E to G as an admin would type them ("S8", "people", "Refrigerated"); blank where unstated. */
function kindCells(kind: FormulaKind | undefined): string[] {
  return [
    kind?.schedule ?? '',
    kind?.forWhom ?? '',
    kind?.storage ? FORMULA_STORAGE_LABELS[kind.storage] : '',
  ];
}

/** A catalogue as the sheet that would produce it. */
export function workbookOf(catalogue: MedicationDatabase): StandInWorkbook {
  return {
    tabs: catalogue.conditions.map((condition) => ({
      title: condition.label,
      rows: [
        SHEET_HEADER_ROW,
        ...(catalogue.formulasByCondition[condition.value] ?? []).map((formula) => [
          formula.label,
          (catalogue.strengthsByFormula[formula.value] ?? []).join('|'),
          (catalogue.amountsByFormula[formula.value] ?? []).join('|'),
          catalogue.descriptionsByFormula[formula.value] ?? '',
          ...kindCells(catalogue.kindsByFormula[formula.value]),
          // Column H as an admin would type it: "1 | 5"; blank for none.
          (catalogue.cautionaryLabelsByFormula?.[formula.value] ?? []).join(' | '),
          ...priceCells(catalogue.pricesByFormula?.[formula.value]),
        ]),
      ],
    })),
  };
}

export const demoWorkbook = (): StandInWorkbook => workbookOf(DEMO_MEDICATION_DATABASE);
